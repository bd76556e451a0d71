import { MessagingMessages } from '@canopy/contracts';
import { Group, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/dates/styles.css';
import { TimePicker } from '@mantine/dates';
import { zoneName } from '../../../shared/format/dates';
import type { Timing } from '../wizardDraft';
import { setterOf, type DraftForm } from './types';
import type { SendWindow } from './useSendWindow';

type Props = { form: DraftForm; sendWindow: SendWindow; editing: boolean };

/** Step 4: send now (a new message only), schedule within the link's life, or trigger on each participant's start or termination date. */
export function TimingStep({ form, sendWindow, editing }: Props) {
  const draft = form.values;
  const set = setterOf(form);
  const time = (
    <TimePicker
      label={`Time (${zoneName()}, 24-hour)`}
      format="24h"
      value={draft.time}
      onChange={(value) => set('time', value.slice(0, 5))}
    />
  );
  return (
    <Stack mt="md">
      <SegmentedControl
        value={draft.timing}
        onChange={(value) => set('timing', value as Timing)}
        data={[
          ...(editing ? [] : [{ value: 'now', label: 'Send now' }]),
          { value: 'schedule', label: 'Schedule' },
          { value: 'trigger_start_date', label: 'Trigger: start date' },
          { value: 'trigger_termination_date', label: 'Trigger: termination date' },
        ]}
      />
      {draft.timing === 'schedule' && (
        <Group grow>
          <TextInput
            type="date"
            label={`Date (${zoneName()})`}
            min={sendWindow.firstDay}
            max={sendWindow.lastDay}
            value={draft.date}
            onChange={(event) => set('date', event.currentTarget.value)}
          />
          {time}
        </Group>
      )}
      {(draft.timing === 'trigger_start_date' || draft.timing === 'trigger_termination_date') && (
        <Group grow>
          <NumberInput
            label="Days after"
            min={1}
            clampBehavior="none"
            allowNegative={false}
            allowDecimal={false}
            value={draft.days}
            error={draft.days < 1 ? MessagingMessages.triggerDaysAtLeastOne : undefined}
            onChange={(value) => set('days', typeof value === 'number' ? value : Number(value) || 0)}
          />
          {draft.timing === 'trigger_start_date' ? (
            time
          ) : (
            <Text fz="sm" c="dimmed" pt="lg">
              Sent at 9:00 AM {zoneName()} time on the first workday.
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
