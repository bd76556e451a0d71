import { isScored } from '@canopy/contracts/survey/scoring';
import type { FocusAreaTarget } from '@canopy/contracts/actions/api';
import type { BlocksResponse } from '@canopy/contracts/analytics/api';
import { withheldNoteOf } from '@canopy/contracts/analytics/withheldNote';
import { Alert, Anchor, Button, Group, Modal, NumberInput, SegmentedControl, Select, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorDetail } from '../../../shared/api/http';
import { cycleLabel } from '../../culture/chartSummary';
import { useFocusAreaPreview } from '../hooks/useFocusAreaPreview';
import { useLatestAnsweredCycle } from '../hooks/useLatestAnsweredCycle';
import { useMakeFocusArea } from '../hooks/useMakeFocusArea';
import { figureText, type FocusChoice, previewRowOf } from './focusAreaPreview';

const INDEX = '__index__';
const ALL = '__all__';
/** the target a consultant starts from: the usual asks of a client (+0.3 on the average, or 70% favourable) */
const DEFAULT_TARGETS: Record<FocusAreaTarget['kind'], number> = { change: 0.3, average: 4, favourable: 70 };

export type MakeFocusAreaStart = {
  assessment: { id: string; name: string; questions: ReadonlyArray<{ id: string; body: string; answer_type: string }> };
  questionId: string | null;
  groupId: string | null;
  cycleId: string | null;
};

type Props = {
  workspaceId: string;
  start: MakeFocusAreaStart;
  cycles: BlocksResponse['cycles'];
  /** the groups the card released (ADR 0128): only these may be the population */
  groups: ReadonlyArray<{ id: string; name: string }>;
  onClose: () => void;
};

/**
 * 'Make a focus area': what it measures (a question, or the assessment's index), for whom (All participants or a
 * released group), in which cycle, with the figure and interval the analytics give it there (the same chart the
 * server keeps as the baseline), and the target for the next cycle.
 */
export function MakeFocusAreaModal({ workspaceId, start, cycles, groups, onClose }: Props) {
  const scored = start.assessment.questions.filter((question) => isScored(question.answer_type));
  const [measure, setMeasure] = useState<string>(start.questionId ?? INDEX);
  const [population, setPopulation] = useState<string>(start.groupId ?? ALL);
  const [chosenCycle, setCycleId] = useState<string | null>(start.cycleId);
  // unless the card names its cycle, the newest answered one (the list ends with the open cycle, often just begun)
  const answeredCycle = useLatestAnsweredCycle(
    workspaceId,
    cycles.map((cycle) => cycle.id),
  );
  const cycleId = chosenCycle ?? answeredCycle ?? cycles.at(-1)?.id ?? null;
  const [kind, setKind] = useState<FocusAreaTarget['kind']>('change');
  const [value, setValue] = useState<number>(DEFAULT_TARGETS.change);
  const make = useMakeFocusArea(workspaceId);
  const navigate = useNavigate();
  const choice: FocusChoice | null = cycleId
    ? {
        assessmentId: start.assessment.id,
        questionId: measure === INDEX ? null : measure,
        groupId: population === ALL ? null : population,
        cycleId,
      }
    : null;
  const preview = useFocusAreaPreview(workspaceId, choice);
  const row = choice ? previewRowOf(preview.data, choice) : null;
  const shown = row && !row.suppressed && row.value_avg !== null;
  const withheld = preview.data && !shown ? withheldNoteOf(preview.data) : [];
  const chooseKind = (next: string) => {
    setKind(next as FocusAreaTarget['kind']);
    setValue(DEFAULT_TARGETS[next as FocusAreaTarget['kind']]);
  };
  const submit = () => {
    if (!choice) return;
    make.mutate(
      {
        subject: { kind: choice.questionId ? 'question' : 'index', assessment_id: choice.assessmentId, question_id: choice.questionId },
        population: { group_id: choice.groupId },
        cycle_id: choice.cycleId,
        target: { kind, value },
      },
      {
        onSuccess: () => {
          notifications.show({
            color: 'canopy',
            title: 'Focus area made',
            message: (
              // the notification renders outside the router, so the link navigates through the modal's own navigate
              <Anchor
                href="/action-plans"
                onClick={(event) => {
                  event.preventDefault();
                  navigate('/action-plans');
                }}
              >
                Add its actions on the Action Plans page
              </Anchor>
            ),
          });
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Make a focus area" size="lg">
      <Stack>
        <Select
          label="Measure"
          data={[
            { value: INDEX, label: `${start.assessment.name} (index of every scored question)` },
            ...scored.map((question) => ({ value: question.id, label: question.body })),
          ]}
          value={measure}
          onChange={(next) => {
            setMeasure(next ?? INDEX);
            if (next === INDEX && kind === 'favourable') chooseKind('change');
          }}
          allowDeselect={false}
          searchable
        />
        <Group grow>
          <Select
            label="Population"
            data={[{ value: ALL, label: 'All participants' }, ...groups.map((group) => ({ value: group.id, label: group.name }))]}
            value={population}
            onChange={(next) => setPopulation(next ?? ALL)}
            allowDeselect={false}
            searchable
          />
          <Select
            label="Measured in cycle"
            data={cycles.map((cycle) => ({ value: cycle.id, label: cycleLabel(cycle) }))}
            value={cycleId}
            onChange={setCycleId}
            allowDeselect={false}
          />
        </Group>
        {preview.isLoading && <Skeleton h={24} />}
        {preview.error && <Text c="red.7">{errorDetail(preview.error)}</Text>}
        {shown && (
          <Text data-testid="focus-baseline">
            Baseline: <b>{figureText(row)}</b>
          </Text>
        )}
        {preview.data && !shown && (
          <Alert color="yellow" data-testid="focus-held-back">
            The analytics hold back this population in this cycle, so it cannot be a focus area.
            {withheld.length > 0 ? ` ${withheld.join(' ')}` : ''}
          </Alert>
        )}
        <Stack gap={4}>
          <Text fz="sm" fw={500}>
            Target by the next cycle
          </Text>
          <Group align="flex-end">
            <SegmentedControl
              value={kind}
              onChange={chooseKind}
              data={[
                { value: 'change', label: 'Change' },
                { value: 'average', label: 'Average' },
                { value: 'favourable', label: '% favourable', disabled: measure === INDEX },
              ]}
            />
            <NumberInput
              aria-label="Target value"
              w={120}
              value={value}
              onChange={(next) => setValue(typeof next === 'number' ? next : Number(next) || 0)}
              step={kind === 'favourable' ? 5 : 0.1}
              decimalScale={kind === 'favourable' ? 0 : 2}
              min={kind === 'favourable' ? 0 : -10}
              max={kind === 'favourable' ? 100 : 10}
              suffix={kind === 'favourable' ? '%' : undefined}
            />
          </Group>
        </Stack>
        {make.error && <Text c="red.7">{errorDetail(make.error)}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={make.isPending} disabled={!shown}>
            Make focus area
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
