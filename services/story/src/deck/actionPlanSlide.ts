import type { FocusAreaAnswer } from '@canopy/contracts/actions/api';
import { baselineText, dueText, focusTargetText, STATUS_LABEL, trackingText } from '@canopy/contracts/actions/planTexts';
import { formatDay } from '@canopy/contracts/platform/dates';
import type { Slide } from './buildDeck.ts';

// The deck's 'Action plan' slide, one per focus area (ADR 0143): what was measured and for whom, the baseline and
// the target, the next cycle's figure and mark once there is one, and the actions agreed with their owners, due
// dates and status, in the words the Action Plans page uses (contracts/src/actions/planTexts.ts).

export type ActionPlanSlideText = {
  title: string;
  population: string;
  baseline: string;
  target: string;
  tracking: string;
  /** one row per action: title, owner, due, status (the table's header is not among them) */
  actions: [title: string, owner: string, due: string, status: string][];
};

export const ACTION_TABLE_HEADER = ['Action', 'Owner', 'Due', 'Status'] as const;
export const NO_ACTIONS = 'No actions agreed yet';

export const actionPlanSlideText = (area: FocusAreaAnswer, timeZone?: string): ActionPlanSlideText => ({
  title: `Action plan: ${area.label}`,
  population: [
    area.population.name,
    area.baseline.cycle_date ? `measured ${formatDay(area.baseline.cycle_date, timeZone)}` : '',
    area.status === 'closed' ? 'closed' : '',
  ]
    .filter(Boolean)
    .join(' · '),
  baseline: baselineText(area.baseline),
  target: focusTargetText(area),
  tracking: trackingText(area.tracking, timeZone),
  actions: area.actions.map((action) => [
    action.title,
    // an erased contact has no name left to print
    action.owner.name ?? (action.owner.kind === 'contact' ? 'Client contact' : 'Consultant'),
    dueText(action.due_date),
    `${STATUS_LABEL[action.status]}${action.overdue ? ' (overdue)' : ''}`,
  ]),
});

const W = 13.333;

/** draws the focus area on a slide already framed */
export const drawActionPlanSlide = (slide: Slide, area: FocusAreaAnswer, timeZone?: string) => {
  const text = actionPlanSlideText(area, timeZone);
  slide.addText(text.title, { x: 0.5, y: 0.3, w: W - 1, h: 0.6, fontSize: 24, bold: true, color: '212529' });
  slide.addText(text.population, { x: 0.5, y: 0.9, w: W - 1, h: 0.4, fontSize: 12, color: '868E96' });
  slide.addText(
    [
      { text: text.baseline, options: { breakLine: true } },
      { text: text.target, options: { breakLine: true } },
      { text: text.tracking, options: { bold: area.tracking?.change !== null && area.tracking !== null } },
    ],
    { x: 0.6, y: 1.4, w: W - 1.2, h: 1.2, fontSize: 14, color: '343A40', valign: 'top' },
  );
  if (text.actions.length === 0) {
    slide.addText(NO_ACTIONS, { x: 0.6, y: 2.8, w: W - 1.2, h: 0.5, fontSize: 14, italic: true, color: '868E96' });
  } else {
    const header = ACTION_TABLE_HEADER.map((cell) => ({ text: cell, options: { bold: true, fill: { color: 'F1F3F5' } } }));
    slide.addTable([header, ...text.actions.map((row) => row.map((cell) => ({ text: cell })))], {
      x: 0.6,
      y: 2.8,
      w: W - 1.2,
      colW: [5.8, 2.9, 1.5, 1.933],
      fontSize: 12,
      color: '212529',
      border: { type: 'solid', pt: 0.5, color: 'CED4DA' },
      autoPage: false,
    });
  }
  slide.addNotes(
    [text.title, text.population, text.baseline, text.target, text.tracking, ...text.actions.map((row) => row.join(' · '))].join('\n'),
  );
};
