import type { Block, BlocksResponse } from '@canopy/contracts/analytics/api';
import { Accordion, Button, Card, Group, MultiSelect, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { memo, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorDetail } from '../../shared/api/http';
import { LAZY_DROPDOWN } from '../../shared/ui/lazyDropdown';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { OpenAnswersPanel } from '../ai/OpenAnswersPanel';
import { useCurrentWorkspace } from '../workspaces/hooks/useCurrentWorkspace';
import { BlockActions } from './BlockActions';
import { ChartCard } from './ChartCard';
import { type CultureStart, type PeriodChoice, readCultureSearch } from './cultureLink';
import { CustomGraphModal } from './CustomGraphModal';
import { filtersOf } from './chartRequest';
import { canSaveRange, type DateRange } from './dateRange';
import { DriversPanel } from './DriversPanel';
import { groupOptionsOf } from './groupSources';
import { useBlocks } from './hooks/useBlocks';
import { usePrefetchOpenCharts } from './hooks/usePrefetchOpenCharts';
import { MinimumGroupSizeModal } from './MinimumGroupSizeModal';
import { assessmentBlocks, openedAtStart, shownBlocks, storeOpened } from './openBlocks';
import { ParticipationModal } from './ParticipationModal';

const PERIODS: { value: PeriodChoice; label: string }[] = [
  { value: 'all_time', label: 'All time' },
  { value: 'last_month', label: 'Last month' },
  { value: 'last_quarter', label: 'Last quarter' },
  { value: 'last_year', label: 'Last year' },
  { value: 'custom', label: 'Custom range' },
];

// memo: the team's workspaces arriving (or any change of the header) must not render every block and card again
const CultureContent = memo(function CultureContent({
  workspaceId,
  data,
  start,
}: {
  workspaceId: string;
  data: BlocksResponse;
  start: CultureStart;
}) {
  // the filters start from the address (a data-story snapshot's settings), else from the defaults
  const [assessment, setAssessment] = useState<string | null>(start.assessment);
  const [groups, setGroups] = useState<string[]>(start.groups);
  const [period, setPeriod] = useState<PeriodChoice>(start.period);
  // the dates being typed, and the range the charts use: a custom range applies only when saved
  const [range, setRange] = useState<DateRange>(start.range);
  const [savedRange, setSavedRange] = useState<DateRange>(start.range);
  const [participationOpen, setParticipationOpen] = useState(false);
  const [driversOpen, setDriversOpen] = useState(false);
  // the Custom Graph modal: for a new block (null) or a custom block
  const [graphFor, setGraphFor] = useState<Block | null | undefined>(undefined);
  const defaults = useMemo(() => data.blocks.filter((block) => block.origin === 'default'), [data.blocks]);
  // a block asked for by the address (?block=, from the Visualizations page) opens and comes into view
  const asked = start.block;
  const [opened, setOpened] = useState<string[]>(() => openedAtStart(workspaceId, data.blocks, asked));
  useEffect(() => {
    if (asked) document.getElementById(`block-${asked}`)?.scrollIntoView({ block: 'start' });
  }, [asked]);
  const today = new Date().toISOString().slice(0, 10);
  const filters = useMemo(() => filtersOf(groups, period, savedRange), [groups, period, savedRange]);
  const blocks = shownBlocks(data.blocks, assessment);

  // groups under the title of where they came from (the classification, HRIS, custom)
  const groupOptions = useMemo(() => groupOptionsOf(data.groups), [data.groups]);
  const assessmentOf = useMemo(() => assessmentBlocks(data.blocks), [data.blocks]);

  const groupNames = useMemo(() => new Map(data.groups.map((group) => [group.id, group.name])), [data.groups]);

  const open = (ids: string[]) => {
    setOpened(ids);
    storeOpened(workspaceId, ids);
  };

  if (data.blocks.length === 0 || !data.has_answers) {
    return (
      <Card p="xl">
        <Text c="dimmed">Culture does not have any data yet</Text>
      </Card>
    );
  }
  return (
    <Stack gap="lg">
      <Card withBorder p="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            comboboxProps={LAZY_DROPDOWN}
            label="Assessment"
            placeholder="All assessments"
            w={220}
            data={defaults.map((block) => ({ value: block.assessment_id ?? block.id, label: block.name }))}
            value={assessment}
            onChange={setAssessment}
            clearable
          />
          <MultiSelect
            comboboxProps={LAZY_DROPDOWN}
            label="Participant Group"
            placeholder="All participants"
            w={280}
            data={groupOptions}
            value={groups}
            onChange={setGroups}
            clearable
            searchable
          />
          <Select
            comboboxProps={LAZY_DROPDOWN}
            label="Time Period"
            w={170}
            data={PERIODS}
            value={period}
            onChange={(value) => setPeriod((value as PeriodChoice | null) ?? 'all_time')}
            allowDeselect={false}
          />
          {period === 'custom' && (
            <>
              <TextInput
                label="From"
                type="date"
                max={range[1] || today}
                value={range[0]}
                onChange={(event) => setRange([event.currentTarget.value, range[1]])}
              />
              <TextInput
                label="To"
                type="date"
                min={range[0]}
                max={today}
                value={range[1]}
                onChange={(event) => setRange([range[0], event.currentTarget.value])}
              />
              <Button variant="light" disabled={!canSaveRange(range, today)} onClick={() => setSavedRange(range)}>
                Save
              </Button>
            </>
          )}
          <Button variant="light" onClick={() => setParticipationOpen(true)}>
            Participation rate
          </Button>
          <Button variant={driversOpen ? 'filled' : 'light'} onClick={() => setDriversOpen((shown) => !shown)}>
            Driver analysis
          </Button>
          <Button onClick={() => setGraphFor(null)}>New block</Button>
        </Group>
      </Card>
      {driversOpen && (
        <DriversPanel
          workspaceId={workspaceId}
          assessments={defaults}
          assessmentId={assessment}
          filters={filters}
          cycles={data.cycles}
          groupNames={groupNames}
        />
      )}
      <Accordion multiple value={opened} onChange={open} variant="separated" radius="md">
        {blocks.map((block) => (
          <Accordion.Item key={block.id} value={block.id} id={`block-${block.id}`}>
            <Accordion.Control>
              <Text fw={600}>{block.name}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              {opened.includes(block.id) && (
                <Stack gap="md">
                  {block.origin === 'custom' && (
                    <BlockActions workspaceId={workspaceId} block={block} onAddGraph={() => setGraphFor(block)} />
                  )}
                  {block.charts.length === 0 && (
                    <Text c="dimmed" fz="sm">
                      No graphs in this block yet
                    </Text>
                  )}
                  {block.charts.map((chart) => (
                    <ChartCard
                      key={chart.id}
                      workspaceId={workspaceId}
                      block={block}
                      chart={chart}
                      assessment={assessmentOf.get(chart.assessment_id) ?? null}
                      cycles={data.cycles}
                      filters={filters}
                      groupNames={groupNames}
                      deletable={block.origin === 'custom'}
                      initial={chart.id === start.chart ? start : undefined}
                    />
                  ))}
                  {block.assessment_id && block.open_questions.length > 0 && (
                    <OpenAnswersPanel workspaceId={workspaceId} assessmentId={block.assessment_id} questions={block.open_questions} />
                  )}
                </Stack>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {graphFor !== undefined && (
        <CustomGraphModal workspaceId={workspaceId} block={graphFor} assessments={defaults} onClose={() => setGraphFor(undefined)} />
      )}
      {participationOpen && <ParticipationModal workspaceId={workspaceId} filters={filters} onClose={() => setParticipationOpen(false)} />}
    </Stack>
  );
});

/** /analytics/culture: the current workspace's culture charts, block by block */
export function CulturePage() {
  usePageTitle('Culture');
  const { workspace, workspaceId, isLoading, error } = useCurrentWorkspace();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [searchParams] = useSearchParams();
  // the blocks are asked for with the workspace's id as the session knows it, beside the team's workspaces rather
  // than after them, and the page shows them as soon as they are in: an id the server answered blocks for is a
  // workspace the consultant may read. Once the team's workspaces are in, the page follows the workspace they give
  // (ADR 0105)
  const workspaceShown = workspace?.id ?? (isLoading ? workspaceId : null) ?? undefined;
  const blocks = useBlocks(workspaceShown);
  usePrefetchOpenCharts(workspaceShown, searchParams);
  const start = useMemo(() => blocks.data && readCultureSearch(searchParams, blocks.data), [searchParams, blocks.data]);
  return (
    <>
      <PageHeader
        eyebrow="Learn · Analytics"
        title="Culture"
        description="How the organisation scores on every culture assessment, by group and over time."
        actions={
          workspaceShown && (
            <Button variant="default" onClick={() => setSettingsOpen(true)}>
              Minimum group size
            </Button>
          )
        }
      />
      {workspaceShown && settingsOpen && <MinimumGroupSizeModal workspaceId={workspaceShown} onClose={() => setSettingsOpen(false)} />}
      {!(workspaceShown && blocks.data) && (isLoading || blocks.isLoading) && <Skeleton h={400} radius="md" />}
      {!isLoading && !workspace && (
        <Card p="xl">
          <Text c={error ? 'red.7' : 'dimmed'}>
            {error ? errorDetail(error) : 'Choose or create a workspace to see its culture charts.'}
          </Text>
        </Card>
      )}
      {workspace && blocks.error && <Text c="red.7">{errorDetail(blocks.error)}</Text>}
      {workspaceShown && blocks.data && start && (
        <CultureContent key={workspaceShown} workspaceId={workspaceShown} data={blocks.data} start={start} />
      )}
    </>
  );
}
