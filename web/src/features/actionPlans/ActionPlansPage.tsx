import { type ActionAnswer, type ActionStatus, type FocusAreaAnswer, targetText } from '@canopy/contracts/actions/api';
import { feedbackText } from '@canopy/contracts/actions/planTexts';
import { Badge, Button, Card, Group, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconLayoutKanban, IconList, IconMessageQuestion, IconPlus } from '@tabler/icons-react';
import { askedInText, feedbackNotice } from './feedbackNotice';
import { useAskActionFeedback } from './hooks/useAskActionFeedback';
import { notifySuccess } from '../../shared/ui/notify';
import { useDownloadActions } from './hooks/useDownloadActions';
import { AddActionModal } from './AddActionModal';
import { baselineText } from './baselineText';
import { FocusAreaTracking } from './FocusAreaTracking';
import { useMemo, useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { dayKey, workspaceTimeZone } from '../../shared/format/dates';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { useCurrentWorkspace } from '../workspaces/hooks/useCurrentWorkspace';
import { type ActionFilters, type DueFilter, matches, ownersOf, STATUS_LABELS, STATUSES } from './actionFilters';
import { useActionPlan } from './hooks/useActionPlan';
import { useEditAction } from './hooks/useEditAction';

const DUE_OPTIONS: Array<{ value: DueFilter; label: string }> = [
  { value: 'all', label: 'Any due date' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'week', label: 'Due this week' },
  { value: 'later', label: 'Due later' },
];
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dueText = (date: string) => day.format(new Date(`${date}T00:00:00Z`));

function ActionCard({ action, onStatus }: { action: ActionAnswer; onStatus: (status: ActionStatus) => void }) {
  return (
    <Card withBorder padding="sm" data-testid="action-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{action.title}</Text>
          <Text size="sm" c="dimmed">
            {action.owner.name ?? 'Erased contact'}
            {action.owner.kind === 'contact' ? ' (client contact)' : ''} · due {dueText(action.due_date)}
          </Text>
          {action.notes.length > 0 && (
            <Text size="sm" lineClamp={2}>
              Latest note: {action.notes[action.notes.length - 1]!.body}
            </Text>
          )}
        </Stack>
        <Stack gap={4} align="flex-end">
          {action.overdue && <Badge color="red">Overdue</Badge>}
          <Select
            aria-label={`Status of ${action.title}`}
            size="xs"
            w={130}
            allowDeselect={false}
            data={STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
            value={action.status}
            onChange={(value) => value && value !== action.status && onStatus(value as ActionStatus)}
          />
        </Stack>
      </Group>
    </Card>
  );
}

function FocusAreaHeader({ workspaceId, area, asked }: { workspaceId: string; area: FocusAreaAnswer; asked: boolean }) {
  const [adding, setAdding] = useState(false);
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <Stack gap={2}>
        <Group gap="xs">
          <Title order={3} size="h4">
            {area.label}
          </Title>
          <Badge variant="light">{area.population.name}</Badge>
          {area.status === 'closed' && <Badge color="gray">Closed</Badge>}
        </Group>
        <Text size="sm" c="dimmed" data-testid="focus-area-figures">
          {baselineText(area.baseline)} · target {targetText(area.target)}
        </Text>
        <FocusAreaTracking area={area} />
        {(asked || area.action_feedback) && (
          <Text size="sm" data-testid="focus-area-feedback">
            {feedbackText(area.action_feedback, workspaceTimeZone())}
          </Text>
        )}
      </Stack>
      {area.status === 'active' && (
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
          Add action
        </Button>
      )}
      {adding && <AddActionModal workspaceId={workspaceId} area={area} onClose={() => setAdding(false)} />}
    </Group>
  );
}

function PlanBoard({ workspaceId }: { workspaceId: string }) {
  const plan = useActionPlan(workspaceId);
  const edit = useEditAction(workspaceId);
  const download = useDownloadActions(workspaceId);
  const askFeedback = useAskActionFeedback(workspaceId);
  const [view, setView] = useState<'list' | 'board'>('list');
  const [filters, setFilters] = useState<ActionFilters>({ status: null, owner: null, due: 'all' });
  // today on the workspace's calendar, as the server's overdue and the reminders read it (ADR 0134)
  const today = dayKey(new Date());
  const owners = useMemo(() => (plan.data ? ownersOf(plan.data) : []), [plan.data]);
  const setStatus = (action: ActionAnswer) => (status: ActionStatus) =>
    edit.mutate(
      { actionId: action.id, body: { status } },
      { onError: (error) => notifications.show({ color: 'red', message: errorDetail(error) }) },
    );

  if (plan.isLoading) return <Skeleton h={300} radius="md" />;
  if (plan.error || !plan.data)
    return (
      <Card p="xl">
        <Text c="red.7">{errorDetail(plan.error)}</Text>
      </Card>
    );
  const areas = plan.data.focus_areas;
  const shown = (area: FocusAreaAnswer) => area.actions.filter((action) => matches(action, filters, today));
  const all = areas.flatMap(shown);
  const askedIn = askedInText(plan.data.feedback_packages);

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Select
            aria-label="Status"
            placeholder="Any status"
            clearable
            data={STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
            value={filters.status}
            onChange={(value) => setFilters({ ...filters, status: value as ActionStatus | null })}
          />
          <Select
            aria-label="Owner"
            placeholder="Any owner"
            clearable
            searchable
            data={owners}
            value={filters.owner}
            onChange={(value) => setFilters({ ...filters, owner: value })}
          />
          <Select
            aria-label="Due date"
            allowDeselect={false}
            data={DUE_OPTIONS}
            value={filters.due}
            onChange={(value) => setFilters({ ...filters, due: (value as DueFilter) ?? 'all' })}
          />
        </Group>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconMessageQuestion size={16} />}
            loading={askFeedback.isPending}
            disabled={areas.length === 0}
            title="Adds 'I have seen action taken on the results of the last survey' to the workspace's next package"
            onClick={() =>
              askFeedback.mutate(
                {},
                {
                  onSuccess: (answer) => {
                    const notice = feedbackNotice(answer);
                    notifySuccess(notice.title, notice.message);
                  },
                  onError: (error) => notifications.show({ color: 'red', message: errorDetail(error) }),
                },
              )
            }
          >
            Ask about action taken in the next package
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            disabled={areas.length === 0}
            onClick={() =>
              download.mutate(undefined, { onError: (error) => notifications.show({ color: 'red', message: errorDetail(error) }) })
            }
          >
            Download actions (xlsx)
          </Button>
          <SegmentedControl
            value={view}
            onChange={(value) => setView(value as 'list' | 'board')}
            data={[
              {
                value: 'list',
                label: (
                  <Group gap={4} wrap="nowrap">
                    <IconList size={16} /> List
                  </Group>
                ),
              },
              {
                value: 'board',
                label: (
                  <Group gap={4} wrap="nowrap">
                    <IconLayoutKanban size={16} /> Board
                  </Group>
                ),
              },
            ]}
          />
        </Group>
      </Group>
      {askedIn && (
        <Text size="sm" c="dimmed" data-testid="feedback-packages">
          {askedIn}
        </Text>
      )}
      {areas.length === 0 ? (
        <Card p="xl">
          <Text c="dimmed">No focus areas yet. Open a chart on the Culture page and choose 'Make a focus area'.</Text>
        </Card>
      ) : view === 'list' ? (
        areas.map((area) => (
          <Card key={area.id} withBorder p="lg">
            <Stack gap="sm">
              <FocusAreaHeader workspaceId={workspaceId} area={area} asked={Boolean(askedIn)} />
              {shown(area).length === 0 ? (
                <Text size="sm" c="dimmed">
                  No actions match the filters.
                </Text>
              ) : (
                shown(area).map((action) => <ActionCard key={action.id} action={action} onStatus={setStatus(action)} />)
              )}
            </Stack>
          </Card>
        ))
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {STATUSES.map((status) => (
            <Stack key={status} gap="sm" data-testid={`board-${status}`}>
              <Text fw={600}>
                {STATUS_LABELS[status]} ({all.filter((action) => action.status === status).length})
              </Text>
              {all
                .filter((action) => action.status === status)
                .map((action) => (
                  <ActionCard key={action.id} action={action} onStatus={setStatus(action)} />
                ))}
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** /action-plans: the current workspace's focus areas and their actions, as a list by focus area or a board by status */
export function ActionPlansPage() {
  usePageTitle('Action Plans');
  const { workspace, isLoading, error } = useCurrentWorkspace();
  return (
    <>
      <PageHeader eyebrow="Lead" title="Action Plans" description="Focus areas agreed with the client and the actions under them" />
      {workspace ? (
        <PlanBoard key={workspace.id} workspaceId={workspace.id} />
      ) : isLoading ? (
        <Skeleton h={300} radius="md" />
      ) : (
        <Card p="xl">
          <Text c={error ? 'red.7' : 'dimmed'}>{error ? errorDetail(error) : 'Choose or create a workspace to see its action plans.'}</Text>
        </Card>
      )}
    </>
  );
}
