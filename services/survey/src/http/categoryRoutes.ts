import { Category, CategoryInput, Deleted, SurveyMessages, SurveyPaths, type Assessment } from '@canopy/contracts/survey/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { newId } from '@canopy/platform/ids';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createLibraryReader, toAssessment, type CategoryRow } from '@canopy/projections/survey/library/read';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '@canopy/platform/commands/commandContext';
import { createSurveyCommands } from '../commands.ts';
import { errors, IdParams, PathId, requireOwnTeam } from './shared.ts';

const TAGS = ['categories'];

/** categories with the assessments on each, in the order of the library */
const shelves = (categories: readonly CategoryRow[], assessments: readonly Assessment[], keepEmpty: boolean): Category[] =>
  categories
    .map((category) => ({ ...category, assessments: assessments.filter((assessment) => assessment.category_id === category.id) }))
    .filter((category) => keepEmpty || category.assessments.length > 0);

/**
 * Categories under /api/v1: a team's own (another team's do not exist for the caller: 404 'Could not find cat')
 * and the default library's shelves, read by everyone (paths: docs/decisions/0032-survey-library-api.md).
 */
export const categoryRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const read = createLibraryReader(deps.platform.pool);
    const commands = createSurveyCommands(deps);

    const myLibrary = async (teamId: string) =>
      shelves(await read.categories(teamId), (await read.ofTeam(teamId, false)).map(toAssessment), true);
    const answer = async (teamId: string, categoryId: string) => {
      const category = (await myLibrary(teamId)).find((shelf) => shelf.id === categoryId);
      if (!category) throw httpError(404, SurveyMessages.categoryNotFound);
      return category;
    };

    app.get(
      SurveyPaths.categoriesWithAssessments,
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "My Library: the team's categories with their active assessments",
          response: { 200: z.array(Category), ...errors },
        },
      },
      async (request) => myLibrary(request.user.teamId),
    );

    app.get(
      '/categories/by-team/:teamId',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "The team's categories (another team answers 404)",
          params: z.object({ teamId: PathId() }),
          response: { 200: z.array(Category), ...errors },
        },
      },
      async (request) => {
        if (request.params.teamId !== request.user.teamId) throw httpError(404, SurveyMessages.categoryNotFound);
        return myLibrary(request.user.teamId);
      },
    );

    app.get(
      SurveyPaths.defaultLibrary,
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'The Canopy Library: the default categories with their assessments',
          response: { 200: z.array(Category), ...errors },
        },
      },
      async () => shelves(await read.categories(null), (await read.ofCollection('canopy')).map(toAssessment), false),
    );

    app.get(
      SurveyPaths.communityLibrary,
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Community assessments: the community-contributed set of the default library',
          response: { 200: z.array(Category), ...errors },
        },
      },
      async () => shelves(await read.categories(null), (await read.ofCollection('community')).map(toAssessment), false),
    );

    app.post(
      SurveyPaths.categories,
      {
        onRequest: app.requireUser,
        schema: { tags: TAGS, summary: 'Create a category in My Library', body: CategoryInput, response: { 201: Category, ...errors } },
      },
      async (request, reply) => {
        const user = request.user;
        requireOwnTeam(request.body.team_id, user.teamId);
        const categoryId = newId();
        const context = contextOf(request, user);
        const { name, description } = request.body;
        await commands.category(
          categoryId,
          {
            type: 'CreateCategory',
            data: { category_id: categoryId, team_id: user.teamId, name, description, by: user.id, now: context.now.toISOString() },
          },
          context,
        );
        return reply.code(201).send(await answer(user.teamId, categoryId));
      },
    );

    app.put(
      '/categories/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Rename a category or change its description',
          params: IdParams,
          body: CategoryInput,
          response: { 200: Category, ...errors },
        },
      },
      async (request) => {
        const user = request.user;
        requireOwnTeam(request.body.team_id, user.teamId);
        const context = contextOf(request, user);
        const { name, description } = request.body;
        await commands.category(
          request.params.id,
          { type: 'RenameCategory', data: { team_id: user.teamId, name, description, now: context.now.toISOString() } },
          context,
        );
        return answer(user.teamId, request.params.id);
      },
    );

    app.delete(
      '/categories/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Delete an empty category',
          description: 'A category still holding active assessments is refused (409).',
          params: IdParams,
          response: { 200: Deleted, ...errors },
        },
      },
      async (request) => {
        const user = request.user;
        const context = contextOf(request, user);
        const count = (await read.isTeamCategory(user.teamId, request.params.id)) ? await read.activeInCategory(request.params.id) : 0;
        await commands.category(
          request.params.id,
          { type: 'DeleteCategory', data: { team_id: user.teamId, assessments_count: count, by: user.id, now: context.now.toISOString() } },
          context,
        );
        return { id: request.params.id };
      },
    );
  };
