import type { ActionAnswer, FocusAreaAnswer } from '@canopy/contracts/actions/api';
import { actionPlanSlideOf } from '@canopy/contracts/story/actionPlanSlide';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { buildDeck } from './buildDeck.ts';

// The deck's 'Action plan' slides read back from the .pptx (jszip): one per focus area after the snapshots, their
// texts equal to the focus area's data as written here by hand (not by the module's own formatting).

const action = (over: Partial<ActionAnswer>): ActionAnswer => ({
  id: 'a1',
  focus_area_id: 'f1',
  title: 'Monthly skip-level meetings',
  description: '',
  owner: { kind: 'consultant', consultant_id: 'c1', name: 'Ada Lovelace', email: 'ada@example.com' },
  due_date: '2027-02-15',
  status: 'in_progress',
  overdue: false,
  notes: [],
  checklist: [],
  created_at: '2026-12-01T10:00:00.000Z',
  updated_at: '2026-12-01T10:00:00.000Z',
  ...over,
});

const area = (over: Partial<FocusAreaAnswer>): FocusAreaAnswer => ({
  id: 'f1',
  subject: { kind: 'question', assessment_id: 'as1', question_id: 'q1' },
  label: 'My manager listens to me',
  population: { group_id: 'g1', name: 'Engineering' },
  baseline: {
    cycle_id: 'c1',
    cycle_date: '2026-11-10T15:00:00.000Z',
    value: 3.4167,
    respondents: 24,
    ci_low: 3.1,
    ci_high: 3.738,
    favourable: 54.6,
  },
  target: { kind: 'change', value: 0.3 },
  target_value: 3.72,
  status: 'active',
  outcome: null,
  outcome_note: null,
  created_at: '2026-12-01T10:00:00.000Z',
  closed_at: null,
  tracking: null,
  actions: [],
  ...over,
});

const tracked = area({
  id: 'f2',
  label: 'I see a future for me here',
  population: { group_id: null, name: 'All participants' },
  tracking: {
    cycle_id: 'c2',
    cycle_date: '2027-03-03T15:00:00.000Z',
    value: 3.804,
    respondents: 22,
    ci_low: 3.5,
    ci_high: 4.1,
    favourable: 61.2,
    withheld: null,
    change: { from: 3.42, to: 3.8, difference: 0.3873, ci_low: 0.05, ci_high: 0.72, p: 0.0123, mark: 'improved' },
    target_met: true,
  },
  actions: [
    action({
      id: 'a2',
      title: 'Career conversations',
      owner: { kind: 'contact', consultant_id: null, name: 'Grace Hopper', email: 'g@client.example' },
      due_date: '2027-01-04',
      status: 'done',
    }),
    action({ id: 'a3', title: 'Publish the promotion criteria', due_date: '2026-12-01', status: 'planned', overdue: true }),
  ],
});

/** every text run of a slide, in order, unescaped */
const textsOf = (xml: string) =>
  [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((match) =>
    match[1]!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&'),
  );

const deckWith = async (focusAreas: FocusAreaAnswer[]) => {
  const bytes = await buildDeck({
    workspaceName: 'Northwind Health',
    timeZone: 'America/New_York',
    teamName: 'Northwind Consulting',
    frameColor: null,
    logos: { team: null, workspace: null },
    slides: [{ name: 'A note', filters: '', comment: 'Where we start', figures: null, image: null }],
    // the focus areas as the story's slides, as the deck route makes them (ADR 0156)
    actionPlans: focusAreas.map((focusArea) => actionPlanSlideOf(focusArea, 'America/New_York')),
  });
  const zip = await JSZip.loadAsync(bytes);
  const slides = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
  return { zip, count: slides.length, slide: async (n: number) => textsOf(await zip.file(`ppt/slides/slide${n}.xml`)!.async('string')) };
};

describe("the deck's 'Action plan' slides", () => {
  it('follow the snapshots, one per focus area', async () => {
    const deck = await deckWith([area({ actions: [action({})] }), tracked]);
    expect(deck.count).toBe(4);
    expect((await deck.slide(3))[0]).toBe('Action plan: My manager listens to me');
    expect((await deck.slide(4))[0]).toBe('Action plan: I see a future for me here');
  });

  it('state the baseline, the target, no next cycle yet, and each action with its owner, due date and status', async () => {
    const deck = await deckWith([area({ actions: [action({})] })]);
    expect(await deck.slide(3)).toEqual([
      'Action plan: My manager listens to me',
      // Nov 10 2026 15:00 UTC is 10:00 in New York, the same day
      'Engineering · measured Nov 10 2026',
      'Baseline 3.42 (95% interval 3.10 to 3.74), 55% favourable, n = 24',
      'Target +0.30 by the next cycle (3.72)',
      'Next cycle: no answers yet',
      'Action',
      'Owner',
      'Due',
      'Status',
      'Monthly skip-level meetings',
      'Ada Lovelace',
      'Feb 15 2027',
      'In progress',
    ]);
  });

  it("state the next cycle's figure, its mark and the target's verdict, a contact owner by name and an overdue action", async () => {
    const deck = await deckWith([tracked]);
    const texts = await deck.slide(3);
    expect(texts.slice(0, 5)).toEqual([
      'Action plan: I see a future for me here',
      'All participants · measured Nov 10 2026',
      'Baseline 3.42 (95% interval 3.10 to 3.74), 55% favourable, n = 24',
      'Target +0.30 by the next cycle (3.72)',
      'Next cycle (Mar 03 2027): 3.80, 61% favourable, n = 22 · Improved (+0.39, p = 0.012) · target met',
    ]);
    expect(texts.slice(9)).toEqual([
      'Career conversations',
      'Grace Hopper',
      'Jan 04 2027',
      'Done',
      'Publish the promotion criteria',
      'Ada Lovelace',
      'Dec 01 2026',
      'Planned (overdue)',
    ]);
  });

  it('say a held-back next cycle and a focus area with no actions', async () => {
    const held = area({
      tracking: {
        cycle_id: 'c2',
        cycle_date: '2027-03-03T15:00:00.000Z',
        value: null,
        respondents: null,
        ci_low: null,
        ci_high: null,
        favourable: null,
        withheld: 'small',
        change: null,
        target_met: null,
      },
    });
    const texts = await (await deckWith([held])).slide(3);
    expect(texts.slice(4)).toEqual(['Next cycle (Mar 03 2027): held back (too few respondents)', 'No actions agreed yet']);
  });
});
