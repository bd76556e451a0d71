import { Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../shared/ui/PageHeader';
import { PageShell } from '../../shared/ui/PageShell';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { PlatformStatusCard } from './PlatformStatusCard';
import { VersionCard } from './VersionCard';

const DESCRIPTION = 'The build of Canopy you are using and the health of the platform behind it.';

/** /app-version while logged out: a page of its own. */
export function AppVersionPage() {
  usePageTitle('App version');
  return (
    <PageShell size="sm">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            App version
          </Title>
          <Text c="dimmed">{DESCRIPTION}</Text>
        </Stack>
        <VersionCard />
        <PlatformStatusCard />
      </Stack>
    </PageShell>
  );
}

/** /app-version while logged in: the same cards inside the app. */
export function AppVersionContent() {
  usePageTitle('App version');
  return (
    <>
      <PageHeader eyebrow="About" title="App version" description={DESCRIPTION} />
      <Stack gap="lg" maw={720}>
        <VersionCard />
        <PlatformStatusCard />
      </Stack>
    </>
  );
}
