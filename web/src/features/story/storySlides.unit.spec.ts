import type { ActionPlanSlide } from '@canopy/contracts/story/actionPlanSlide';
import type { Snapshot } from '@canopy/contracts/story/api';
import { describe, expect, it } from 'vitest';
import { storySlides } from './storySlides';

const snapshot = (id: string) => ({ id, name: `Chart ${id}` }) as Snapshot;
const plan = (id: string) => ({ focus_area_id: id, text: { title: `Action plan: ${id}` } }) as ActionPlanSlide;

describe("the story's slides on screen", () => {
  it("are the snapshots in the presentation order, then one 'Action plan' slide per focus area, as in the deck", () => {
    const slides = storySlides([snapshot('s2'), snapshot('s1')], [plan('f1'), plan('f2')]);
    expect(slides.map((slide) => [slide.kind, slide.name])).toEqual([
      ['snapshot', 'Chart s2'],
      ['snapshot', 'Chart s1'],
      ['plan', 'Action plan: f1'],
      ['plan', 'Action plan: f2'],
    ]);
    expect(new Set(slides.map((slide) => slide.key)).size).toBe(4);
  });

  it('are the snapshots alone while the plan is loading or has no focus area', () => {
    expect(storySlides([snapshot('s1')]).map((slide) => slide.kind)).toEqual(['snapshot']);
    expect(storySlides([], [plan('f1')]).map((slide) => slide.kind)).toEqual(['plan']);
  });
});
