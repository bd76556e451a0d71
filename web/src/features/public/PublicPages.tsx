import { Button, Center, Loader, Text } from '@mantine/core';
import { useEffect } from 'react';
import { NoticeCard } from '../../shared/ui/NoticeCard';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { useLogout } from '../session/hooks/useLogout';
import { IconLogout } from '@tabler/icons-react';

/**
 * /assessment-responding/{id} and /collaborator-responding/{id} reached inside the dashboard while logged out: the
 * flow is its own page (respond.html, ADR 0038), which the server answers for these addresses, so load it.
 */
export function RespondentPageLoad() {
  usePageTitle('Survey');
  useEffect(() => {
    // once: a server that answered this address with the dashboard would otherwise reload it for ever
    const key = `canopy.respondentReload:${window.location.pathname}`;
    if (Date.now() - Number(sessionStorage.getItem(key) ?? 0) < 10_000) return;
    sessionStorage.setItem(key, String(Date.now()));
    window.location.reload();
  }, []);
  return (
    <Center py="xl" role="status" aria-label="Loading">
      <Loader size="sm" color="canopy" type="dots" />
    </Center>
  );
}

/** A logged-in consultant who opens a public page: the spec's notice, and the way out. */
export function LogOutToView({ message, pageTitle }: { message: string; pageTitle: string }) {
  usePageTitle(pageTitle);
  const logout = useLogout();
  return (
    <NoticeCard icon={IconLogout} color="yellow" title={message} titleSize={20} testId="log-out-to-view">
      <Text c="dimmed" fz="sm" maw={400}>
        Public links open as your respondents and readers see them, without a Canopy account.
      </Text>
      <Button variant="light" leftSection={<IconLogout size={16} />} onClick={() => logout.mutate()} loading={logout.isPending}>
        Log out
      </Button>
    </NoticeCard>
  );
}
