import {
  HIRING_RANGE_LABELS,
  HIRING_RANGES,
  type AnalyticsFilters,
  type Block,
  type BlocksResponse,
  type ChartData,
  type ChartView,
  type HiringRange,
} from '@canopy/contracts/analytics/api';
import { withheldNoteOf } from '@canopy/contracts/analytics/withheldNote';
import { Button, Card, Group, MultiSelect, SegmentedControl, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { notifyError } from '../../shared/ui/notify';
import { ConfirmModal } from '../participants/ConfirmModal';
import { lowestQuestionOf } from '../actionPlans/makeFocusArea/focusAreaPreview';
import { MakeFocusAreaButton } from '../actionPlans/makeFocusArea/MakeFocusAreaButton';
import { ChartFocusAreas } from '../actionPlans/FocusAreaTracking';
import { AddChartToDataStory } from '../story/AddToDataStory';
import { chartSource, countingNoteOf, cycleLabel, describeChart, filterSummary, sampleOf } from './chartSummary';
import { chartRequestOf, COMBINED_ONLY, KNOWN_CHART_TYPES, startSettingsOf, viewLabelsOf } from './chartRequest';
import { figureOf, NOT_ENOUGH } from './chartTraces';
import type { CultureStart } from './cultureLink';
import { ChangeTable } from './ChangeTable';
import { EnpsSplitBar } from './EnpsSplitBar';
import { HelpTip } from '../../shared/ui/HelpTip';
import { LAZY_DROPDOWN } from '../../shared/ui/lazyDropdown';
import { useBlockActions } from './hooks/useBlockActions';
import { useChart } from './hooks/useChart';
import { useDrawTurn } from './hooks/useDrawTurn';
import { PassesModal } from './PassesModal';
import { heightOf, Plot } from './Plot';
import { PLOT_CONFIG } from './plotConfig';
import { TERMS } from './terms';

type Props = {
  workspaceId: string;
  block: Block;
  chart: Block['charts'][number];
  /** the default block of the chart's assessment: its name and questions (a custom block mixes assessments) */
  assessment: Block | null;
  cycles: BlocksResponse['cycles'];
  filters: AnalyticsFilters;
  /** the workspace's group names by id, for the filter summary */
  groupNames: ReadonlyMap<string, string>;
  /** a custom chart: it may be deleted from its block */
  deletable?: boolean;
  /** the chart's own settings to start with (a data-story snapshot opened again), else its defaults */
  initial?: Pick<CultureStart, 'cycleIds' | 'hiring' | 'view'> & { question?: string | null };
};

/**
 * What the chart's figures count, said on the card (ADR 0057): n is people, an average or net score counts every
 * answer (so in Combined a person who answered in two cycles counts twice in it, once in n), and how many
 * respondents the filters keep were left out for confidentiality (ADR 0056), and which figures are hidden and why (ADR 0128)
 */
function CountingNote({ chart }: { chart: ChartData }) {
  const counts = countingNoteOf(chart);
  const held = chart.held_back;
  const withheld = withheldNoteOf(chart);
  return (
    <Stack gap={2}>
      {counts && (
        <Text fz="xs" c="dimmed">
          {counts}
        </Text>
      )}
      {withheld.map((line) => (
        <Text key={line} fz="xs" c="dimmed" data-testid="withheld">
          {line}
        </Text>
      ))}
      {held > 0 && (
        <Group gap={4} wrap="nowrap">
          <Text fz="xs" c="dimmed" data-testid="held-back">
            {held} {held === 1 ? 'respondent' : 'respondents'} held back for confidentiality
          </Text>
          <HelpTip label="What does held back for confidentiality mean?" text={TERMS.heldBack(chart.minimum_group_size)} />
        </Group>
      )}
    </Stack>
  );
}

/** one chart with its own filter bar (cycles, hiring range, X and Y questions) and the Combined / Cycles switch */
export function ChartCard({ workspaceId, block, chart, assessment, cycles, filters, groupNames, deletable, initial }: Props) {
  const questions = assessment?.questions ?? block.questions;
  // the card's own settings start as the page's prefetch of its figures assumed (chartRequest.ts)
  const [startSettings] = useState(() => startSettingsOf(chart, questions, initial));
  const [view, setView] = useState<ChartView>(startSettings.view);
  const [cycleIds, setCycleIds] = useState<string[]>(startSettings.cycleIds);
  const [hiring, setHiring] = useState<HiringRange | null>(startSettings.hiring);
  const [x, setX] = useState<string | null>(startSettings.x);
  const [y, setY] = useState<string | null>(startSettings.y);
  const [question, setQuestion] = useState<string | null>(startSettings.question ?? null);
  const [legendKey, setLegendKey] = useState(0);
  const [passesOpen, setPassesOpen] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const known = KNOWN_CHART_TYPES.has(chart.type);
  const request = chartRequestOf(chart, filters, { view, cycleIds, hiring, x, y, question });
  const query = useChart(workspaceId, chart.id, request, known);
  const { removeChart } = useBlockActions(workspaceId);
  // one figure per answer: a new object on every render would make plotly draw the chart again (react-plotly.js
  // compares data and layout by identity)
  const figure = useMemo(() => (query.data ? figureOf(query.data) : null), [query.data]);
  const layout = useMemo(() => figure && { ...figure.layout, autosize: true, uirevision: legendKey }, [figure, legendKey]);
  const drawing = useDrawTurn();
  const questionOptions = questions.map((question) => ({ value: question.id, label: question.body }));
  const source = chartSource({ assessmentName: assessment?.name ?? null, type: chart.type, questions, x, y });
  const remove = () =>
    removeChart.mutate(
      { blockId: block.id, chartId: chart.id, name: chart.name },
      {
        onSuccess: () => setConfirmingDelete(false),
        onError: (caught) => notifyError(`The chart was not deleted: ${errorDetail(caught)}`),
      },
    );

  return (
    <Card
      ref={drawing.ref}
      withBorder
      radius="md"
      p="md"
      data-testid={`chart-${chart.type}`}
      // a card someone reaches for draws its chart at once (its turn may not have come): 'Add to Data Story' captures it drawn
      onPointerDownCapture={drawing.drawNow}
      onFocusCapture={drawing.drawNow}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Group gap={6} wrap="nowrap">
              {/* in a custom block, charts of one type differ only by assessment: the title names it */}
              <Title order={4}>{block.origin === 'custom' && assessment ? `${chart.name}: ${assessment.name}` : chart.name}</Title>
              <HelpTip
                label={chart.type === 'type4' ? 'What is the net score?' : 'About this chart'}
                text={describeChart(chart.type, assessment?.scale ?? block.scale)}
              />
            </Group>
            <Text fz="xs" data-testid="chart-caption">
              {source}
              {query.data ? ` · ${sampleOf(query.data)}` : ''}
            </Text>
            <Text fz="xs" c="dimmed" data-testid="chart-filters">
              {filterSummary({ filters, cycleIds, hiring, groupNames })}
            </Text>
          </Stack>
          <Group gap="xs">
            {chart.type === 'type2' && (
              <Button size="xs" variant="light" onClick={() => setPassesOpen(true)}>
                Show passes
              </Button>
            )}
            <AddChartToDataStory
              workspaceId={workspaceId}
              block={block}
              chart={chart}
              request={request}
              cycles={cycles}
              groupNames={groupNames}
            />
            {assessment?.assessment_id && (
              <MakeFocusAreaButton
                workspaceId={workspaceId}
                start={{
                  assessment: { id: assessment.assessment_id, name: assessment.name, questions },
                  questionId: lowestQuestionOf(query.data),
                  groupId: filters.groups_ids.length === 1 ? filters.groups_ids[0]! : null,
                  cycleId: cycleIds.at(-1) ?? null,
                }}
                cycles={cycles}
                groupNames={groupNames}
                chart={query.data}
              />
            )}
            {deletable && (
              <Button size="xs" variant="subtle" color="red" onClick={() => setConfirmingDelete(true)}>
                Delete custom chart
              </Button>
            )}
            <Button size="xs" variant="subtle" onClick={() => setLegendKey((key) => key + 1)}>
              All participants
            </Button>
            {!COMBINED_ONLY.has(chart.type) && (
              <SegmentedControl
                size="xs"
                value={view}
                onChange={(value) => setView(value as 'combined' | 'cycles')}
                aria-label={chart.type === 'type5' ? 'Heatmap mode' : 'View'}
                data={viewLabelsOf(chart.type)}
              />
            )}
          </Group>
        </Group>
        <Group gap="xs" wrap="wrap" align="flex-end">
          <MultiSelect
            comboboxProps={LAZY_DROPDOWN}
            size="xs"
            w={300}
            placeholder="All cycles"
            aria-label="Cycles"
            data={cycles.map((cycle) => ({ value: cycle.id, label: cycleLabel(cycle) }))}
            value={cycleIds}
            onChange={setCycleIds}
            clearable
          />
          <Select
            comboboxProps={LAZY_DROPDOWN}
            size="xs"
            w={150}
            placeholder="Any tenure"
            aria-label="Hiring range"
            data={HIRING_RANGES.map((range) => ({ value: range, label: HIRING_RANGE_LABELS[range] }))}
            value={hiring}
            onChange={(value) => setHiring(value as HiringRange | null)}
            clearable
          />
          {chart.type === 'type1' && questions.length > 1 && (
            <Select
              comboboxProps={LAZY_DROPDOWN}
              size="xs"
              w={260}
              placeholder="All questions"
              aria-label="Question"
              data={questionOptions}
              value={question}
              onChange={setQuestion}
              clearable
            />
          )}
          {chart.type === 'type3' && (
            <>
              <Select
                comboboxProps={LAZY_DROPDOWN}
                size="xs"
                w={260}
                label="X question (across)"
                data={questionOptions}
                value={x}
                onChange={setX}
                allowDeselect={false}
              />
              <Select
                size="xs"
                w={260}
                comboboxProps={LAZY_DROPDOWN}
                label="Y question (up)"
                data={questionOptions}
                value={y}
                onChange={setY}
                allowDeselect={false}
              />
            </>
          )}
        </Group>
        {!known && <Text c="dimmed">No Such Type of Graph yet</Text>}
        {query.isLoading && <Skeleton h={300} />}
        {query.error && <Text c="red.7">{errorDetail(query.error)}</Text>}
        {query.data?.type === 'type4' && query.data.enps && <EnpsSplitBar split={query.data.enps} />}
        {figure?.empty && <Text c="dimmed">{NOT_ENOUGH}</Text>}
        {figure && !figure.empty && layout && drawing.turn && (
          <Plot key={legendKey} data={figure.data} layout={layout} config={PLOT_CONFIG} />
        )}
        {/* waiting for its turn, the chart keeps its place at its own height: nothing below it moves when it draws */}
        {figure && !figure.empty && !drawing.turn && <Skeleton h={heightOf(figure.layout)} animate={false} data-testid="chart-waiting" />}
        {figure?.note && !figure.empty && (
          <Text fz="xs" c="dimmed" data-testid="chart-note">
            {figure.note}
          </Text>
        )}
        {query.data?.type === 'type1' && query.data.changes && <ChangeTable changes={query.data.changes} />}
        {query.data && <CountingNote chart={query.data} />}
        {assessment?.assessment_id && <ChartFocusAreas workspaceId={workspaceId} assessmentId={assessment.assessment_id} />}
      </Stack>
      {passesOpen && chart.assessment_id && (
        <PassesModal workspaceId={workspaceId} assessmentId={chart.assessment_id} filters={filters} onClose={() => setPassesOpen(false)} />
      )}
      {confirmingDelete && (
        <ConfirmModal
          title="Delete custom chart"
          confirmLabel="Delete"
          loading={removeChart.isPending}
          onClose={() => setConfirmingDelete(false)}
          onConfirm={remove}
        >
          Delete the chart <b>{chart.name}</b> from the block <b>{block.name}</b>?
        </ConfirmModal>
      )}
    </Card>
  );
}
