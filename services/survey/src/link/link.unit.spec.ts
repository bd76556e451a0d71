import { deciderSpec } from '@canopy/platform/commands/givenWhenThen';
import { describe, it } from 'vitest';
import { packageLinkDecider, type SetPackageLink } from './decide.ts';
import type { PackageLinkEvent } from './link.ts';

const spec = deciderSpec(packageLinkDecider);
const now = '2026-11-24T10:00:00.000Z';
const inDays = (days: number, from = now) => new Date(Date.parse(from) + days * 86_400_000).toISOString();
const set = (change: Partial<SetPackageLink['data']> = {}): SetPackageLink => ({
  type: 'SetPackageLink',
  data: {
    package_id: 'p1',
    workspace_id: 'w1',
    team_id: 't1',
    link_id: 'L2',
    cycle_id: 'c2',
    is_forever: false,
    expires_at: inDays(30),
    min_number_of_days: 0,
    by: 'ada',
    now,
    ...change,
  },
});
const generated = (change: Partial<Extract<PackageLinkEvent, { type: 'PackageLinkGenerated' }>['data']> = {}): PackageLinkEvent => ({
  type: 'PackageLinkGenerated',
  data: {
    package_id: 'p1',
    workspace_id: 'w1',
    team_id: 't1',
    link_id: 'L1',
    cycle_id: 'c1',
    is_forever: false,
    expires_at: inDays(30),
    created_by: 'ada',
    created_at: now,
    ...change,
  },
});
const forever = generated({ is_forever: true, expires_at: null });
const ids = { package_id: 'p1', link_id: 'L1', cycle_id: 'c1' };

describe('Package link', () => {
  it('opens a cycle with a dated link', () => {
    spec
      .given([])
      .when(set({ link_id: 'L1', cycle_id: 'c1' }))
      .then([generated()]);
  });

  it('opens a cycle with a forever link, which has no end', () => {
    spec
      .given([])
      .when(set({ link_id: 'L1', cycle_id: 'c1', is_forever: true, expires_at: inDays(3) }))
      .then([forever]);
  });

  it('refuses an end less than one day away, with the spec wording', () => {
    spec
      .given([])
      .when(set({ expires_at: inDays(0.5 - 1) }))
      .thenThrows('Expiration number could not be lower then 1', 400);
    spec
      .given([])
      .when(set({ expires_at: now }))
      .thenThrows('Expiration number could not be lower then 1', 400);
  });

  it("holds a dated link to the package's minimum number of days", () => {
    spec
      .given([])
      .when(set({ expires_at: inDays(4), min_number_of_days: 5 }))
      .thenThrows('Expiration number could not be lower then 5', 400);
    spec
      .given([])
      .when(set({ link_id: 'L1', cycle_id: 'c1', expires_at: inDays(5), min_number_of_days: 5 }))
      .then([generated({ expires_at: inDays(5) })]);
  });

  it('moves the end of the current link within its cycle instead of opening another', () => {
    spec
      .given([generated()])
      .when(set({ expires_at: inDays(60) }))
      .then([{ type: 'PackageLinkExpiryChanged', data: { ...ids, is_forever: false, expires_at: inDays(60), changed_at: now } }]);
  });

  it('changes nothing when the link already is as asked', () => {
    spec.given([generated()]).when(set()).then([]);
  });

  it('opens a new cycle once the current link has expired', () => {
    const later = inDays(31);
    spec
      .given([generated()])
      .when(set({ now: later, expires_at: inDays(30, later) }))
      .then([generated({ link_id: 'L2', cycle_id: 'c2', expires_at: inDays(30, later), created_at: later })]);
  });

  it('pauses and activates a forever link, once each', () => {
    const pause = { type: 'SetPackageLinkPaused', data: { package_id: 'p1', is_paused: true, now } } as const;
    const activate = { type: 'SetPackageLinkPaused', data: { package_id: 'p1', is_paused: false, now } } as const;
    const paused: PackageLinkEvent = { type: 'PackageLinkPaused', data: { ...ids, paused_at: now } };
    spec.given([forever]).when(pause).then([paused]);
    spec.given([forever, paused]).when(pause).then([]);
    spec
      .given([forever, paused])
      .when(activate)
      .then([{ type: 'PackageLinkActivated', data: { ...ids, activated_at: now } }]);
    spec.given([forever]).when(activate).then([]);
  });

  it('pauses only a forever link, and only a link there is', () => {
    const pause = { type: 'SetPackageLinkPaused', data: { package_id: 'p1', is_paused: true, now } } as const;
    spec.given([generated()]).when(pause).thenThrows('Only a link without an end date can be paused', 400);
    spec.given([]).when(pause).thenThrows('The package has no link', 404);
  });

  it('removes the link, closing its cycle, unless the package has delayed messages', () => {
    const remove = (has_delayed_messages: boolean) =>
      ({ type: 'RemovePackageLink', data: { package_id: 'p1', has_delayed_messages, by: 'ada', now } }) as const;
    spec
      .given([generated()])
      .when(remove(false))
      .then([{ type: 'PackageLinkRemoved', data: { ...ids, removed_by: 'ada', removed_at: now } }]);
    spec.given([generated()]).when(remove(true)).thenThrows('The link cannot be removed while the package has delayed messages', 409);
    spec.given([]).when(remove(false)).thenThrows('The package has no link', 404);
    spec
      .given([generated(), { type: 'PackageLinkRemoved', data: { ...ids, removed_by: 'ada', removed_at: now } }])
      .when(set())
      .then([generated({ link_id: 'L2', cycle_id: 'c2' })]);
  });
});
