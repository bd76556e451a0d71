import type { ParticipationItem } from '@canopy/contracts/analytics/api';
import type { DelayedMessage } from '@canopy/contracts/messaging/api';
import type { PackageLinkResponse } from '@canopy/contracts/survey/links';
import { describe, expect, it } from 'vitest';
import { monitorCardOf } from './monitorCard';

const link = (fields: Partial<PackageLinkResponse>): PackageLinkResponse => ({
  package_id: 'p1',
  package_link: 'L1',
  cycle_id: 'c2',
  days_difference: 12,
  is_forever: false,
  link_expiration: 30,
  link_created_at: '2026-11-01T00:00:00Z',
  is_paused: false,
  is_expired: false,
  is_has_delayed_message: false,
  min_number_of_days: 0,
  links: null,
  ...fields,
});
const cycle = (package_id: string, cycle_id: string, cycle_date: string, finished: number, unfinished: number): ParticipationItem => ({
  package_id,
  package_name: 'Pulse',
  cycle_id,
  cycle_date,
  number_of_finished: finished,
  number_of_unfinished: unfinished,
  names_of_finished: [],
  names_of_unfinished: [],
  names: [],
  link: '',
});
const message = (id: string, send_at: string, status: DelayedMessage['status']) =>
  ({ id, package_id: 'p1', status, send_at, metadata: { email_subject: `Reminder ${id}`, email_content: '' } }) as DelayedMessage;

const now = new Date('2026-11-26T12:00:00Z');
const participation = [
  cycle('p1', 'c1', '2026-08-01', 40, 20),
  cycle('p1', 'c2', '2026-11-01', 30, 50),
  cycle('p2', 'c9', '2026-11-20', 1, 1),
];

describe('the monitor card of a package', () => {
  it('counts the link cycle finished out of invited, against the cycle before', () => {
    const card = monitorCardOf('p1', link({}), participation, [], now);
    expect(card).toMatchObject({
      linkState: 'active',
      daysLeft: 12,
      current: { date: '2026-11-01', finished: 30, invited: 80 },
      previous: { date: '2026-08-01', finished: 40, invited: 60 },
    });
  });

  it('names the earliest registered message still to come', () => {
    const messages = [
      message('m1', '2026-11-25T09:00:00Z', 'registered'),
      message('m2', '2026-12-05T09:00:00Z', 'registered'),
      message('m3', '2026-11-28T09:00:00Z', 'draft'),
      message('m4', '2026-11-30T09:00:00Z', 'registered'),
    ];
    expect(monitorCardOf('p1', link({}), participation, messages, now).nextMessage).toEqual({
      sendAt: '2026-11-30T09:00:00Z',
      subject: 'Reminder m4',
    });
  });

  it('tells a package without a link, a paused and an expired one apart', () => {
    expect(monitorCardOf('p3', link({ package_link: '' }), [], [], now)).toMatchObject({
      linkState: 'none',
      daysLeft: null,
      current: null,
    });
    expect(monitorCardOf('p1', link({ is_paused: true }), participation, [], now).linkState).toBe('paused');
    expect(monitorCardOf('p1', link({ is_expired: true, is_forever: true }), participation, [], now)).toMatchObject({
      linkState: 'expired',
      daysLeft: null,
    });
  });
});
