import { type ActionPlan, targetText } from '@canopy/contracts/actions/api';
import type { XlsxBook } from '@canopy/platform/download/xlsx';

const STATUS = { planned: 'Planned', in_progress: 'In progress', done: 'Done', dropped: 'Dropped' } as const;

export const ACTION_COLUMNS = [
  { header: 'Focus area', width: 40 },
  { header: 'Population', width: 20 },
  { header: 'Baseline', width: 10 },
  { header: 'Respondents', width: 12 },
  { header: 'Target', width: 24 },
  { header: 'Focus area status', width: 16 },
  { header: 'Action', width: 40 },
  { header: 'Description', width: 50 },
  { header: 'Owner', width: 24 },
  { header: 'Owner is', width: 16 },
  { header: 'Due date', width: 12 },
  { header: 'Status', width: 12 },
  { header: 'Overdue', width: 9 },
  { header: 'Checklist done', width: 14 },
  { header: 'Latest note', width: 50 },
] as const;

/**
 * Every action of a plan for the client, one row each under its focus area (oldest focus area first, its actions
 * overdue first then by due date, as the page lists them); a focus area without actions still has its row.
 */
export const writeActionsWorkbook = async (book: XlsxBook, plan: ActionPlan) => {
  const sheet = book.sheet('Actions', ACTION_COLUMNS);
  for (const area of plan.focus_areas) {
    const areaCells = [
      area.label,
      area.population.name,
      area.baseline.value,
      area.baseline.respondents,
      targetText(area.target),
      area.status === 'active' ? 'Active' : 'Closed',
    ];
    if (area.actions.length === 0) await sheet.row([...areaCells, ...ACTION_COLUMNS.slice(areaCells.length).map(() => null)]);
    for (const action of area.actions)
      await sheet.row([
        ...areaCells,
        action.title,
        action.description,
        action.owner.name ?? 'Erased contact',
        action.owner.kind === 'contact' ? 'Client contact' : 'Consultant',
        action.due_date,
        STATUS[action.status],
        action.overdue ? 'Yes' : 'No',
        `${action.checklist.filter((item) => item.done).length} of ${action.checklist.length}`,
        action.notes.at(-1)?.body ?? '',
      ]);
  }
  sheet.done();
};
