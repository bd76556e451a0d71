import { Anchor, Badge, Button, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatDay } from '../../../shared/format/dates';
import { ErrorBanner } from '../../../shared/ui/ErrorBanner';
import { MARK_COLOUR, MARK_LABEL } from '../../culture/changeText';
import { type AssessmentHeadline, useLatestResults } from '../hooks/useLatestResults';
import { type CycleCount, percentOf } from './latestCycle';

const SCALE_TEXT = { five: 'on 1 to 5', ten: 'on 1 to 10', share: '% of the scale' } as const;
const signed = (value: number) => `${value > 0 ? '+' : ''}${value}`;
const finishedText = (count: CycleCount) => `${count.finished} of ${count.invited} finished · ${percentOf(count)}%`;

function HeadlineFigure({ item }: { item: AssessmentHeadline }) {
  const { value, respondents, scale, change } = item.headline;
  return (
    <Stack gap={4} data-testid="headline" data-assessment={item.name}>
      <Text fz="sm" c="dimmed" lineClamp={2}>
        {item.name} · All participants
      </Text>
      {value === null ? (
        <Text fz="sm">Not enough responses to show</Text>
      ) : (
        <Group gap={6} align="baseline">
          <Text fz={26} fw={650} lh={1.1} data-testid="headline-value">
            {value}
          </Text>
          <Text fz="xs" c="dimmed">
            {SCALE_TEXT[scale]} · n = {respondents}
          </Text>
        </Group>
      )}
      {change && (
        <Group gap={6}>
          <Text fz="sm" data-testid="headline-change">
            {signed(change.difference)} since the cycle before
          </Text>
          <Badge size="sm" variant="light" color={MARK_COLOUR[change.mark]}>
            {MARK_LABEL[change.mark]}
          </Badge>
        </Group>
      )}
    </Stack>
  );
}

/**
 * Home's lead card: the newest cycle someone finished (not the open cycle that nobody has answered yet), its
 * participation against the cycle before, and each culture assessment's All participants figure with its change.
 */
export function LatestResultsCard({ workspaceId }: { workspaceId: string }) {
  const { lead, headlines, cycleEnd, isLoading, figuresLoading, error } = useLatestResults(workspaceId);
  if (isLoading) return <Skeleton h={220} radius="md" />;
  return (
    <Card p="lg" component="section" aria-labelledby="latest-results-title" data-testid="latest-results">
      <Stack gap="md">
        <ErrorBanner title="The latest results could not be loaded" error={error} />
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} fz="lg" id="latest-results-title">
              Latest results{lead ? ` · ${lead.latest.packageName}` : ''}
            </Title>
            {lead && (
              <Text fz="sm" c="dimmed" data-testid="latest-cycle">
                Cycle {formatDay(lead.latest.date)} to {cycleEnd ? formatDay(cycleEnd) : 'current'}
              </Text>
            )}
          </Stack>
          {lead && (
            <Button component={Link} to="/analytics/culture" size="xs" variant="light" leftSection={<IconChartBar size={14} />}>
              Culture
            </Button>
          )}
        </Group>
        {!lead && !error && (
          <Text fz="sm" c="dimmed">
            No answers in this workspace yet. The first results show here as soon as someone finishes a survey.
          </Text>
        )}
        {lead && (
          <Stack gap={4}>
            <Text fz="xl" fw={650} data-testid="latest-participation">
              {finishedText(lead.latest)}
            </Text>
            <Progress value={percentOf(lead.latest)} color="canopy" aria-label={`Participation in ${lead.latest.packageName}`} />
            <Text fz="sm" c="dimmed">
              {lead.before
                ? `The cycle before (${formatDay(lead.before.date)}): ${finishedText(lead.before)}, ${signed(percentOf(lead.latest) - percentOf(lead.before))} points since`
                : 'The first cycle with answers in this package.'}
            </Text>
          </Stack>
        )}
        {lead && figuresLoading && <Skeleton h={60} />}
        {lead && !figuresLoading && headlines.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {headlines.map((item) => (
              <HeadlineFigure key={item.blockId} item={item} />
            ))}
          </SimpleGrid>
        )}
        {lead && !figuresLoading && headlines.length === 0 && (
          <Text fz="sm" c="dimmed">
            No scored figure in this cycle yet. See the answers on{' '}
            <Anchor component={Link} to="/analytics/culture" fz="sm">
              Culture
            </Anchor>
            .
          </Text>
        )}
      </Stack>
    </Card>
  );
}
