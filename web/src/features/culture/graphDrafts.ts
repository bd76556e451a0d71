import { AnalyticsMessages, type CustomChartInput } from '@canopy/contracts/analytics/api';

/** one graph of the Custom Graph modal as it is being filled in */
export type GraphDraft = { key: number; type: string | null; assessmentId: string | null; x: string | null; y: string | null };

export const GRAPH_TYPES = [
  { value: 'type1', label: 'Group averages (horizontal bars)' },
  { value: 'type2', label: 'Answer distribution (stacked bars)' },
  { value: 'type3', label: 'Question against question (scatter)' },
  { value: 'type4', label: 'Net score (line)' },
  { value: 'type5', label: 'Groups by questions (heatmap)' },
];

export const emptyDraft = (key: number): GraphDraft => ({ key, type: null, assessmentId: null, x: null, y: null });

/** the first message that keeps the drafts from being added, or null: every graph needs a type, an assessment, and a scatter both questions */
export const draftsError = (drafts: readonly GraphDraft[]): string | null => {
  if (drafts.some((draft) => !draft.type)) return AnalyticsMessages.chooseType;
  if (drafts.some((draft) => !draft.assessmentId || (draft.type === 'type3' && (!draft.x || !draft.y)))) {
    return AnalyticsMessages.allFieldsRequired;
  }
  return null;
};

/** a draft as the custom chart call takes it, named after its type */
export const chartInputOf = (draft: GraphDraft): CustomChartInput => ({
  type: draft.type ?? undefined,
  assessment_id: draft.assessmentId ?? undefined,
  name: GRAPH_TYPES.find((item) => item.value === draft.type)?.label.replace(/ \(.*\)$/, ''),
  ...(draft.type === 'type3' ? { x_question_id: draft.x ?? undefined, y_question_id: draft.y ?? undefined } : {}),
});
