import {
  ADDITIONAL_INFO_BRANCHES,
  type AdditionalInfo,
  type AdditionalInfoInput,
  type AnswerField,
  type WorkspaceOptionTypes,
} from '@canopy/contracts';

// The additional-info questions: the formation type picks a branch, and each branch
// asks its own questions. Saving sends the chosen branch only; the server clears the other's answers.

export type FormationTypeId = 1 | 2;

export const FORMATION_QUESTION = 'Who is this workspace for?';

/** the question as the edit form asks it, and the short label of the read-only summary */
export const QUESTIONS: Record<AnswerField, { question: string; label: string }> = {
  group_type: { question: 'What kind of group is it?', label: 'Group type' },
  organization_size: { question: 'How many people does it include?', label: 'Size' },
  organization_industry: { question: 'Which industry is it in?', label: 'Industry' },
  organization_geographic_structure: { question: 'How is it spread geographically?', label: 'Geographic structure' },
  organization_remote_work: { question: 'How much do people work remotely?', label: 'Remote work' },
  organization_location: { question: 'Where is it based?', label: 'Location' },
};

export function questionsFor(formation: FormationTypeId | null): readonly AnswerField[] {
  return formation === null ? [] : ADDITIONAL_INFO_BRANCHES[formation];
}

/** the answers being edited: option ids, null for unanswered */
export type AnswersDraft = { formation_type: FormationTypeId | null } & Record<AnswerField, number | null>;

export function draftOf(info: AdditionalInfo): AnswersDraft {
  const { main_contact: _contact, ...answers } = info;
  return answers;
}

/** what saving a draft sends: the formation type and its branch's answers, nothing of the other branch */
export function answersChange(draft: AnswersDraft): AdditionalInfoInput {
  const change: AdditionalInfoInput = { formation_type: draft.formation_type };
  for (const field of questionsFor(draft.formation_type)) change[field] = draft[field];
  return change;
}

function titleOf(options: WorkspaceOptionTypes, field: keyof WorkspaceOptionTypes, id: number | null): string | null {
  if (id === null) return null;
  return options[field].find((option) => option.id === id)?.title ?? null;
}

/** an answer by its title; null for a question not answered yet */
export type SummaryItem = { key: string; label: string; value: string | null };

/** the read-only summary: the formation type, then every question of its branch with its answer's title */
export function summarise(info: AdditionalInfo, options: WorkspaceOptionTypes): SummaryItem[] {
  const formation = titleOf(options, 'formation_type', info.formation_type);
  if (formation === null) return [];
  const items: SummaryItem[] = [{ key: 'formation_type', label: 'Workspace for', value: formation }];
  for (const field of questionsFor(info.formation_type))
    items.push({ key: field, label: QUESTIONS[field].label, value: titleOf(options, field, info[field]) });
  return items;
}
