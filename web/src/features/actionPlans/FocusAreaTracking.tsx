import type { FocusAreaAnswer } from '@canopy/contracts/actions/api';
import { TRACKING_MARK_LABEL, trackingText } from '@canopy/contracts/actions/planTexts';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { workspaceTimeZone } from '../../shared/format/dates';
import { MARK_COLOUR } from '../culture/changeText';
import { useActionPlan } from './hooks/useActionPlan';

/**
 * A focus area's next cycle (ADR 0142): the sentence the deck prints, with the mark and the target's verdict as
 * badges; the test is named so the card's mark is not mistaken for the chart's adjusted one.
 */
export function FocusAreaTracking({ area }: { area: FocusAreaAnswer }) {
  const tracking = area.tracking;
  return (
    <Group gap="xs" wrap="wrap" data-testid="focus-area-tracking">
      <Text size="sm">{trackingText(tracking, workspaceTimeZone())}</Text>
      {tracking?.change && (
        <Badge color={MARK_COLOUR[tracking.change.mark]} variant="light" title="Welch's t test against the baseline cycle, 95% level">
          {TRACKING_MARK_LABEL[tracking.change.mark]}
        </Badge>
      )}
      {tracking && tracking.target_met !== null && (
        <Badge color={tracking.target_met ? 'green' : 'orange'} variant="outline">
          {tracking.target_met ? 'Target met' : 'Target not met'}
        </Badge>
      )}
    </Group>
  );
}

/** the focus areas made from this assessment's figures, under its chart cards (the chart they came from) */
export function ChartFocusAreas({ workspaceId, assessmentId }: { workspaceId: string; assessmentId: string }) {
  const plan = useActionPlan(workspaceId);
  const areas = (plan.data?.focus_areas ?? []).filter((area) => area.status === 'active' && area.subject.assessment_id === assessmentId);
  if (!areas.length) return null;
  return (
    <Card withBorder padding="xs" data-testid="chart-focus-areas">
      <Stack gap={4}>
        {areas.map((area) => (
          <Stack key={area.id} gap={0}>
            <Text size="sm" fw={600}>
              Focus area: {area.label} · {area.population.name}
            </Text>
            <FocusAreaTracking area={area} />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
