import { randomUUID } from 'node:crypto';
import type { PackageCore } from '@canopy/contracts/survey/api';
import type { AnswerSubmission } from '@canopy/contracts/survey/respondent';
import { RespondentMessages } from '@canopy/contracts/survey/respondent';
import { responseStream } from '@canopy/contracts/survey/responseEvents';
import type { CommandContext, EventLog } from '@canopy/platform/commands/eventLog';
import { handleCommand } from '@canopy/platform/commands/handleCommand';
import { DomainError } from '@canopy/platform/commands/decider';
import type { LinkRow } from '@canopy/projections/survey/packageLinks/read';
import { responseDecider, type SubmitAnswers } from './decide.ts';
import type { ResponseLoader } from './responseLoader.ts';

export type SubmitAnswersInput = {
  /** the open link the respondent's token names, and its package */
  link: LinkRow;
  pkg: PackageCore;
  participantId: string;
  submission: Pick<AnswerSubmission, 'assessment_id' | 'language'> & {
    answers: SubmitAnswers['data']['answers'];
    collaboration: SubmitAnswers['data']['collaboration'];
  };
  identifiedBy: SubmitAnswers['data']['identified_by'];
  /** which of the chosen collaborators are participants of the link's workspace */
  collaboratorsInWorkspace: (chosen: string[]) => Promise<ReadonlySet<string>>;
  /** who submits, from which request, when: the metadata of the response's events */
  context: CommandContext;
  /** where the response's state comes from (absent: its stream, read) */
  responses?: ResponseLoader;
};

export type SubmitAnswersResult = {
  assessment_id: string;
  cycle_id: string;
  submitted_at: string;
  remaining: number;
  already_submitted: boolean;
};

/** one random id per anonymous answer of the submission: its rows' key in the read models, joined to nothing (ADR 0148) */
export const anonymousTextIdsFor = (answers: SubmitAnswers['data']['answers']) =>
  answers.filter((answer) => answer.answer_type === 'text_anonymous').map(() => randomUUID());

/**
 * One assessment's answers from one respondent in the link's cycle: one command on the respondent's response stream,
 * one append (through the store's group commit) holding the submission and, as events of their own, its anonymous
 * texts (docs/decisions/0148); the library's projection marks the assessment answered from the submission. Answered
 * once appended: nothing waits for a read model (the respondent's next list reads their own stream). A repeat of an
 * accepted submission changes nothing and answers the same. The caller has opened the link and found the
 * participant; everything decided about the answers is decided here.
 */
export const submitAnswers = async (log: EventLog, input: SubmitAnswersInput): Promise<SubmitAnswersResult> => {
  const { link, pkg, participantId, submission, context } = input;
  const assessment = pkg.assessments.find((item) => item.id === submission.assessment_id && !item.is_archived);
  if (!assessment) throw new DomainError(RespondentMessages.assessmentNotInPackage, 400);
  const chosen = [...new Set(submission.collaboration.map((entry) => entry.collaborator_id))];
  const now = context.now;
  const command: SubmitAnswers = {
    type: 'SubmitAnswers',
    data: {
      package_id: link.package_id,
      workspace_id: link.workspace_id,
      team_id: link.team_id,
      cycle_id: link.cycle_id,
      link_id: link.link_id,
      participant_id: participantId,
      assessment: { id: assessment.id, version: assessment.version, answer_type: assessment.answer_type, questions: assessment.questions },
      answers: submission.answers,
      collaboration: submission.collaboration,
      collaborators_in_workspace: chosen.length === 0 ? new Set() : await input.collaboratorsInWorkspace(chosen),
      identified_by: input.identifiedBy,
      now: now.toISOString(),
      ...(submission.language ? { language: submission.language } : {}),
      anonymous_text_ids: anonymousTextIdsFor(submission.answers),
    },
  };
  const streamId = responseStream(link.package_id, participantId, link.cycle_id);
  const result = await handleCommand({
    log,
    decider: responseDecider,
    streamId,
    command,
    context,
    ...(input.responses ? { loader: input.responses.loader } : {}),
  });
  const accepted = result.appended !== null && result.events.length > 0;
  if (accepted) input.responses?.appended(streamId, result.state, result.appended!.nextExpectedRevision);
  const submitted = result.state.submitted.get(assessment.id);
  const answered = new Set([...result.state.submitted.keys()]);
  return {
    assessment_id: assessment.id,
    cycle_id: submitted?.cycle_id ?? link.cycle_id,
    submitted_at: submitted?.submitted_at ?? now.toISOString(),
    remaining: pkg.assessments.filter((item) => !item.is_archived && !answered.has(item.id)).length,
    already_submitted: !accepted,
  };
};
