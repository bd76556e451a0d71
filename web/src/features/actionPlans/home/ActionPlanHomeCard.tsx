import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { dayKey, formatDateTime } from '../../../shared/format/dates';
import { useCurrentWorkspace } from '../../workspaces/hooks/useCurrentWorkspace';
import { STATUS_LABELS } from '../actionFilters';
import { useActionPlan } from '../hooks/useActionPlan';
import { planGlanceOf } from './planGlance';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dueText = (date: string) => day.format(new Date(`${date}T00:00:00Z`));

/**
 * Home's card of the current workspace's action plan: the actions overdue and due this week (each with its owner and
 * day), and the latest update; nothing without a workspace or before its first focus area.
 */
export function ActionPlanHomeCard() {
  const { workspace } = useCurrentWorkspace();
  const plan = useActionPlan(workspace?.id ?? null);
  if (!workspace) return null;
  if (plan.isLoading) return <Skeleton h={160} radius="md" />;
  if (!plan.data || plan.data.focus_areas.length === 0) return null;
  const glance = planGlanceOf(plan.data, dayKey(new Date()));
  const listed = [...glance.overdue, ...glance.dueThisWeek].slice(0, 5);

  return (
    <Card withBorder radius="md" p="lg" mt="xl" data-testid="action-plan-home">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={36} radius="md" variant="light" color="canopy">
              <IconListCheck size={20} />
            </ThemeIcon>
            <Title order={3} size="h4">
              Action plan
            </Title>
          </Group>
          <Anchor component={Link} to="/action-plans" fz="sm">
            Open Action Plans
          </Anchor>
        </Group>
        <Group gap="xs">
          <Badge color={glance.overdue.length > 0 ? 'red' : 'gray'} variant="light">
            {glance.overdue.length} overdue
          </Badge>
          <Badge variant="light">{glance.dueThisWeek.length} due this week</Badge>
        </Group>
        {listed.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Nothing is overdue or due this week.
          </Text>
        ) : (
          listed.map((action) => (
            <Text key={action.id} fz="sm">
              <b>{action.title}</b> · {action.owner.name ?? 'Erased contact'} · {action.overdue ? 'was due' : 'due'}{' '}
              {dueText(action.due_date)}
            </Text>
          ))
        )}
        {glance.latest && (
          <Text fz="sm" c="dimmed" data-testid="action-plan-latest">
            Latest update: {glance.latest.title} is {STATUS_LABELS[glance.latest.status].toLowerCase()} (
            {formatDateTime(glance.latest.updated_at)})
            {glance.latest.notes.length > 0 ? `: “${glance.latest.notes[glance.latest.notes.length - 1]!.body}”` : ''}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
