import {
  targetValueOf,
  type ActionAnswer,
  type ActionFeedbackFigure,
  type ActionPlan,
  type FocusAreaAnswer,
  type FocusAreaTracking,
} from '@canopy/contracts/actions/api';
import type { ActionRow, ChecklistRow, FocusAreaRow, NoteRow } from '@canopy/projections/actions/plans/read';

/** a consultant's name as the pages show it (an erased consultant has none) */
export const consultantName = (row: { first_name: string | null; last_name: string | null } | undefined) =>
  row ? [row.first_name, row.last_name].filter(Boolean).join(' ') || null : null;

export type PlanParts = {
  focusAreas: readonly FocusAreaRow[];
  actions: readonly ActionRow[];
  notes: readonly NoteRow[];
  checklist: readonly ChecklistRow[];
  /** consultants of the team by id: names and e-mails */
  consultants: ReadonlyMap<string, { name: string | null; email: string | null }>;
  /** today's date (YYYY-MM-DD): an action due before it and still open is overdue */
  today: string;
  /** each focus area's next cycle, by id (ADR 0142); absent: not tracked yet */
  tracking?: ReadonlyMap<string, FocusAreaTracking | null>;
  /** each focus area's action feedback share, by id (ADR 0155); absent: not read */
  feedback?: ReadonlyMap<string, ActionFeedbackFigure | null>;
  /** the workspace's packages asking the action feedback question; absent: not read */
  feedbackPackages?: readonly { id: string; name: string }[];
};

const isOpen = (status: string) => status === 'planned' || status === 'in_progress';

export const actionAnswer = (row: ActionRow, parts: Omit<PlanParts, 'focusAreas' | 'actions'>): ActionAnswer => {
  const contactName = row.owner_name;
  const consultant = row.owner_consultant_id ? parts.consultants.get(row.owner_consultant_id) : undefined;
  const authorName = (by: string, kind: 'consultant' | 'contact') =>
    kind === 'consultant' ? (parts.consultants.get(by)?.name ?? null) : by === row.owner_contact_id ? contactName : null;
  return {
    id: row.id,
    focus_area_id: row.focus_area_id,
    title: row.title,
    description: row.description,
    owner: row.owner_consultant_id
      ? { kind: 'consultant', consultant_id: row.owner_consultant_id, name: consultant?.name ?? null, email: consultant?.email ?? null }
      : { kind: 'contact', consultant_id: null, name: contactName, email: row.owner_email },
    due_date: row.due_date,
    status: row.status,
    overdue: isOpen(row.status) && row.due_date < parts.today,
    notes: parts.notes
      .filter((note) => note.action_id === row.id)
      .map((note) => ({
        id: note.id,
        body: note.body,
        at: note.at.toISOString(),
        author: { kind: note.by_kind, name: authorName(note.by, note.by_kind) },
      })),
    checklist: parts.checklist.filter((item) => item.action_id === row.id).map(({ id, text, done }) => ({ id, text, done })),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
};

/** overdue first, then by due date (the Action Plans page's order) */
export const byUrgency = (a: ActionAnswer, b: ActionAnswer) =>
  Number(b.overdue) - Number(a.overdue) || a.due_date.localeCompare(b.due_date) || a.created_at.localeCompare(b.created_at);

export const focusAreaAnswer = (
  row: FocusAreaRow,
  actions: readonly ActionAnswer[],
  tracking: FocusAreaTracking | null = null,
  feedback: ActionFeedbackFigure | null = null,
): FocusAreaAnswer => ({
  id: row.id,
  subject: row.subject,
  label: row.label,
  population: row.population,
  baseline: row.baseline,
  target: row.target,
  target_value: targetValueOf(row.baseline.value, row.target),
  status: row.status,
  outcome: row.outcome,
  outcome_note: row.outcome_note,
  created_at: row.created_at.toISOString(),
  closed_at: row.closed_at?.toISOString() ?? null,
  tracking,
  action_feedback: feedback,
  actions: actions.filter((action) => action.focus_area_id === row.id).sort(byUrgency),
});

export const planAnswer = (workspaceId: string, parts: PlanParts): ActionPlan => {
  const actions = parts.actions.map((row) => actionAnswer(row, parts));
  return {
    workspace_id: workspaceId,
    focus_areas: parts.focusAreas.map((row) =>
      focusAreaAnswer(row, actions, parts.tracking?.get(row.id) ?? null, parts.feedback?.get(row.id) ?? null),
    ),
    ...(parts.feedbackPackages ? { feedback_packages: [...parts.feedbackPackages] } : {}),
  };
};
