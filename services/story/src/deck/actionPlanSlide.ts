import { ACTION_TABLE_HEADER, type ActionPlanSlide, NO_ACTIONS } from '@canopy/contracts/story/actionPlanSlide';
import type { Slide } from './buildDeck.ts';

// The deck's 'Action plan' slide, one per focus area (ADR 0143): what was measured and for whom, the baseline and
// the target, the next cycle's figure and mark once there is one, the action feedback
// question's share where it was asked, and the actions agreed with their owners, due
// dates and status. Its lines are the slide's own (contracts/src/story/actionPlanSlide.ts, ADR 0156): the lines the
// Data Story shows on screen and by its share link.

const W = 13.333;

/** draws the focus area's slide on a slide already framed */
export const drawActionPlanSlide = (slide: Slide, plan: ActionPlanSlide) => {
  const { text } = plan;
  slide.addText(text.title, { x: 0.5, y: 0.3, w: W - 1, h: 0.6, fontSize: 24, bold: true, color: '212529' });
  slide.addText(text.population, { x: 0.5, y: 0.9, w: W - 1, h: 0.4, fontSize: 12, color: '868E96' });
  slide.addText(
    [
      { text: text.baseline, options: { breakLine: true } },
      { text: text.target, options: { breakLine: true } },
      {
        text: text.tracking,
        options: { bold: plan.tracking !== null && plan.tracking.change !== null, breakLine: text.feedback !== null },
      },
      ...(text.feedback === null ? [] : [{ text: text.feedback }]),
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
    [text.title, text.population, text.baseline, text.target, text.tracking, text.feedback, ...text.actions.map((row) => row.join(' · '))]
      .filter((line) => line !== null)
      .join('\n'),
  );
};
