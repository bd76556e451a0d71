import type { EventOf } from '@canopy/contracts';
import type { AnonymousTextAnswered, AssessmentResponseSubmitted } from '@canopy/contracts/survey/responseEvents';

// One respondent's answers in one cycle of a package (ADR 0027, docs/decisions/0036-answers-and-anonymous-text.md).
// Stream: `response-<package id>-<participant id>-<cycle id>`; only that respondent writes it.

// Since docs/decisions/0148 a submission's anonymous texts are appended with it, each an event of its own that
// the response's state ignores (it knows nothing of their text).
export type ResponseEvent = EventOf<typeof AssessmentResponseSubmitted> | EventOf<typeof AnonymousTextAnswered>;
/** what each answered assessment was accepted as: a repeat is answered with it */
export type ResponseState = { submitted: ReadonlyMap<string, { submitted_at: string; cycle_id: string }> };

export { responseStream as responseStreamId } from '@canopy/contracts/survey/responseEvents';

export const evolveResponse = (state: ResponseState, event: ResponseEvent): ResponseState => {
  if (event.type !== 'AssessmentResponseSubmitted') return state;
  const submitted = new Map(state.submitted);
  submitted.set(event.data.assessment_id, { submitted_at: event.data.submitted_at, cycle_id: event.data.cycle_id });
  return { submitted };
};
