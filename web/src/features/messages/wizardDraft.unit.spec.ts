import { MessageSuccess, MessagingMessages, UNSTORABLE_TEXT_MESSAGE } from '@canopy/contracts';
import { schemaResolver } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { messageKeys } from './queries';
import { DraftTextSchema, bannerOf, bodyOf, draftOf, finishLabel, hasContent, stepProblem, type Draft } from './wizardDraft';

const NOW = new Date('2026-07-01T12:00:00.000Z');
const ready: Draft = {
  ...draftOf(null, NOW),
  link: 'combined_link',
  subject: 'Check-in',
  html: '<p>Hello</p>',
  groups: ['g1'],
};

describe('a new message in the wizard', () => {
  it('opens as Send now, an hour from now in New York, with nothing chosen', () => {
    expect(draftOf(null, NOW)).toMatchObject({ timing: 'now', date: '2026-07-01', time: '09:00', link: '', groups: [], days: 1 });
  });

  it('stops each step at its first missing piece, in the spec words', () => {
    expect(stepProblem({ ...ready, link: '' }, 0, null)).toBe(MessagingMessages.linkTypeRequired);
    expect(stepProblem({ ...ready, subject: '  ' }, 1, null)).toBe(MessagingMessages.subjectRequired);
    // an editor holding only empty markup has no message
    expect(stepProblem({ ...ready, html: '<p> </p>' }, 1, null)).toBe(MessagingMessages.messageRequired);
    expect(stepProblem({ ...ready, groups: [] }, 2, null)).toBe(MessagingMessages.groupsRequired);
    expect(stepProblem({ ...ready, timing: 'trigger_start_date', days: 0 }, 3, null)).toBe(MessagingMessages.triggerDaysAtLeastOne);
    for (const step of [0, 1, 2, 3]) expect(stepProblem(ready, step, null)).toBeNull();
  });

  it('refuses a schedule after the link ends, and not on its last minute', () => {
    const linkEnd = new Date('2026-07-10T16:00:00.000Z'); // 12:00 in New York
    const at = (date: string, time: string) => stepProblem({ ...ready, timing: 'schedule', date, time }, 3, linkEnd);
    expect(at('2026-07-10', '12:01')).toBe(MessagingMessages.sendAtAfterLinkExpiry);
    expect(at('2026-07-10', '12:00')).toBeNull();
    expect(stepProblem({ ...ready, timing: 'schedule', date: '2030-01-01' }, 3, null)).toBeNull();
  });

  it('asks to keep a draft only when something was written or chosen', () => {
    expect(hasContent(draftOf(null, NOW))).toBe(false);
    expect(hasContent({ ...draftOf(null, NOW), html: '<p></p>' })).toBe(false);
    expect(hasContent({ ...draftOf(null, NOW), groups: ['g1'] })).toBe(true);
  });
});

describe('the request the wizard sends', () => {
  it('sends now without a send time', () => {
    expect(bodyOf(ready)).toMatchObject({ type_of_message: 'not_selected', send_at: undefined, trigger_days_after: 0, groups: ['g1'] });
  });

  it('schedules at the New York wall-clock time', () => {
    const body = bodyOf({ ...ready, timing: 'schedule', date: '2026-12-01', time: '08:30' });
    expect(body).toMatchObject({ type_of_message: 'schedule', send_at: '2026-12-01T13:30:00.000Z', trigger_days_after: 0 });
  });

  it('triggers on termination dates at 09:00 New York, whatever time was picked', () => {
    const body = bodyOf({ ...ready, timing: 'trigger_termination_date', time: '17:45', days: 3 });
    expect(body).toMatchObject({ type_of_message: 'trigger_termination_date', trigger_days_after: 3, send_at: '2000-01-03T14:00:00.000Z' });
  });

  it('names what happened in the notification and on the last button', () => {
    expect(bannerOf('schedule')).toBe(MessageSuccess.scheduled);
    expect(bannerOf('trigger_start_date')).toBe(MessageSuccess.triggered);
    expect(finishLabel('now', null)).toBe('Send');
    expect(finishLabel('schedule', null)).toBe('Schedule');
  });
});

describe('the wizard texts checked by the contract', () => {
  const validate = schemaResolver(DraftTextSchema, { sync: true });
  it('puts a refusal beside the field it concerns', () => {
    expect(validate(ready)).toEqual({});
    expect(validate({ ...ready, subject: 'x'.repeat(501) })).toHaveProperty('subject');
    expect(validate({ ...ready, signature: 'Ruth\u0000' })).toEqual({ signature: UNSTORABLE_TEXT_MESSAGE });
  });
});

describe('message query keys', () => {
  it('keep every message read under one root, so one invalidation reaches the schedule, templates and deliveries', () => {
    for (const key of [messageKeys.schedule('w1'), messageKeys.templates(), messageKeys.deliveries('m1'), messageKeys.mailSender()])
      expect(key[0]).toBe(messageKeys.all[0]);
  });
});
