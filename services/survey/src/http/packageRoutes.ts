import { Deleted, Package, SurveyPaths } from '@canopy/contracts/survey/api';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import * as createPackage from '../package/createPackage.ts';
import * as deletePackage from '../package/deletePackage.ts';
import * as listPackages from '../package/listPackages.ts';
import type { SurveyDeps } from '../package/packageMessages.ts';
import { createPackagePorts } from '../package/packagePorts.ts';
import * as readPackage from '../package/readPackage.ts';
import * as updatePackage from '../package/updatePackage.ts';
import { IdParams } from './shared.ts';

/**
 * Packages under /api/v1, reached through their workspace (the workspace rule: another team's is 404, one the
 * caller is not assigned to 403). Paths not shown by the spec: docs/decisions/0032-survey-library-api.md. Each row
 * names its use case in package/ (its access rule and handler, ADR 0145).
 */
export const packageRoutes =
  (deps: SurveyDeps): FastifyPluginAsync =>
  async (app) => {
    const ports = createPackagePorts(deps);
    mountRoutes(app, deps.clock, {
      tags: ['packages'],
      routes: [
        route({
          method: 'GET',
          url: '/packages/by-workspace/:id',
          summary: "The workspace's packages with their assessments",
          params: IdParams,
          response: z.array(Package),
          access: listPackages.access(ports),
          handle: listPackages.listPackages(ports),
        }),
        route({
          method: 'GET',
          url: '/packages/:id',
          summary: 'One package with its assessments',
          params: IdParams,
          response: Package,
          access: readPackage.access(ports),
          handle: readPackage.readPackage(ports),
        }),
        route({
          method: 'POST',
          url: SurveyPaths.packages,
          summary: 'Create a package in a workspace',
          body: createPackage.Body,
          response: Package,
          status: 201,
          access: createPackage.access(ports),
          handle: createPackage.createPackage(ports),
        }),
        route({
          method: 'PUT',
          url: '/packages/:id',
          summary: 'Change a package (name, languages, welcome screen, logos)',
          params: IdParams,
          body: updatePackage.Body,
          response: Package,
          access: updatePackage.access(ports),
          handle: updatePackage.updatePackage(ports),
        }),
        route({
          method: 'DELETE',
          url: '/packages/:id',
          summary: 'Delete a package (one with scheduled messages only with ?confirm=true)',
          params: IdParams,
          querystring: deletePackage.Query,
          response: Deleted,
          access: deletePackage.access(ports),
          handle: deletePackage.deletePackage(ports),
        }),
      ],
    });
  };
