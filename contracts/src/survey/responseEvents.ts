import { z } from 'zod';
import { defineEvent, personal, personalDataOf } from '../platform/eventContract.ts';
import { Text } from '../platform/text.ts';
import { AnswerType, LanguageTag } from './api.ts';
import { PASS } from './scoring.ts';
import { CollaborationType } from './respondent.ts';

// Events of one respondent's answers in one cycle of a package, on `response-<packageId>-<participantId>-<cycleId>`
// (ADR 0027), and the anonymous text answers, which are not on it (docs/decisions/0036-answers-and-anonymous-text.md).

const isoTime = z.iso.datetime({ offset: true });

/**
 * One answer as analytics reads it. `value`: the position the respondent chose on the scale (scoring.ts: 1 =
 * 'Strongly disagree' on every five-point question, reversed or not), 0 for Pass, null for text, collaboration and
 * linked survey questions; readers score it with `scoreOfPosition`. What a text question said is not here: it is personal data, sealed in the event's `texts`.
 * A `text_anonymous` question appears with `value` null and nothing else: its text went to an anonymous event.
 */
export const RecordedAnswer = z.object({
  question_id: Text(),
  answer_type: AnswerType,
  value: z.number().int().nullable(),
  passed: z.boolean(),
});
export type RecordedAnswer = z.infer<typeof RecordedAnswer>;
export const RecordedCollaboration = z.object({ collaborator_id: Text(), collaboration_type: CollaborationType });
export type RecordedCollaboration = z.infer<typeof RecordedCollaboration>;

/**
 * A participant answered one assessment of the package in one cycle. Once per participant, assessment and cycle.
 * `texts` (question id -> what was written for a `text` question) is sealed with the participant's key (ADR 0003)
 * and reads as null once they are erased; the rest stays with their id, as scores do.
 */
export const AssessmentResponseSubmitted = defineEvent(
  'AssessmentResponseSubmitted',
  personalDataOf(
    z.object({
      package_id: Text(),
      workspace_id: Text(),
      team_id: Text(),
      cycle_id: Text(),
      link_id: Text(),
      participant_id: Text(),
      assessment_id: Text(),
      assessment_version: z.number().int(),
      answers: z.array(RecordedAnswer),
      collaboration: z.array(RecordedCollaboration),
      texts: personal(z.record(Text(), Text())),
      /** by a personal link (an e-mail) or by picking a name and a credential */
      identified_by: z.enum(['personal_link', 'credential']),
      submitted_at: isoTime,
      /** the language the respondent page was in when they answered; absent on older events (read as the package's first) */
      language: LanguageTag.optional(),
    }),
    'participant_id',
  ),
  {
    // version 1 held, for a reversed five-point question, what the respondent page sent: the score (6 - position);
    // from version 2 every value is the position (ADR 0055). The log is never rewritten: readers upcast.
    version: 2,
    upcasters: { 1: (data) => ({ ...data, answers: (data.answers as RecordedAnswer[]).map(positionOfVersion1) }) },
  },
);

/** a version 1 answer as version 2 reads it: a reversed five-point score back to the position chosen */
export const positionOfVersion1 = (answer: RecordedAnswer): RecordedAnswer =>
  answer.answer_type === 'one_to_five_reversed' && answer.value !== null && answer.value !== PASS && answer.value >= 1 && answer.value <= 5
    ? { ...answer, value: 6 - answer.value }
    : answer;

/**
 * An anonymous text answer. Since docs/decisions/0148 it is appended with the respondent's submission, in the same
 * append on the response stream, as an event of its own: its data holds no participant, no link id, no submission
 * time finer than the day, and its read models key it by `text_id`, a random id minted for it alone (neither the
 * event's id, time-ordered and next to the submission's, nor its stream or position reach a read model).
 * Version 1 (before 0148) stood alone on `anonymous-text-<random id>`, appended after the submission; it is read
 * with `text_id` null, and its rows stay keyed by its event id, as they always were.
 */
export const AnonymousTextAnswered = defineEvent(
  'AnonymousTextAnswered',
  z.object({
    package_id: Text(),
    workspace_id: Text(),
    team_id: Text(),
    cycle_id: Text(),
    assessment_id: Text(),
    assessment_version: z.number().int(),
    question_id: Text(),
    text: Text(),
    /** the UTC day, 'YYYY-MM-DD': enough for periods, too coarse to match against a submission */
    answered_on: z.iso.date(),
    /** the language the respondent page was in; absent on older events (read as the package's first) */
    language: LanguageTag.optional(),
    /** the random key of its rows in every read model; null on version 1 events, whose rows are keyed by the event id */
    text_id: Text().nullable(),
  }),
  { version: 2, upcasters: { 1: (data) => ({ ...data, text_id: null }) } },
);

/** the key an anonymous text's rows take in a read model: its own random id, or (before ADR 0148) its event's id */
export const anonymousTextKey = (data: { text_id: string | null }, eventId: string) => data.text_id ?? eventId;

export const responseEvents = [AssessmentResponseSubmitted] as const;
/** since ADR 0148 on the response stream too, next to the submission they came with */
export const anonymousTextEvents = [AnonymousTextAnswered] as const;
export const responseStream = (packageId: string, participantId: string, cycleId: string) =>
  `response-${packageId}-${participantId}-${cycleId}`;
/** the streams of anonymous texts written before ADR 0148 (one event each); nothing appends to them any more */
export const anonymousTextStreamPrefix = 'anonymous-text-';
