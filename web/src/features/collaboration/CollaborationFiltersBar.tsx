import type { CollaborationFilters } from '@canopy/contracts/analytics/collaboration';
import type { Assessment, Group as ParticipantGroup } from '@canopy/contracts';
import { Button, Checkbox, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useState } from 'react';

const COLLABORATION_TYPES = new Set(['select_collaborations', 'select_manager_collaborations', 'select_friendly_collaborations']);
/** an assessment that asks for collaborators, on the whole or in one of its questions */
export const asksForCollaborators = (assessment: Assessment) =>
  COLLABORATION_TYPES.has(assessment.answer_type) || assessment.questions.some((question) => COLLABORATION_TYPES.has(question.answer_type));

const PERIODS = [
  { value: 'all', label: 'All time' },
  { value: 'year', label: 'Last year' },
  { value: 'quarter', label: 'Last quarter' },
  { value: 'month', label: 'Last month' },
  { value: 'custom', label: 'Custom range' },
];

export type FilterDraft = {
  all: boolean;
  groups: string[];
  assessments: string[];
  questions: string[];
  period: string;
  start: string;
  end: string;
};
export const EMPTY_DRAFT: FilterDraft = { all: true, groups: [], assessments: [], questions: [], period: 'all', start: '', end: '' };

/** the draft as the collaboration calls take it */
export const filtersOf = (draft: FilterDraft): CollaborationFilters => ({
  is_all_participants: draft.all,
  groups_ids: draft.all ? [] : draft.groups,
  is_all_assessments: draft.assessments.length === 0,
  assessments: draft.assessments.map((id) => ({
    assessment_id: id,
    all_questions: draft.questions.length === 0,
    questions_ids: draft.questions,
  })),
  period_of_answer_date: {
    is_all_time: draft.period === 'all',
    is_last_year: draft.period === 'year',
    is_last_quarter: draft.period === 'quarter',
    is_last_month: draft.period === 'month',
    start_date: draft.period === 'custom' && draft.start ? draft.start : null,
    end_date: draft.period === 'custom' && draft.end ? draft.end : null,
  },
});

/** Group, Assessment (with its questions once one is chosen), Time Period and Apply */
export function CollaborationFiltersBar({
  groups,
  assessments,
  onApply,
  loading,
}: {
  groups: readonly ParticipantGroup[];
  assessments: readonly Assessment[];
  onApply: (draft: FilterDraft) => void;
  loading: boolean;
}) {
  const [draft, setDraft] = useState<FilterDraft>(EMPTY_DRAFT);
  const set = (change: Partial<FilterDraft>) => setDraft((current) => ({ ...current, ...change }));
  const offered = assessments.filter(asksForCollaborators);
  const single = draft.assessments.length === 1 ? assessments.find((assessment) => assessment.id === draft.assessments[0]) : undefined;
  const today = new Date().toISOString().slice(0, 10);
  const customIncomplete = draft.period === 'custom' && (!draft.start || !draft.end);
  const canApply = (draft.all || draft.groups.length > 0) && !customIncomplete;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Checkbox label="All participants" checked={draft.all} onChange={(event) => set({ all: event.currentTarget.checked })} mb={8} />
      <MultiSelect
        label="Group"
        placeholder={draft.all ? 'All participants' : 'Choose groups'}
        disabled={draft.all}
        data={groups.map((group) => ({ value: group.id, label: group.name }))}
        value={draft.groups}
        onChange={(value) => set({ groups: value })}
        searchable
        w={220}
      />
      <MultiSelect
        label="Assessment"
        placeholder={draft.assessments.length === 0 ? 'All assessments' : undefined}
        data={offered.map((assessment) => ({
          value: assessment.id,
          label: assessment.name.en_US ?? Object.values(assessment.name)[0] ?? assessment.id,
        }))}
        value={draft.assessments}
        onChange={(value) => set({ assessments: value, questions: [] })}
        w={240}
      />
      {single && single.questions.length > 1 && (
        <MultiSelect
          label="Questions"
          placeholder="All questions"
          data={single.questions.map((question) => ({
            value: question.id,
            label: `${question.index + 1}. ${question.body.en_US ?? ''}`.slice(0, 60),
          }))}
          value={draft.questions}
          onChange={(value) => set({ questions: value })}
          w={220}
        />
      )}
      <Select
        label="Time Period"
        data={PERIODS}
        value={draft.period}
        onChange={(value) => set({ period: value ?? 'all' })}
        allowDeselect={false}
        w={160}
      />
      {draft.period === 'custom' && (
        <>
          <TextInput
            label="From"
            type="date"
            max={draft.end || today}
            value={draft.start}
            onChange={(event) => set({ start: event.currentTarget.value })}
          />
          <TextInput
            label="To"
            type="date"
            min={draft.start}
            max={today}
            value={draft.end}
            onChange={(event) => set({ end: event.currentTarget.value })}
          />
        </>
      )}
      <Button onClick={() => onApply(draft)} disabled={!canApply} loading={loading}>
        Apply
      </Button>
    </Group>
  );
}
