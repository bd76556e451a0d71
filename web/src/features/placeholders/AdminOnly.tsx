import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconShield } from '../../shared/ui/icons';
import { NoticeCard } from '../../shared/ui/NoticeCard';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { useAuthenticatedSession } from '../session/hooks/useSession';

function NotAnAdmin() {
  usePageTitle('Admin');
  return (
    <NoticeCard icon={IconShield} color="bark" title="For platform administrators" titleSize={22}>
      <Text c="dimmed" fz="sm">
        The admin area manages every team on Canopy. Your account does not have administrator rights.
      </Text>
    </NoticeCard>
  );
}

/** Admin pages need the platform-admin permission: other consultants are told so instead. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { consultant } = useAuthenticatedSession();
  return consultant.is_platform_admin ? children : <NotAnAdmin />;
}
