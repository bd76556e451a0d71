import { randomInt } from 'node:crypto';
import { SurveyMessages } from '@canopy/contracts/survey/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { newId } from '@canopy/platform/ids';
import { createLibraryReader, toAssessment } from '@canopy/projections/survey/library/read';
import { createPackagesReader } from '@canopy/projections/survey/packages/read';
import { createWorkspaceAccess } from '@canopy/workspace';
import { createSurveyCommands, loadAssessment } from '../commands.ts';
import type { SurveyDeps } from '../package/packageMessages.ts';
import { createPackagePorts } from '../package/packagePorts.ts';
import type { ContentDraft } from './content.ts';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** a short code people can read out: CA- and six letters or digits without the look-alikes (0/O, 1/I) */
export const generateCode = () => `CA-${Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

/** the editor's questions, a new question getting an id of its own */
export const draftOf = (body: {
  category_id?: string | null;
  name: ContentDraft['name'];
  description: ContentDraft['description'];
  type: ContentDraft['type'];
  answer_type: ContentDraft['answer_type'];
  is_cloneable: boolean;
  questions: Array<Omit<ContentDraft['questions'][number], 'id'> & { id?: string | undefined }>;
}): ContentDraft => ({
  category_id: body.category_id,
  name: body.name,
  description: body.description,
  type: body.type,
  answer_type: body.answer_type,
  is_cloneable: body.is_cloneable,
  questions: body.questions.map((question) => ({ ...question, id: question.id || newId() })),
});

/** what the assessment use cases read and write with, made once per process */
export const createAssessmentPorts = (deps: SurveyDeps) => {
  const { pool, log } = deps.platform;
  const read = createLibraryReader(pool);
  const packagePorts = createPackagePorts(deps);
  return {
    read,
    packages: createPackagesReader(pool),
    workspaces: createWorkspaceAccess(pool),
    packageAccess: packagePorts.packageAccess,
    /** a package as the screens show it, with its counts (what a change of its assessments answers) */
    packageAnswer: packagePorts.answer,
    commands: createSurveyCommands(deps),
    newId,
    newCode: generateCode,
    /** an assessment as its own stream tells it: what a clone or duplicate copies (the read model may lag behind) */
    loadAssessment: (assessmentId: string) => loadAssessment(log, assessmentId),
    isTeamCategory: (teamId: string, categoryId: string | null | undefined) =>
      categoryId ? read.isTeamCategory(teamId, categoryId) : Promise.resolve(false),
    /** one assessment of the team or of the default library (another team's 404) */
    answer: async (teamId: string, id: string) => {
      const row = await read.visible(teamId, id);
      if (!row) throw httpError(404, SurveyMessages.assessmentNotFound);
      return toAssessment(row);
    },
  };
};

export type AssessmentPorts = ReturnType<typeof createAssessmentPorts>;
