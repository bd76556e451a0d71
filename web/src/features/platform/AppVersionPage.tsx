import { Stack, Text, Title } from '@mantine/core';
import { PageShell } from '../../shared/ui/PageShell';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { PlatformStatusCard } from './PlatformStatusCard';
import { VersionCard } from './VersionCard';

export function AppVersionPage() {
  usePageTitle('App version');
  return (
    <PageShell size="sm">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            App version
          </Title>
          <Text c="dimmed">The build of Canopy you are using and the health of the platform behind it.</Text>
        </Stack>
        <VersionCard />
        <PlatformStatusCard />
      </Stack>
    </PageShell>
  );
}
