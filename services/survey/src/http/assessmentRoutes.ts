import { Assessment, Deleted, Package, SurveyPaths } from '@canopy/contracts/survey/api';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import * as archiveAssessment from '../assessment/archiveAssessment.ts';
import { createAssessmentPorts } from '../assessment/assessmentPorts.ts';
import * as cloneAssessment from '../assessment/cloneAssessment.ts';
import * as createAssessment from '../assessment/createAssessment.ts';
import * as deleteAssessment from '../assessment/deleteAssessment.ts';
import * as duplicateAssessment from '../assessment/duplicateAssessment.ts';
import * as listArchivedAssessments from '../assessment/listArchivedAssessments.ts';
import * as listTeamAssessments from '../assessment/listTeamAssessments.ts';
import * as listWorkspaceAssessments from '../assessment/listWorkspaceAssessments.ts';
import * as readAssessment from '../assessment/readAssessment.ts';
import * as reviseAssessment from '../assessment/reviseAssessment.ts';
import * as setPackageAssessment from '../assessment/setPackageAssessment.ts';
import * as unarchiveAssessment from '../assessment/unarchiveAssessment.ts';
import type { SurveyDeps } from '../package/packageMessages.ts';
import { IdParams } from './shared.ts';

/**
 * Assessments under /api/v1. A team reads its own and the default library's; another team's do not exist for
 * it (404 'Could not find assessment'). Default ones are read-only (403), cloned into a category of the team. Each
 * row names its use case in assessment/ (its access rule and handler, ADR 0145).
 */
export const assessmentRoutes =
  (deps: SurveyDeps): FastifyPluginAsync =>
  async (app) => {
    const ports = createAssessmentPorts(deps);
    mountRoutes(app, deps.clock, {
      tags: ['assessments'],
      routes: [
        route({
          method: 'GET',
          url: SurveyPaths.byTeam,
          summary: "The team's active assessments",
          response: z.array(Assessment),
          access: listTeamAssessments.access,
          handle: listTeamAssessments.listTeamAssessments(ports),
        }),
        route({
          method: 'GET',
          url: SurveyPaths.archived,
          summary: "The team's archived assessments",
          response: z.array(Assessment),
          access: listArchivedAssessments.access,
          handle: listArchivedAssessments.listArchivedAssessments(ports),
        }),
        route({
          method: 'GET',
          url: '/assessments/by-workspace/:id',
          summary: "The assessments the workspace's packages hold",
          description: "Another team's workspace answers 404, one the caller is not assigned to 403.",
          params: IdParams,
          response: z.array(Assessment),
          access: listWorkspaceAssessments.access(ports),
          handle: listWorkspaceAssessments.listWorkspaceAssessments(ports),
        }),
        route({
          method: 'GET',
          url: '/assessments/:id',
          summary: 'One assessment of the team or of the default library',
          params: IdParams,
          response: Assessment,
          access: readAssessment.access,
          handle: readAssessment.readAssessment(ports),
        }),
        route({
          method: 'POST',
          url: SurveyPaths.assessments,
          summary: 'Create an assessment in a category of My Library',
          description: 'A code is generated when none is sent.',
          body: createAssessment.Body,
          response: Assessment,
          status: 201,
          access: createAssessment.access,
          handle: createAssessment.createAssessment(ports),
        }),
        route({
          method: 'PUT',
          url: '/assessments/:id',
          summary: 'Edit an assessment (a new version)',
          description: 'Default assessments are read-only (403); an answered one is locked (409) unless it is a linked survey.',
          params: IdParams,
          body: reviseAssessment.Body,
          response: Assessment,
          access: reviseAssessment.access,
          handle: reviseAssessment.reviseAssessment(ports),
        }),
        route({
          method: 'DELETE',
          url: '/assessments/:id',
          summary: 'Delete an assessment, active or archived',
          params: IdParams,
          response: Deleted,
          access: deleteAssessment.access,
          handle: deleteAssessment.deleteAssessment(ports),
        }),
        route({
          method: 'PUT',
          url: '/assessments/:id/archivate',
          summary: 'Archive an assessment',
          params: IdParams,
          response: Assessment,
          access: archiveAssessment.access,
          handle: archiveAssessment.archiveAssessment(ports),
        }),
        route({
          method: 'PUT',
          url: '/assessments/:id/unarchive-to-category/:categoryId',
          summary: 'Bring an archived assessment back into a category',
          params: unarchiveAssessment.Params,
          response: Assessment,
          access: unarchiveAssessment.access,
          handle: unarchiveAssessment.unarchiveAssessment(ports),
        }),
        route({
          method: 'POST',
          url: '/assessments/:id/clone',
          summary: 'Clone a default assessment into a category of My Library',
          params: IdParams,
          body: cloneAssessment.Body,
          response: Assessment,
          status: 201,
          access: cloneAssessment.access,
          handle: cloneAssessment.cloneAssessment(ports),
        }),
        route({
          method: 'POST',
          url: '/assessments/:id/duplicate',
          summary: "Duplicate one of the team's assessments (' (copy)', a new code)",
          params: IdParams,
          body: duplicateAssessment.Body,
          response: Assessment,
          status: 201,
          access: duplicateAssessment.access,
          handle: duplicateAssessment.duplicateAssessment(ports),
        }),
        route({
          method: 'POST',
          url: '/assessments/:id/to-package/:packageId',
          summary: 'Add (relation true) or remove (false) an assessment in a package',
          description:
            "The package's workspace must be the caller's team's (else 404 'Could not find package') and assigned to them (403).",
          params: setPackageAssessment.Params,
          body: setPackageAssessment.Body,
          response: Package,
          access: setPackageAssessment.access(ports),
          handle: setPackageAssessment.setPackageAssessment(ports),
        }),
      ],
    });
  };
