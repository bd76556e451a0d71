import type { EventOf } from '@canopy/contracts';
import type { AssessmentResponseSubmitted } from '@canopy/contracts/survey/responseEvents';

// One respondent's answers in one cycle of a package (ADR 0027, docs/decisions/0036-answers-and-anonymous-text.md).
// Stream: `response-<package id>-<participant id>-<cycle id>`; only that respondent writes it.

export type ResponseEvent = EventOf<typeof AssessmentResponseSubmitted>;
/** what each answered assessment was accepted as: a repeat is answered with it */
export type ResponseState = { submitted: ReadonlyMap<string, { submitted_at: string; cycle_id: string }> };

export { responseStream as responseStreamId } from '@canopy/contracts/survey/responseEvents';

export const evolveResponse = (state: ResponseState, event: ResponseEvent): ResponseState => {
  const submitted = new Map(state.submitted);
  submitted.set(event.data.assessment_id, { submitted_at: event.data.submitted_at, cycle_id: event.data.cycle_id });
  return { submitted };
};
