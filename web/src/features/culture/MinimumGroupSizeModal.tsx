import { AnalyticsSettings } from '@canopy/contracts/analytics/api';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { useAnalyticsSettings, useSaveAnalyticsSettings } from './api';
import { sizeError } from './minimumGroupSize';

type Props = { workspaceId: string; onClose: () => void };

/** the workspace's minimum group sizes: charts hold back every aggregate drawn from fewer respondents */
export function MinimumGroupSizeModal({ workspaceId, onClose }: Props) {
  const current = useAnalyticsSettings(workspaceId);
  return (
    <Modal opened onClose={onClose} title="Minimum group size">
      {current.data ? (
        <SettingsForm workspaceId={workspaceId} initial={current.data} onClose={onClose} />
      ) : (
        <Text c={current.error ? 'red.7' : 'dimmed'}>{current.error ? errorDetail(current.error) : 'Loading…'}</Text>
      )}
    </Modal>
  );
}

function SettingsForm({ workspaceId, initial, onClose }: Props & { initial: AnalyticsSettings }) {
  const [groups, setGroups] = useState<number | string>(initial.minimum_group_size);
  const [open, setOpen] = useState<number | string>(initial.minimum_group_size_open_answers);
  const save = useSaveAnalyticsSettings(workspaceId);
  const groupsError = sizeError(groups);
  const openError = sizeError(open);
  const submit = () => {
    const parsed = AnalyticsSettings.safeParse({ minimum_group_size: groups, minimum_group_size_open_answers: open });
    if (parsed.success) save.mutate(parsed.data, { onSuccess: onClose });
  };
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        Charts show no average, share or score drawn from fewer people than this, so nobody’s answers can be singled out.
      </Text>
      <NumberInput
        label="Minimum group size"
        min={2}
        max={100}
        allowDecimal={false}
        value={groups}
        onChange={setGroups}
        error={groupsError}
      />
      <NumberInput
        label="Minimum group size for open answers"
        min={2}
        max={100}
        allowDecimal={false}
        value={open}
        onChange={setOpen}
        error={openError}
      />
      {save.error && <Text c="red.7">{errorDetail(save.error)}</Text>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={Boolean(groupsError || openError)}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
