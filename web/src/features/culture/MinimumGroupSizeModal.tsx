import { AnalyticsMessages, AnalyticsSettings } from '@canopy/contracts/analytics/api';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { errorDetail } from '../../shared/api/http';
import { useAnalyticsSettings } from './hooks/useAnalyticsSettings';
import { useSaveAnalyticsSettings } from './hooks/useSaveAnalyticsSettings';

type Props = { workspaceId: string; onClose: () => void };

const resolveSettings = schemaResolver(AnalyticsSettings, { sync: true });
/** the contract's settings schema decides what may be saved; each refused field reads the server's own message */
const validateSettings = (values: unknown) =>
  Object.fromEntries(Object.keys(resolveSettings(values)).map((field) => [field, AnalyticsMessages.minimumGroupSize]));

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
  const form = useForm<AnalyticsSettings>({ initialValues: initial, validate: validateSettings, validateInputOnChange: true });
  const save = useSaveAnalyticsSettings(workspaceId);
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(AnalyticsSettings.parse(values), { onSuccess: onClose }))}>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          Charts show no average, share or score drawn from fewer people than this, so nobody’s answers can be singled out.
        </Text>
        <NumberInput label="Minimum group size" min={2} max={100} allowDecimal={false} {...form.getInputProps('minimum_group_size')} />
        <NumberInput
          label="Minimum group size for open answers"
          min={2}
          max={100}
          allowDecimal={false}
          {...form.getInputProps('minimum_group_size_open_answers')}
        />
        {save.error && <Text c="red.7">{errorDetail(save.error)}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={Object.keys(form.errors).length > 0}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
