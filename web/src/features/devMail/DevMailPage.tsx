import { formatDateTime } from '../../shared/format/dates';
import { Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { CaughtMail } from '@canopy/contracts';
import { NotFoundPage } from '../placeholders/NotFoundPage';
import { useAuthenticatedSession } from '../session/hooks/useSession';
import { ErrorBanner } from '../../shared/ui/ErrorBanner';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { useCaughtMail } from './hooks/useCaughtMail';
import { linkify } from './linkify';
import { IconRefresh } from '@tabler/icons-react';

function MailText({ text }: { text: string }) {
  return (
    <Text component="pre" fz="sm" ff="inherit" m={0} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <Anchor key={index} href={part.href} target="_blank" rel="noreferrer">
            {part.href}
          </Anchor>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}

function CaughtMailCard({ mail }: { mail: CaughtMail }) {
  return (
    <Card withBorder p="lg" component="article">
      <Title order={2} fz={17} mb={4}>
        {mail.subject || '(no subject)'}
      </Title>
      <Text c="dimmed" fz="xs" mb="md">
        to {mail.to.join(', ')} · from {mail.from} · {formatDateTime(mail.receivedAt)}
      </Text>
      <MailText text={mail.text} />
    </Card>
  );
}

function DevMailContent() {
  usePageTitle('Caught mail');
  const mail = useCaughtMail();
  const messages = mail.data?.pages.flatMap((page) => page.messages) ?? [];
  return (
    <Stack gap="md">
      <PageHeader
        eyebrow="Admin"
        title="Caught mail"
        description="Mail Canopy held back because no SMTP server is set, newest first. Open links in a private window: the reset page is for signed-out visitors."
        actions={
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void mail.refetch()} loading={mail.isFetching}>
            Reload
          </Button>
        }
      />
      <ErrorBanner title="The mail could not be loaded" error={mail.error} />
      {mail.isPending && !mail.error && (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      )}
      {mail.data && messages.length === 0 && <Text c="dimmed">No mail yet.</Text>}
      {messages.map((message) => (
        <CaughtMailCard key={message.id} mail={message} />
      ))}
      {mail.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => void mail.fetchNextPage()} loading={mail.isFetchingNextPage}>
            Older mail
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * /dev/mail: caught mail holds password reset links, so only a platform administrator sees it; anyone
 * else gets the page-not-found page, as the API answers them 404.
 */
export function DevMailPage() {
  const { consultant } = useAuthenticatedSession();
  return consultant.is_platform_admin ? <DevMailContent /> : <NotFoundPage />;
}
