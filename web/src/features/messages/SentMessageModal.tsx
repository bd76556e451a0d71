import { previewMessage, type DelayedMessage } from '@canopy/contracts';
import { Badge, Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { AppModal } from '../../shared/ui/AppModal';
import { DeliveryProgressBar } from './DeliveryProgressBar';
import { useDeliveries } from './hooks/useDeliveries';
import { useRemindMessage } from './hooks/useRemindMessage';
import { formatDateTime } from '../../shared/format/dates';
import { RecipientList } from './RecipientList';

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A sent (or sending) message: its progress, each recipient's delivery (sent, or failed with the server's reason)
 * and whether they answered, the content as it went out, and a reminder to those who have not answered yet.
 */
export function SentMessageModal({
  message,
  names,
  onClose,
}: {
  message: DelayedMessage;
  names: { package_name: string; workspace_name: string };
  onClose: () => void;
}) {
  const deliveries = useDeliveries(message.package_id, message.id);
  const [confirming, setConfirming] = useState(false);
  const remind = useRemindMessage(message.package_id, message.id);
  const sendReminder = () =>
    remind.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        onClose();
      },
      onError: () => setConfirming(false),
    });
  const progress = deliveries.data?.progress ?? message.delivery;
  const notAnswered = deliveries.data?.not_answered ?? 0;
  const sending = (progress?.pending ?? 0) > 0;
  return (
    <AppModal onClose={onClose} title="Sent message" size={900}>
      <Stack gap="md" data-testid="sent-message">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Title order={3} fz="lg">
              {previewMessage(message.metadata.email_subject, names)}
            </Title>
            <Text fz="sm" c="dimmed">
              {[
                message.sent_at ? `Sent ${formatDateTime(message.sent_at)}` : sending ? 'Sending now' : '',
                message.delayed_messages_to_groups.map((item) => item.group.name).join(', '),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          <Badge variant="light" color={sending ? 'blue' : message.status === 'failed' ? 'red' : 'canopy'}>
            {sending ? 'Sending' : message.status === 'failed' ? 'Failed' : 'Sent'}
          </Badge>
        </Group>
        {progress && <DeliveryProgressBar progress={progress} />}
        <Tabs defaultValue="recipients">
          <Tabs.List>
            <Tabs.Tab value="recipients">Recipients{deliveries.data ? ` (${deliveries.data.recipients.length})` : ''}</Tabs.Tab>
            <Tabs.Tab value="content">Message</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="recipients" pt="sm">
            {deliveries.isPending && <Skeleton h={200} />}
            {deliveries.isError && (
              <Text c="red.7" role="alert">
                {errorDetail(deliveries.error)}
              </Text>
            )}
            {deliveries.data && deliveries.data.recipients.length === 0 && (
              <Text c="dimmed" fz="sm">
                Nobody was reached by this message.
              </Text>
            )}
            {deliveries.data && deliveries.data.recipients.length > 0 && <RecipientList recipients={deliveries.data.recipients} />}
          </Tabs.Panel>
          <Tabs.Panel value="content" pt="sm">
            {/* a sandboxed frame: the HTML was cleaned when saved, and even so nothing in it may run here */}
            <iframe
              title="Sent message content"
              sandbox=""
              srcDoc={previewMessage(message.metadata.email_content, names, escapeHtml)}
              style={{ width: '100%', minHeight: 280, border: '1px solid var(--mantine-color-bark-1)', borderRadius: 8 }}
            />
            {message.email_signature && (
              <Text fz="sm" mt="xs">
                {message.email_signature}
              </Text>
            )}
          </Tabs.Panel>
        </Tabs>
        <Group justify="space-between">
          <Text fz="sm" c="dimmed">
            {message.status === 'sent' && deliveries.data
              ? notAnswered === 0
                ? 'Everyone reached has answered.'
                : `${notAnswered} reached ${notAnswered === 1 ? 'person has' : 'people have'} not answered yet.`
              : ''}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            {message.status === 'sent' && notAnswered > 0 && <Button onClick={() => setConfirming(true)}>Send a reminder</Button>}
          </Group>
        </Group>
      </Stack>
      {confirming && (
        <AppModal onClose={() => setConfirming(false)} title="Send a reminder?" size={416}>
          <Stack gap="lg">
            <Text fz="sm">
              The message goes again, now, to the people of {message.delayed_messages_to_groups.map((item) => item.group.name).join(', ')}{' '}
              who have not finished the package in this cycle ({notAnswered} of those reached), with “Reminder:” before its subject.
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(false)} disabled={remind.isPending}>
                Cancel
              </Button>
              <Button onClick={sendReminder} loading={remind.isPending} data-autofocus>
                Send reminder
              </Button>
            </Group>
          </Stack>
        </AppModal>
      )}
    </AppModal>
  );
}
