import type { Assessment, Group as ParticipantGroup } from '@canopy/contracts';
import { CollaborationMessages, type CollaborationFilters } from '@canopy/contracts/analytics/collaboration';
import { Button, Checkbox, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';

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

/** Group, Assessment (with its questions once one is chosen), Time Period and Apply: a form whose submit is Apply */
export function CollaborationFiltersBar({
  groups,
  assessments,
  onApply,
  loading,
  children,
}: {
  groups: readonly ParticipantGroup[];
  assessments: readonly Assessment[];
  onApply: (draft: FilterDraft) => void;
  loading: boolean;
  /** what sits at the end of the row (the percentile slider) */
  children?: ReactNode;
}) {
  const form = useForm<FilterDraft>({
    initialValues: EMPTY_DRAFT,
    validate: {
      groups: (value, draft) => (draft.all || value.length > 0 ? null : CollaborationMessages.groupsRequired),
      end: (value, draft) =>
        draft.period === 'custom' && draft.start && value && value < draft.start ? CollaborationMessages.badPeriod : null,
    },
  });
  const draft = form.getValues();
  const offered = assessments.filter(asksForCollaborators);
  const single = draft.assessments.length === 1 ? assessments.find((assessment) => assessment.id === draft.assessments[0]) : undefined;
  const today = new Date().toISOString().slice(0, 10);
  const customIncomplete = draft.period === 'custom' && (!draft.start || !draft.end);
  const canApply = (draft.all || draft.groups.length > 0) && !customIncomplete;
  return (
    <form onSubmit={form.onSubmit(onApply)} aria-label="Map filters">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Checkbox label="All participants" mb={8} {...form.getInputProps('all', { type: 'checkbox' })} />
        <MultiSelect
          label="Group"
          placeholder={draft.all ? 'All participants' : 'Choose groups'}
          disabled={draft.all}
          data={groups.map((group) => ({ value: group.id, label: group.name }))}
          searchable
          w={180}
          {...form.getInputProps('groups')}
        />
        <MultiSelect
          label="Assessment"
          placeholder={draft.assessments.length === 0 ? 'All assessments' : undefined}
          data={offered.map((assessment) => ({
            value: assessment.id,
            label: assessment.name.en_US ?? Object.values(assessment.name)[0] ?? assessment.id,
          }))}
          w={200}
          {...form.getInputProps('assessments')}
          onChange={(value) => form.setValues({ assessments: value, questions: [] })}
        />
        {single && single.questions.length > 1 && (
          <MultiSelect
            label="Questions"
            placeholder="All questions"
            data={single.questions.map((question) => ({
              value: question.id,
              label: `${question.index + 1}. ${question.body.en_US ?? ''}`.slice(0, 60),
            }))}
            w={200}
            {...form.getInputProps('questions')}
          />
        )}
        <Select label="Time Period" data={PERIODS} allowDeselect={false} w={150} {...form.getInputProps('period')} />
        {draft.period === 'custom' && (
          <>
            <TextInput label="From" type="date" max={draft.end || today} {...form.getInputProps('start')} />
            <TextInput label="To" type="date" min={draft.start} max={today} {...form.getInputProps('end')} />
          </>
        )}
        <Button type="submit" disabled={!canApply} loading={loading}>
          Apply
        </Button>
        {children}
      </Group>
    </form>
  );
}
