import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconShield } from '../../shared/ui/icons';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { useAuthenticatedSession } from '../session/hooks/useSession';

function NotAnAdmin() {
  usePageTitle('Admin');
  return (
    <Card maw={560} mx="auto" mt={48} p={40}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius={28} variant="light" color="bark">
          <IconShield size={26} />
        </ThemeIcon>
        <Title order={1} fz={22}>
          For platform administrators
        </Title>
        <Text c="dimmed" fz="sm">
          The admin area manages every team on Canopy. Your account does not have administrator rights.
        </Text>
      </Stack>
    </Card>
  );
}

/** Admin pages need the platform-admin permission: other consultants are told so instead. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { consultant } = useAuthenticatedSession();
  return consultant.is_platform_admin ? children : <NotAnAdmin />;
}
