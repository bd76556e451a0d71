import {
  Assessment,
  AssessmentInput,
  CloneAssessmentRequest,
  Deleted,
  DuplicateAssessmentRequest,
  Package,
  PackageRelationRequest,
  SurveyMessages,
  SurveyPaths,
} from '@canopy/contracts/survey/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { newId } from '@canopy/platform/ids';
import type { SurveyDeps } from '../package/packageMessages.ts';
import { createLibraryReader, toAssessment } from '@canopy/projections/survey/library/read';
import { createPackagesReader } from '@canopy/projections/survey/packages/read';
import { createWorkspaceAccess } from '@canopy/workspace';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '@canopy/platform/commands/commandContext';
import { createSurveyCommands, loadAssessment } from '../commands.ts';
import { createSentCounts } from '../package/sentCounts.ts';
import { createPackageAccess } from './packageAccess.ts';
import { requireOwnTeam } from '../library/teamAccess.ts';
import { draftOf, errors, generateCode, IdParams, PathId } from './shared.ts';

const TAGS = ['assessments'];

/**
 * Assessments under /api/v1. A team reads its own and the default library's; another team's do not exist for
 * it (404 'Could not find assessment'). Default ones are read-only (403), cloned into a category of the team.
 */
export const assessmentRoutes =
  (deps: SurveyDeps): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { pool, log } = deps.platform;
    const read = createLibraryReader(pool);
    const packages = createPackagesReader(pool);
    const counts = createSentCounts(pool, deps.packageMessages);
    const workspaces = createWorkspaceAccess(pool);
    const packageAccess = createPackageAccess(pool);
    const commands = createSurveyCommands(deps);

    const answer = async (teamId: string, id: string) => {
      const row = await read.visible(teamId, id);
      if (!row) throw httpError(404, SurveyMessages.assessmentNotFound);
      return toAssessment(row);
    };
    const isTeamCategory = (teamId: string, categoryId: string | null | undefined) =>
      categoryId ? read.isTeamCategory(teamId, categoryId) : Promise.resolve(false);

    app.get(
      SurveyPaths.byTeam,
      {
        onRequest: app.requireUser,
        schema: { tags: TAGS, summary: "The team's active assessments", response: { 200: z.array(Assessment), ...errors } },
      },
      async (request) => (await read.ofTeam(request.user.teamId, false)).map(toAssessment),
    );

    app.get(
      SurveyPaths.archived,
      {
        onRequest: app.requireUser,
        schema: { tags: TAGS, summary: "The team's archived assessments", response: { 200: z.array(Assessment), ...errors } },
      },
      async (request) => (await read.ofTeam(request.user.teamId, true)).map(toAssessment),
    );

    app.get(
      '/assessments/by-workspace/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "The assessments the workspace's packages hold",
          description: "Another team's workspace answers 404, one the caller is not assigned to 403.",
          params: IdParams,
          response: { 200: z.array(Assessment), ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.id);
        const ids = await packages.assessmentIdsOfWorkspace(workspace.id);
        return (await read.byIds(ids)).map(toAssessment);
      },
    );

    app.get(
      '/assessments/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'One assessment of the team or of the default library',
          params: IdParams,
          response: { 200: Assessment, ...errors },
        },
      },
      async (request) => answer(request.user.teamId, request.params.id),
    );

    app.post(
      SurveyPaths.assessments,
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Create an assessment in a category of My Library',
          description: 'A code is generated when none is sent.',
          body: AssessmentInput,
          response: { 201: Assessment, ...errors },
        },
      },
      async (request, reply) => {
        const user = request.user;
        requireOwnTeam(request.body.team_id, user.teamId);
        const assessmentId = newId();
        const context = contextOf(request, user);
        const draft = draftOf(request.body);
        await commands.assessment(
          assessmentId,
          {
            type: 'CreateAssessment',
            data: {
              assessment_id: assessmentId,
              team_id: user.teamId,
              origin: 'custom',
              collection: null,
              code: request.body.code || generateCode(),
              draft,
              category_exists: await isTeamCategory(user.teamId, draft.category_id),
              by: user.id,
              now: context.now.toISOString(),
            },
          },
          context,
        );
        return reply.code(201).send(await answer(user.teamId, assessmentId));
      },
    );

    app.put(
      '/assessments/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Edit an assessment (a new version)',
          description: 'Default assessments are read-only (403); an answered one is locked (409) unless it is a linked survey.',
          params: IdParams,
          body: AssessmentInput,
          response: { 200: Assessment, ...errors },
        },
      },
      async (request) => {
        const user = request.user;
        requireOwnTeam(request.body.team_id, user.teamId);
        const context = contextOf(request, user);
        const draft = draftOf(request.body);
        const [category_exists, row] = await Promise.all([
          isTeamCategory(user.teamId, draft.category_id),
          read.visible(user.teamId, request.params.id),
        ]);
        // answered: from the answers the library read model has seen, whichever way they came
        const answered = row?.been_answered ?? false;
        await commands.assessment(
          request.params.id,
          { type: 'ReviseAssessment', data: { team_id: user.teamId, draft, category_exists, answered, now: context.now.toISOString() } },
          context,
        );
        return answer(user.teamId, request.params.id);
      },
    );

    app.delete(
      '/assessments/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Delete an assessment, active or archived',
          params: IdParams,
          response: { 200: Deleted, ...errors },
        },
      },
      async (request) => {
        const user = request.user;
        const context = contextOf(request, user);
        await commands.assessment(
          request.params.id,
          { type: 'DeleteAssessment', data: { team_id: user.teamId, by: user.id, now: context.now.toISOString() } },
          context,
        );
        return { id: request.params.id };
      },
    );

    app.put(
      '/assessments/:id/archivate',
      {
        onRequest: app.requireUser,
        schema: { tags: TAGS, summary: 'Archive an assessment', params: IdParams, response: { 200: Assessment, ...errors } },
      },
      async (request) => {
        const user = request.user;
        const context = contextOf(request, user);
        await commands.assessment(
          request.params.id,
          { type: 'ArchiveAssessment', data: { team_id: user.teamId, now: context.now.toISOString() } },
          context,
        );
        return answer(user.teamId, request.params.id);
      },
    );

    app.put(
      '/assessments/:id/unarchive-to-category/:categoryId',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Bring an archived assessment back into a category',
          params: IdParams.extend({ categoryId: PathId() }),
          response: { 200: Assessment, ...errors },
        },
      },
      async (request) => {
        const user = request.user;
        const { id, categoryId } = request.params;
        const context = contextOf(request, user);
        const category_exists = await isTeamCategory(user.teamId, categoryId);
        await commands.assessment(
          id,
          {
            type: 'UnarchiveAssessment',
            data: { team_id: user.teamId, category_id: categoryId, category_exists, now: context.now.toISOString() },
          },
          context,
        );
        return answer(user.teamId, id);
      },
    );

    const copy = async (
      request: FastifyRequest,
      mode: 'clone' | 'duplicate',
      sourceId: string,
      categoryId: string | null | undefined,
      sourceVersion?: number,
    ) => {
      const user = request.user;
      const source = await loadAssessment(log, sourceId);
      // a duplicate lands beside its original unless the caller names another category
      const category_id =
        categoryId || (mode === 'duplicate' && source.status !== 'none' && source.status !== 'deleted' ? source.content.category_id : null);
      const assessmentId = newId();
      const context = contextOf(request, user);
      await commands.assessment(
        assessmentId,
        {
          type: 'CopyAssessment',
          data: {
            assessment_id: assessmentId,
            team_id: user.teamId,
            mode,
            source,
            source_version: sourceVersion,
            category_id,
            category_exists: await isTeamCategory(user.teamId, category_id),
            code: generateCode(),
            by: user.id,
            now: context.now.toISOString(),
          },
        },
        context,
      );
      return answer(user.teamId, assessmentId);
    };

    app.post(
      '/assessments/:id/clone',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Clone a default assessment into a category of My Library',
          params: IdParams,
          body: CloneAssessmentRequest,
          response: { 201: Assessment, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await copy(request, 'clone', request.params.id, request.body.category_id, request.body.version)),
    );

    app.post(
      '/assessments/:id/duplicate',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "Duplicate one of the team's assessments (' (copy)', a new code)",
          params: IdParams,
          body: DuplicateAssessmentRequest,
          response: { 201: Assessment, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await copy(request, 'duplicate', request.params.id, request.body?.category_id)),
    );

    app.post(
      '/assessments/:id/to-package/:packageId',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Add (relation true) or remove (false) an assessment in a package',
          description:
            "The package's workspace must be the caller's team's (else 404 'Could not find package') and assigned to them (403).",
          params: IdParams.extend({ packageId: PathId() }),
          body: PackageRelationRequest,
          response: { 200: Package, ...errors },
        },
      },
      async (request) => {
        const user = request.user;
        const { id, packageId } = request.params;
        const pkg = await packageAccess.assigned(user, packageId);
        const assessment = await read.visible(user.teamId, id);
        if (!assessment && request.body.relation) throw httpError(404, SurveyMessages.assessmentNotFound);
        const context = contextOf(request, user, pkg.workspace_id);
        await commands.package(
          packageId,
          {
            type: 'SetPackageAssessment',
            data: {
              team_id: user.teamId,
              assessment_id: id,
              relation: request.body.relation,
              assessment_archived: assessment?.is_archived ?? false,
              now: context.now.toISOString(),
            },
          },
          context,
        );
        const answer = await packages.one(packageId);
        if (!answer) throw httpError(404, SurveyMessages.packageNotFound);
        return counts.withCounts(answer);
      },
    );
  };
