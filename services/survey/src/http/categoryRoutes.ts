import { Category, Deleted, SurveyPaths } from '@canopy/contracts/survey/api';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { createCategoryPorts } from '../category/categoryPorts.ts';
import * as createCategory from '../category/createCategory.ts';
import * as deleteCategory from '../category/deleteCategory.ts';
import * as listMyLibrary from '../category/listMyLibrary.ts';
import * as listTeamCategories from '../category/listTeamCategories.ts';
import * as readCommunityLibrary from '../category/readCommunityLibrary.ts';
import * as readDefaultLibrary from '../category/readDefaultLibrary.ts';
import * as renameCategory from '../category/renameCategory.ts';
import { IdParams } from './shared.ts';

/**
 * Categories under /api/v1: a team's own (another team's do not exist for the caller: 404 'Could not find cat')
 * and the default library's shelves, read by everyone (paths: docs/decisions/0032-survey-library-api.md). Each row
 * names its use case in category/ (its access rule and handler, ADR 0145).
 */
export const categoryRoutes =
  (deps: ServiceDeps): FastifyPluginAsync =>
  async (app) => {
    const ports = createCategoryPorts(deps);
    mountRoutes(app, deps.clock, {
      tags: ['categories'],
      routes: [
        route({
          method: 'GET',
          url: SurveyPaths.categoriesWithAssessments,
          summary: "My Library: the team's categories with their active assessments",
          response: z.array(Category),
          access: listMyLibrary.access,
          handle: listMyLibrary.listMyLibrary(ports),
        }),
        route({
          method: 'GET',
          url: '/categories/by-team/:teamId',
          summary: "The team's categories (another team answers 404)",
          params: listTeamCategories.Params,
          response: z.array(Category),
          access: listTeamCategories.access,
          handle: listTeamCategories.listTeamCategories(ports),
        }),
        route({
          method: 'GET',
          url: SurveyPaths.defaultLibrary,
          summary: 'The Canopy Library: the default categories with their assessments',
          response: z.array(Category),
          access: readDefaultLibrary.access,
          handle: readDefaultLibrary.readDefaultLibrary(ports),
        }),
        route({
          method: 'GET',
          url: SurveyPaths.communityLibrary,
          summary: 'Community assessments: the community-contributed set of the default library',
          response: z.array(Category),
          access: readCommunityLibrary.access,
          handle: readCommunityLibrary.readCommunityLibrary(ports),
        }),
        route({
          method: 'POST',
          url: SurveyPaths.categories,
          summary: 'Create a category in My Library',
          body: createCategory.Body,
          response: Category,
          status: 201,
          access: createCategory.access,
          handle: createCategory.createCategory(ports),
        }),
        route({
          method: 'PUT',
          url: '/categories/:id',
          summary: 'Rename a category or change its description',
          params: IdParams,
          body: renameCategory.Body,
          response: Category,
          access: renameCategory.access,
          handle: renameCategory.renameCategory(ports),
        }),
        route({
          method: 'DELETE',
          url: '/categories/:id',
          summary: 'Delete an empty category',
          description: 'A category still holding active assessments is refused (409).',
          params: IdParams,
          response: Deleted,
          access: deleteCategory.access,
          handle: deleteCategory.deleteCategory(ports),
        }),
      ],
    });
  };
