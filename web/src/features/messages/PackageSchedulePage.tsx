import { previewMessage, type DelayedMessage, type MessageStatus, type ScheduledPackage } from '@canopy/contracts';
import { Badge, Box, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { PageHeader } from '../../shared/ui/PageHeader';
import { ConfirmModal } from '../participants/ConfirmModal';
import { useCurrentWorkspace } from '../workspaces/hooks/useCurrentWorkspace';
import { useDeleteMessage } from './hooks/useDeleteMessage';
import { useSchedule } from './hooks/useSchedule';
import { IpInfoModal } from './IpInfoModal';
import { MessageWizard } from './MessageWizard';
import { DeliveryProgressBar } from './DeliveryProgressBar';
import { formatDateTime, zoneName } from '../../shared/format/dates';
import { instantToWallTime } from '../../shared/format/wallTime';
import { SentMessageModal } from './SentMessageModal';

const STATUS_LABEL: Record<MessageStatus, { label: string; color: string }> = {
  sent: { label: 'Sent', color: 'canopy' },
  registered: { label: 'Scheduled', color: 'blue' },
  triggered_start: { label: 'Triggered: start date', color: 'grape' },
  triggered_termination: { label: 'Triggered: termination date', color: 'grape' },
  draft: { label: 'Draft', color: 'gray' },
  expired: { label: 'Expired', color: 'orange' },
  failed: { label: 'Failed', color: 'red' },
};

/** the time of day a trigger's message goes, from its send time (24-hour, in the workspace's zone) */
const triggerTime = (message: DelayedMessage) => instantToWallTime(new Date(message.send_at)).time;

const whenOf = (message: DelayedMessage) => {
  if (message.status === 'sent' && message.sent_at) return `Sent ${formatDateTime(message.sent_at)} to ${message.recipients}`;
  if (message.status === 'triggered_start')
    return `${message.trigger_days_after} day(s) after each start date at ${triggerTime(message)} ${zoneName()}`;
  if (message.status === 'triggered_termination')
    return `${message.trigger_days_after} day(s) after each termination date, 09:00 New York on a workday`;
  if (isSending(message)) return `Sending since ${formatDateTime(message.send_at)}`;
  if (message.status === 'registered') return formatDateTime(message.send_at);
  return '';
};

/** a message whose send has started and not finished (sent now, or a scheduled one whose time came) */
const isSending = (message: DelayedMessage) => message.status === 'registered' && (message.delivery?.pending ?? 0) > 0;

function MessageRow({
  message,
  names,
  onEdit,
  onView,
  onDelete,
}: {
  message: DelayedMessage;
  names: { package_name: string; workspace_name: string };
  onEdit: () => void;
  onView: () => void;
  onDelete: () => void;
}) {
  const sending = isSending(message);
  const status = sending ? { label: 'Sending', color: 'blue' } : STATUS_LABEL[message.status];
  const editable =
    message.status === 'draft' ||
    (message.status === 'registered' && !sending && message.type_of_message !== 'not_selected') ||
    message.status === 'triggered_start' ||
    message.status === 'triggered_termination';
  return (
    <Group
      justify="space-between"
      py={6}
      data-testid="message-row"
      data-status={message.status}
      style={{ borderTop: '1px solid var(--mantine-color-bark-1)' }}
    >
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Group gap="xs">
          <Badge size="sm" variant="light" color={status.color}>
            {status.label}
          </Badge>
          <Text fz="sm" fw={600} truncate>
            {message.metadata.email_subject ? previewMessage(message.metadata.email_subject, names) : '(no subject)'}
          </Text>
        </Group>
        <Text fz="xs" c="dimmed">
          {[whenOf(message), message.delayed_messages_to_groups.map((item) => item.group.name).join(', ')].filter(Boolean).join(' · ')}
        </Text>
        {sending && message.delivery && (
          <Box maw={360} mt={4}>
            <DeliveryProgressBar progress={message.delivery} />
          </Box>
        )}
      </Stack>
      <Group gap="xs">
        {(message.status === 'sent' || message.status === 'failed' || sending) && (
          <Button size="compact-xs" variant="light" onClick={onView}>
            View
          </Button>
        )}
        {editable && (
          <Button size="compact-xs" variant="light" onClick={onEdit}>
            Edit
          </Button>
        )}
        {(editable || message.status === 'expired') && (
          <Button size="compact-xs" variant="subtle" color="red" onClick={onDelete}>
            Delete
          </Button>
        )}
      </Group>
    </Group>
  );
}

function PackageCard({ item, workspace }: { item: ScheduledPackage; workspace: { id: string; name: string } }) {
  const workspaceId = workspace.id;
  const names = { package_name: item.name, workspace_name: workspace.name };
  const [editing, setEditing] = useState<DelayedMessage | 'new' | null>(null);
  const [viewing, setViewing] = useState<DelayedMessage | null>(null);
  const [deleting, setDeleting] = useState<DelayedMessage | null>(null);
  const remove = useDeleteMessage(item.package_id);
  return (
    <Card withBorder data-testid="schedule-package" data-package-name={item.name}>
      <Group justify="space-between" mb="xs">
        <Stack gap={0}>
          <Title order={3} fz="md">
            {item.name}
          </Title>
          <Text fz="xs" c="dimmed">
            {item.is_has_delayed_message
              ? `Scheduled · the link must stay open at least ${item.min_number_of_days} day(s)`
              : 'Nothing scheduled'}
          </Text>
        </Stack>
        <Button size="compact-sm" variant="light" onClick={() => setEditing('new')}>
          New message
        </Button>
      </Group>
      {item.delayed_message.map((message) => (
        <MessageRow
          key={message.id}
          message={message}
          names={names}
          onEdit={() => setEditing(message)}
          onView={() => setViewing(message)}
          onDelete={() => setDeleting(message)}
        />
      ))}
      {editing && (
        <MessageWizard
          packageId={item.package_id}
          workspaceId={workspaceId}
          message={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {viewing && (
        <SentMessageModal
          message={item.delayed_message.find((message) => message.id === viewing.id) ?? viewing}
          names={names}
          onClose={() => setViewing(null)}
        />
      )}
      {deleting && (
        <ConfirmModal
          title="Delete message"
          confirmLabel="Delete"
          loading={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        >
          {deleting.status === 'draft'
            ? `Delete the draft “${deleting.metadata.email_subject || 'without a subject'}”? Its text cannot be brought back.`
            : `Delete “${deleting.metadata.email_subject || 'this message'}”? Nobody will receive it.`}
        </ConfirmModal>
      )}
    </Card>
  );
}

/** The Package Schedule: each package of the workspace that has messages, its messages in order, their actions. */
export function PackageSchedulePage() {
  const { workspace } = useCurrentWorkspace();
  const schedule = useSchedule(workspace?.id);
  const [ipOpen, setIpOpen] = useState(false);
  return (
    <Stack maw={960} mx="auto" p="lg" gap="md">
      <PageHeader
        eyebrow="Capture"
        title="Package Schedule"
        description="The e-mails each package sends: scheduled, triggered by a start or termination date, drafts and those sent. Times are New York times."
        actions={
          <Button variant="light" onClick={() => setIpOpen(true)}>
            IP Address Info
          </Button>
        }
      />
      {!workspace && <Text c="dimmed">Choose a workspace to see its packages' messages.</Text>}
      {schedule.isPending && workspace && [0, 1].map((key) => <Skeleton key={key} h={96} radius="md" />)}
      {schedule.isError && (
        <Text c="red.7" role="alert">
          {errorDetail(schedule.error)}
        </Text>
      )}
      {schedule.data?.length === 0 && <Text c="dimmed">No messages yet. Open a package in the library and choose Send message.</Text>}
      {workspace && schedule.data?.map((item) => <PackageCard key={item.package_id} item={item} workspace={workspace} />)}
      {ipOpen && <IpInfoModal onClose={() => setIpOpen(false)} />}
    </Stack>
  );
}
