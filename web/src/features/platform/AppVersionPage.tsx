import { Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../shared/ui/PageHeader';
import { PageShell } from '../../shared/ui/PageShell';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { useAuthenticatedSession } from '../session/hooks/useSession';
import { PlatformStatusCard } from './PlatformStatusCard';
import { VersionCard } from './VersionCard';

const DESCRIPTION = 'The version of Canopy you are using and whether it is working.';

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
        <PlatformStatusCard detailed={false} />
      </Stack>
    </PageShell>
  );
}

/** /app-version while logged in: the same cards inside the app; the read models' states only for platform administrators. */
export function AppVersionContent() {
  usePageTitle('App version');
  const { consultant } = useAuthenticatedSession();
  return (
    <>
      <PageHeader eyebrow="About" title="App version" description={DESCRIPTION} />
      <Stack gap="lg" maw={720}>
        <VersionCard />
        <PlatformStatusCard detailed={consultant.is_platform_admin} />
      </Stack>
    </>
  );
}
