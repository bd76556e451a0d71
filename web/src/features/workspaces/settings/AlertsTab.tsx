import { DEFAULT_ALERT_THRESHOLDS, type AlertThresholds, type Workspace } from '@canopy/contracts';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { ErrorBanner } from '../../../shared/ui/ErrorBanner';
import { SETTINGS_FORM_MAX_WIDTH } from '../constants';
import { useWorkspaceSetting } from '../hooks/useWorkspaceSetting';
import { SavedBanner } from '../SettingsBanners';

const same = (a: AlertThresholds, b: AlertThresholds) =>
  a.alpha === b.alpha && a.minimum_respondents === b.minimum_respondents && a.minimum_move === b.minimum_move;

/**
 * Alerts: when a change since the cycle before is listed on the Alerts page, on Home and in the mail sent when a cycle
 * closes ('Saved successfully!' for 2 s).
 */
export function AlertsTab({ workspace }: { workspace: Workspace }) {
  const { form, value, update, saved, submit } = useWorkspaceSetting(workspace, 'alert_thresholds');
  const set = (change: Partial<AlertThresholds>) => form.setFieldValue('alert_thresholds', { ...value, ...change });
  const numberOf = (next: string | number) => (typeof next === 'number' ? next : Number.NaN);

  return (
    <form onSubmit={submit} noValidate aria-label="Alerts">
      <Stack gap="md" maw={SETTINGS_FORM_MAX_WIDTH}>
        <ErrorBanner title="The alert thresholds were not saved" error={update.error} />
        <NumberInput
          label="Significance level"
          description="The largest p value, after the correction for the groups compared on one chart"
          value={value.alpha}
          onChange={(next) => set({ alpha: numberOf(next) })}
          min={0.001}
          max={0.2}
          step={0.01}
          decimalScale={3}
        />
        <NumberInput
          label="Respondents in both cycles"
          description="The fewest people a group needs in each of the two cycles"
          value={value.minimum_respondents}
          onChange={(next) => set({ minimum_respondents: numberOf(next) })}
          min={2}
          max={10_000}
          allowDecimal={false}
        />
        <NumberInput
          label="Smallest move (points out of 100)"
          description="The change as points of a 0-100 scale of the question: on a five-point question, 8 points is 0.32"
          value={value.minimum_move}
          onChange={(next) => set({ minimum_move: numberOf(next) })}
          min={0}
          max={100}
          decimalScale={1}
        />
        <Text fz="sm" c="dimmed" lh={1.55}>
          A group's change since the cycle before is an alert when all three hold. The usual rule is p below 0.05, at least 20 people in
          both cycles and a move of 8 points or more.
        </Text>
        <Group gap="sm" align="center">
          <Button type="submit" loading={update.isPending} disabled={same(value, workspace.alert_thresholds)}>
            Save
          </Button>
          <Button
            variant="subtle"
            disabled={same(value, DEFAULT_ALERT_THRESHOLDS)}
            onClick={() => form.setFieldValue('alert_thresholds', DEFAULT_ALERT_THRESHOLDS)}
          >
            Use the usual rule
          </Button>
        </Group>
        <SavedBanner shown={saved.saved} />
      </Stack>
    </form>
  );
}
