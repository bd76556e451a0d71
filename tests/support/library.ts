import { randomUUID } from 'node:crypto';
import type { Assessment, Category, Package } from '@canopy/contracts/survey/api';
import { responseStream, type RecordedAnswer } from '@canopy/contracts/survey/responseEvents';
import type { Workspace } from '@canopy/contracts/workspace/api';
import type { Runtime } from '@canopy/gateway';
import type { apiClient } from './identity.ts';

// Helpers for specs that need assessments in the library: made through the API as the web client makes them.

type Api = ReturnType<typeof apiClient>;

/** a category of the caller's team (POST /categories); throws on anything but 201 */
export const createCategory = async (api: Api, token: string, name: string): Promise<Category> => {
  const answer = await api.call<Category>('POST', '/categories', { token, json: { name } });
  if (answer.status !== 201) throw new Error(`creating category ${name} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** an assessment in English with its questions numbered in order (POST /assessments); throws on anything but 201 */
export const createAssessment = async (
  api: Api,
  token: string,
  categoryId: string,
  name: string,
  questions: ReadonlyArray<{ body: string; answer_type: string }>,
): Promise<Assessment> => {
  const answer = await api.call<Assessment>('POST', '/assessments', {
    token,
    json: {
      name: { en_US: name },
      category_id: categoryId,
      questions: questions.map((question, index) => ({ index, body: { en_US: question.body }, answer_type: question.answer_type })),
    },
  });
  if (answer.status !== 201) throw new Error(`creating ${name} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** a package of the workspace (POST /packages) with no description; throws on anything but 201 */
export const createPackage = async (api: Api, token: string, workspaceId: string, name: string): Promise<Package> => {
  const answer = await api.call<Package>('POST', '/packages', { token, json: { name, description: '', workspace_id: workspaceId } });
  if (answer.status !== 201) throw new Error(`creating package ${name} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** the assessment added to the package (POST /assessments/:id/to-package/:packageId); throws unless it succeeds */
export const addToPackage = async (api: Api, token: string, assessmentId: string, packageId: string): Promise<void> => {
  const answer = await api.call('POST', `/assessments/${assessmentId}/to-package/${packageId}`, { token, json: { relation: true } });
  if (answer.status >= 300)
    throw new Error(`adding ${assessmentId} to ${packageId} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
};

/** a new category holding one new assessment, added to a new package of the workspace: what answers are given to */
export const createAssessedPackage = async (
  api: Api,
  token: string,
  workspaceId: string,
  names: { category: string; assessment: string; package: string },
  questions: ReadonlyArray<{ body: string; answer_type: string }>,
) => {
  const category = await createCategory(api, token, names.category);
  const assessment = await createAssessment(api, token, category.id, names.assessment, questions);
  const pkg = await createPackage(api, token, workspaceId, names.package);
  await addToPackage(api, token, assessment.id, pkg.id);
  return { category, assessment, pkg };
};

/**
 * One respondent's answers to an assessment of the package in a cycle, appended straight to their response
 * stream as the respondent's answer command writes them (no collaborators, no texts); resolves to the append's result.
 */
export const appendSubmission = (
  runtime: Pick<Runtime, 'platform'>,
  to: { workspace: Workspace; pkg: Package; assessment: Assessment; cycleId: string },
  participantId: string,
  answers: RecordedAnswer[],
  submittedAt: string,
) =>
  runtime.platform.log.append(
    responseStream(to.pkg.id, participantId, to.cycleId),
    [
      {
        type: 'AssessmentResponseSubmitted',
        data: {
          package_id: to.pkg.id,
          workspace_id: to.workspace.id,
          team_id: to.workspace.team_id,
          cycle_id: to.cycleId,
          link_id: `link-${to.cycleId}`,
          participant_id: participantId,
          assessment_id: to.assessment.id,
          assessment_version: to.assessment.version,
          answers,
          collaboration: [],
          texts: {},
          identified_by: 'credential',
          submitted_at: submittedAt,
        },
      },
    ],
    {
      expectedRevision: 'any',
      context: {
        teamId: to.workspace.team_id,
        workspaceId: to.workspace.id,
        actor: participantId,
        correlationId: randomUUID(),
        now: new Date(),
      },
    },
  );
