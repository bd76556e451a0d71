import { AnalyticsMessages, CustomChartInput } from '@canopy/contracts/analytics/api';
import { z } from 'zod';

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

/** a block's name as the custom chart call takes it, at least 3 characters once trimmed */
const BlockName = CustomChartInput.shape.block_name.unwrap().trim().min(3, AnalyticsMessages.blockNameTooShort);

/** the Rename block form */
export const BlockNameForm = z.object({ name: BlockName });

/** one graph of the modal: a type first, then an assessment, and a scatter both its questions (the server's messages) */
const GraphDraftForm = z
  .object({
    key: z.number(),
    type: z.string({ error: AnalyticsMessages.chooseType }),
    assessmentId: z.string({ error: AnalyticsMessages.allFieldsRequired }),
    x: z.string().nullable(),
    y: z.string().nullable(),
  })
  .superRefine((draft, context) => {
    if (draft.type !== 'type3') return;
    for (const axis of ['x', 'y'] as const) {
      if (!draft[axis]) context.addIssue({ code: 'custom', path: [axis], message: AnalyticsMessages.allFieldsRequired });
    }
  });

/** the Custom Graph form: a new block's name (none when adding to a block) and its graphs */
export const customGraphForm = (newBlock: boolean) =>
  z.object({ blockName: newBlock ? BlockName : z.string(), drafts: z.array(GraphDraftForm).min(1) });

/** a draft as the custom chart call takes it, named after its type */
export const chartInputOf = (draft: GraphDraft): CustomChartInput => ({
  type: draft.type ?? undefined,
  assessment_id: draft.assessmentId ?? undefined,
  name: GRAPH_TYPES.find((item) => item.value === draft.type)?.label.replace(/ \(.*\)$/, ''),
  ...(draft.type === 'type3' ? { x_question_id: draft.x ?? undefined, y_question_id: draft.y ?? undefined } : {}),
});
