import { Button, Card, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type ComponentType, useEffect } from 'react';
import { IconBookOpen, IconLogout } from '../../shared/ui/icons';
import { NoticeCard } from '../../shared/ui/NoticeCard';
import { PageShell } from '../../shared/ui/PageShell';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { useLogout } from '../session/hooks/useLogout';
import { SmallScreenGate } from '../shell/SmallScreenNotice';

type PublicPlaceholderProps = {
  pageTitle: string;
  heading: string;
  text: string;
  icon: ComponentType<{ size?: number | string }>;
};

/** What a respondent or story reader sees until their flow ships: a plain statement, no dead controls. */
function PublicPlaceholder({ pageTitle, heading, text, icon: Icon }: PublicPlaceholderProps) {
  usePageTitle(pageTitle);
  return (
    <PageShell size={560}>
      <Card p={{ base: 'lg', sm: 40 }} data-testid="public-placeholder">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius={32} variant="light" color="canopy">
            <Icon size={30} />
          </ThemeIcon>
          <Title order={1} fz={24}>
            {heading}
          </Title>
          <Text c="dimmed" maw={420} lh={1.6}>
            {text}
          </Text>
        </Stack>
      </Card>
    </PageShell>
  );
}

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

/** /data-story-view/{id} while logged out; like the real view, a small screen gets the notice. */
export function StoryViewPlaceholder() {
  return (
    <SmallScreenGate>
      <PublicPlaceholder
        pageTitle="Data story"
        icon={IconBookOpen}
        heading="This data story is not available yet"
        text="This data story cannot be shown yet. Please open this link again later, or contact the person who shared it with you."
      />
    </SmallScreenGate>
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
