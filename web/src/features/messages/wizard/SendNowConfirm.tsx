import { Button, Group, Stack, Text } from '@mantine/core';
import { AppModal } from '../../../shared/ui/AppModal';
import { peopleOf } from '../wizardDraft';

type Props = { count: number; sending: boolean; onCancel: () => void; onSend: () => void };

/** Send now's question before it goes: to how many people, who they are, and where the deliveries are followed. */
export function SendNowConfirm({ count, sending, onCancel, onSend }: Props) {
  return (
    <AppModal onClose={onCancel} title={`Send to ${peopleOf(count)}?`} size={416}>
      <Stack gap="lg">
        <Text fz="sm">
          The message goes now to the participants of the chosen groups who have not finished the package in this cycle. You can follow each
          delivery on the Package Schedule.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
          <Button onClick={onSend} loading={sending} data-autofocus>
            Send to {peopleOf(count)}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
