import type { ActionPlanSlide } from '@canopy/contracts/story/actionPlanSlide';
import type { Snapshot } from '@canopy/contracts/story/api';

/** a slide of the story on screen: a snapshot, or a focus area's 'Action plan' (ADR 0156) */
export type StorySlide =
  | { kind: 'snapshot'; key: string; name: string; snapshot: Snapshot }
  | { kind: 'plan'; key: string; name: string; plan: ActionPlanSlide };

/** the story's slides in the deck's order: the snapshots in the presentation order, then one per focus area */
export const storySlides = (snapshots: readonly Snapshot[], plans: readonly ActionPlanSlide[] = []): StorySlide[] => [
  ...snapshots.map((snapshot): StorySlide => ({ kind: 'snapshot', key: `snapshot-${snapshot.id}`, name: snapshot.name, snapshot })),
  ...plans.map((plan): StorySlide => ({ kind: 'plan', key: `plan-${plan.focus_area_id}`, name: plan.text.title, plan })),
];
