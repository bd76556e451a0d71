import type { AnalyticsFilters, Block, BlocksResponse } from '@canopy/contracts/analytics/api';
import { DRIVER_PRIORITY_LABELS, type Driver, type DriverOutcome } from '@canopy/contracts/analytics/drivers';
import { Badge, Card, Group, SegmentedControl, Select, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  type SortingState,
  sortFn_alphanumeric,
  sortFn_text,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useMemo, useState } from 'react';
import { MakeFocusAreaButton } from '../actionPlans/makeFocusArea/MakeFocusAreaButton';
import { errorDetail } from '../../shared/api/http';
import { DataTable, sortedThProps } from '../../shared/ui/DataTable';
import { bandColour, NOT_ENOUGH } from './chartTraces';
import { driverScatterOf } from './driverFigure';
import { HelpTip } from '../../shared/ui/HelpTip';
import { LAZY_DROPDOWN } from '../../shared/ui/lazyDropdown';
import { useDrivers } from './hooks/useDrivers';
import { AddFigureToDataStory } from '../story/AddFigureToDataStory';
import { Plot } from './Plot';
import { PLOT_CONFIG } from './plotConfig';
import { TERMS } from './terms';

const PRIORITY_COLOURS = { act_first: 'red', keep_strong: 'green', monitor: 'yellow', maintain: 'gray' } as const;

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { text: sortFn_text, alphanumeric: sortFn_alphanumeric },
});
const helper = createColumnHelper<typeof features, Driver>();
const baseColumns = [
  helper.accessor('question_body', {
    header: 'Question',
    sortFn: 'text',
    cell: ({ row }) => (
      <Text fz="sm" lineClamp={2}>
        {row.original.question_index + 1}. {row.original.question_body}
      </Text>
    ),
  }),
  helper.accessor((driver) => driver.correlation ?? -2, {
    id: 'impact',
    header: 'Impact (rho)',
    cell: ({ row }) =>
      row.original.suppressed ? (
        <Text fz="xs" c="dimmed">
          {NOT_ENOUGH}
        </Text>
      ) : (
        <Text fz="sm" ff="monospace">
          {row.original.correlation === null ? '–' : row.original.correlation.toFixed(3)}
        </Text>
      ),
  }),
  helper.accessor((driver) => driver.n ?? -1, {
    id: 'n',
    header: 'n',
    cell: ({ row }) => <Text fz="sm">{row.original.n ?? '–'}</Text>,
  }),
  helper.accessor((driver) => driver.average ?? -1, {
    id: 'average',
    header: 'Average',
    cell: ({ row }) =>
      row.original.average === null ? (
        <Text fz="sm">–</Text>
      ) : (
        <Text fz="sm" fw={600} c={bandColour(row.original.average, row.original.scale)}>
          {row.original.average} / {row.original.scale === 'ten' ? 10 : 5}
        </Text>
      ),
  }),
  helper.accessor((driver) => driver.priority ?? '', {
    id: 'priority',
    header: 'Priority',
    sortFn: 'alphanumeric',
    cell: ({ row }) =>
      row.original.priority && (
        <Badge size="sm" variant="light" color={PRIORITY_COLOURS[row.original.priority]}>
          {DRIVER_PRIORITY_LABELS[row.original.priority]}
        </Badge>
      ),
  }),
];
/** the columns with each row's 'Make a focus area' (it needs the page's workspace, cycles and groups) */
const columnsOf = (focus: (driver: Driver) => ReactNode) =>
  helper.columns([
    ...baseColumns,
    helper.display({ id: 'focus', header: '', cell: ({ row }) => (row.original.suppressed ? null : focus(row.original)) }),
  ]);

type Props = {
  workspaceId: string;
  assessments: Block[];
  assessmentId: string | null;
  filters: AnalyticsFilters;
  cycles: BlocksResponse['cycles'];
  groupNames: ReadonlyMap<string, string>;
};

/**
 * Driver analysis: each question's rank correlation with the engagement index or the eNPS across respondents,
 * strongest first, beside its average and the 2x2 priority, under the page's filters.
 */
export function DriversPanel({ workspaceId, assessments, assessmentId, filters, cycles, groupNames }: Props) {
  const [picked, setPicked] = useState<string | null>(assessmentId ?? assessments[0]?.assessment_id ?? null);
  const [outcome, setOutcome] = useState<DriverOutcome>('engagement_index');
  // the eNPS question the consultant picked; none: the server's default, the first one answered
  const [outcomeQuestion, setOutcomeQuestion] = useState<string | null>(null);
  const [sorting, setSorting] = useState<SortingState>([]);
  // the eNPS may be asked in another assessment of the workspace: the server matches its respondents
  const hasEnps = assessments.some((item) => item.questions.some((question) => question.answer_type === 'one_to_ten'));
  const chosen = hasEnps ? outcome : 'engagement_index';
  const { questions_ids: _questions, ...rest } = filters;
  const enpsQuestions = assessments.flatMap((item) =>
    item.questions
      .filter((question) => question.answer_type === 'one_to_ten')
      .map((question) => ({ value: question.id, label: `${item.name}: ${question.body}` })),
  );
  const body = {
    ...rest,
    assessment_id: picked ?? '',
    outcome: chosen,
    ...(chosen === 'enps' && outcomeQuestion ? { outcome_question_id: outcomeQuestion } : {}),
  };
  const query = useDrivers(workspaceId, body);
  // one array per answer, so the table recomputes its rows only when the answer changes
  const drivers = useMemo(() => query.data?.drivers ?? [], [query.data]);
  const pickedBlock = assessments.find((item) => (item.assessment_id ?? item.id) === picked);
  const columns = useMemo(
    () =>
      columnsOf((driver) =>
        pickedBlock?.assessment_id ? (
          <MakeFocusAreaButton
            workspaceId={workspaceId}
            start={{
              assessment: { id: pickedBlock.assessment_id, name: pickedBlock.name, questions: pickedBlock.questions },
              questionId: driver.question_id,
              groupId: filters.groups_ids.length === 1 ? filters.groups_ids[0]! : null,
              cycleId: null,
            }}
            cycles={cycles}
            groupNames={groupNames}
          />
        ) : null,
      ),
    [pickedBlock, workspaceId, filters.groups_ids, cycles, groupNames],
  );
  const table = useTable({
    features,
    columns,
    data: drivers,
    state: { sorting },
    onSortingChange: setSorting,
    getRowId: (row) => row.question_id,
  });
  const figure = driverScatterOf(drivers);

  return (
    <Card withBorder radius="md" p="md" data-testid="drivers">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={4}>Driver analysis</Title>
          <Group gap="xs">
            <AddFigureToDataStory
              workspaceId={workspaceId}
              name="Driver analysis"
              assessmentName={assessments.find((item) => (item.assessment_id ?? item.id) === picked)?.name ?? ''}
              filters={filters}
            />
            <Select
              comboboxProps={LAZY_DROPDOWN}
              size="xs"
              w={220}
              aria-label="Driver assessment"
              data={assessments.map((item) => ({ value: item.assessment_id ?? item.id, label: item.name }))}
              value={picked}
              onChange={setPicked}
              allowDeselect={false}
            />
            <SegmentedControl
              size="xs"
              value={chosen}
              onChange={(value) => setOutcome(value as DriverOutcome)}
              data={[
                { value: 'engagement_index', label: 'Engagement index' },
                { value: 'enps', label: 'eNPS', disabled: !hasEnps },
              ]}
            />
            <HelpTip label="What is the engagement index?" text={TERMS.engagementIndex} />
            {chosen === 'enps' && (
              <Select
                comboboxProps={LAZY_DROPDOWN}
                size="xs"
                w={260}
                aria-label="eNPS question"
                data={enpsQuestions}
                value={outcomeQuestion ?? query.data?.outcome_question_id ?? null}
                onChange={setOutcomeQuestion}
                allowDeselect={false}
              />
            )}
          </Group>
        </Group>
        <Text fz="xs" c="dimmed">
          How closely each question moves with {query.data?.outcome_name ?? 'the outcome'} across respondents (Spearman's rank correlation,
          with the respondents it is drawn from). High impact with a low score: act first.
          {query.data?.respondents ? ` ${query.data.respondents} respondents.` : ''}
        </Text>
        {query.isLoading && <Skeleton h={200} />}
        {query.error && <Text c="red.7">{errorDetail(query.error)}</Text>}
        {query.data && query.data.respondents === null && <Text c="dimmed">{NOT_ENOUGH}</Text>}
        {query.data && drivers.length > 0 && (
          <DataTable
            table={table}
            striped
            highlightOnHover
            verticalSpacing={4}
            horizontalSpacing="sm"
            fz="sm"
            aria-label="Drivers"
            thProps={(header) => ({ w: header.column.id === 'question_body' ? '45%' : undefined, ...sortedThProps(header) })}
            heading={(header, label) => (
              <UnstyledButton onClick={header.column.getToggleSortingHandler()} fz="xs" fw={600} c="dimmed">
                {label}
                {header.column.getIsSorted() === 'asc' ? ' ▲' : header.column.getIsSorted() === 'desc' ? ' ▼' : ''}
              </UnstyledButton>
            )}
          />
        )}
        {figure.data[0] && (figure.data[0].x as number[]).length > 0 && (
          <Plot data={figure.data} layout={{ ...figure.layout, autosize: true }} config={PLOT_CONFIG} />
        )}
      </Stack>
    </Card>
  );
}
