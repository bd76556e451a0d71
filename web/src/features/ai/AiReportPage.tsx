import type { AiGroup, GeneratedPeriod } from '@canopy/contracts/analytics/ai';
import { Button, Card, Checkbox, Group, Select, Skeleton, Stack, Stepper, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { AiPageFrame } from './AiPageFrame';
import { downloadAiReport } from './api';
import {
  ALL_PARTICIPANTS,
  isCategoryChosen,
  isGroupChosen,
  reportGroupsOf,
  toggleCategory,
  toggleGroup,
  type CategoryGroups,
  type GroupSelection,
} from './groupSelection';
import { useGenerated } from './hooks/useGenerated';
import { periodLabel } from './periodLabel';

const categoryLabel = (source: string) => (source === '' ? 'Default groups' : source.replace(/_/g, ' '));

function GroupPicker({
  groups,
  selection,
  onChange,
}: {
  groups: readonly AiGroup[];
  selection: GroupSelection;
  onChange: (next: GroupSelection) => void;
}) {
  const byCategory = useMemo(() => {
    const map = new Map<string, AiGroup[]>();
    for (const group of groups) map.set(group.origin_source, [...(map.get(group.origin_source) ?? []), group]);
    return map;
  }, [groups]);
  const ids: CategoryGroups = new Map([...byCategory].map(([category, list]) => [category, list.map((group) => group.id)]));
  return (
    <Stack gap="xs">
      <Checkbox label="All participants" checked={selection.kind === 'all'} onChange={() => onChange(ALL_PARTICIPANTS)} />
      {groups.length === 0 && (
        <Text size="sm" c="dimmed">
          No group had enough comments to be analysed on its own.
        </Text>
      )}
      {[...byCategory].map(([category, list]) => (
        <Stack key={category} gap={4} pl="sm">
          <Text size="sm" fw={600}>
            {categoryLabel(category)}
          </Text>
          <Checkbox
            label={`All of ${categoryLabel(category).toLowerCase()}`}
            checked={isCategoryChosen(selection, category)}
            onChange={() => onChange(toggleCategory(selection, category))}
          />
          {list.map((group) => (
            <Checkbox
              key={group.id}
              pl="md"
              label={group.name.length > 20 ? `${group.name.slice(0, 20)}…` : group.name}
              title={group.name}
              checked={isGroupChosen(selection, category, group.id)}
              onChange={() => onChange(toggleGroup(selection, category, group.id, ids))}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function ReportForm({ workspaceId }: { workspaceId: string }) {
  const [packageId, setPackageId] = useState<string | null>(null);
  const [assessmentId, setAssessmentId] = useState<string | null>(null);
  const [period, setPeriod] = useState<GeneratedPeriod | null>(null);
  const [selection, setSelection] = useState<GroupSelection>(ALL_PARTICIPANTS);
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { packages, assessments, periods, groups } = useGenerated(workspaceId, { packageId, assessmentId, period });
  const step = period ? 4 : assessmentId ? 3 : packageId ? 2 : 1;

  const exportReport = async () => {
    if (!packageId || !assessmentId || !period) return;
    setExporting(true);
    setFailure(null);
    try {
      const ids = new Map<string, string[]>();
      for (const group of groups.data ?? []) ids.set(group.origin_source, [...(ids.get(group.origin_source) ?? []), group.id]);
      await downloadAiReport(workspaceId, {
        workspace_id: workspaceId,
        package_id: packageId,
        package_link: period.package_link,
        assessment_id: assessmentId,
        period_start: period.period_start,
        period_end: period.period_end,
        is_forever: period.is_forever,
        ...reportGroupsOf(selection, ids),
      });
    } catch (problem) {
      setFailure(errorDetail(problem));
    } finally {
      setExporting(false);
    }
  };

  const error = packages.error ?? assessments.error ?? periods.error ?? groups.error;
  return (
    <Card p="xl" radius="md" withBorder maw={640}>
      <Stack>
        <Stepper active={step - 1} size="xs" allowNextStepsSelect={false} aria-label={`Step ${step} of 4`}>
          <Stepper.Step label="Package" />
          <Stepper.Step label="Assessment" />
          <Stepper.Step label="Period" />
          <Stepper.Step label="Groups" />
        </Stepper>
        <Text size="sm" c="dimmed">
          Step {step} of 4
        </Text>
        {packages.isLoading && <Skeleton h={36} />}
        {packages.data && packages.data.length === 0 && (
          <Text c="dimmed">No analysis has finished yet. Generate one on the AI Generate page.</Text>
        )}
        <Select
          label="Package"
          placeholder="Choose a package"
          data={(packages.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
          value={packageId}
          onChange={(value) => {
            setPackageId(value);
            setAssessmentId(null);
            setPeriod(null);
            setSelection(ALL_PARTICIPANTS);
          }}
          searchable
        />
        <Select
          label="Assessment"
          placeholder="Choose an assessment"
          data={(assessments.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
          value={assessmentId}
          disabled={!packageId}
          onChange={(value) => {
            setAssessmentId(value);
            setPeriod(null);
            setSelection(ALL_PARTICIPANTS);
          }}
        />
        <Select
          label="Cycle or period"
          placeholder="Choose a period"
          data={(periods.data ?? []).map((item) => ({
            value: item.run_id,
            label: periodLabel(item),
          }))}
          value={period?.run_id ?? null}
          disabled={!assessmentId}
          onChange={(value) => {
            setPeriod(periods.data?.find((item) => item.run_id === value) ?? null);
            setSelection(ALL_PARTICIPANTS);
          }}
        />
        {period && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Participant groups
            </Text>
            {groups.isLoading ? (
              <Skeleton h={60} />
            ) : (
              <GroupPicker groups={groups.data ?? []} selection={selection} onChange={setSelection} />
            )}
          </Stack>
        )}
        {error && <Text c="red.7">{errorDetail(error)}</Text>}
        {failure && <Text c="red.7">{failure}</Text>}
        <Group>
          <Button onClick={exportReport} disabled={!period} loading={exporting}>
            Export
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /ai/ai-report: the AI report of an analysed period as Excel, for all participants or chosen groups */
export function AiReportPage() {
  return (
    <AiPageFrame
      title="AI Report"
      description="A sheet per open-answer question: the summary, the themes with their share of comments and sentiment, and quotes."
    >
      {(workspaceId) => <ReportForm key={workspaceId} workspaceId={workspaceId} />}
    </AiPageFrame>
  );
}
