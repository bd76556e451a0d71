import { PackageLinkResponse } from '@canopy/contracts/survey/links';
import { publicBaseUrl } from '@canopy/platform/http/publicUrl';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { FastifyPluginAsync } from 'fastify';
import { createLinkPorts } from '../link/linkPorts.ts';
import * as pauseLink from '../link/pauseLink.ts';
import * as readLink from '../link/readLink.ts';
import * as removeLink from '../link/removeLink.ts';
import * as setLink from '../link/setLink.ts';
import type { SurveyDeps } from '../package/packageMessages.ts';
import { IdParams } from './shared.ts';

/**
 * A package's link under /api/v1/packages/{id}/link, reached through the package's workspace (another team's package
 * is 404, one in a workspace the caller is not assigned to 403). Docs: docs/decisions/0035-link-cycles.md. Each row
 * names its use case in link/ (its access rule and handler, ADR 0145).
 */
export const linkRoutes =
  (deps: SurveyDeps): FastifyPluginAsync =>
  async (app) => {
    const ports = createLinkPorts(deps, () => publicBaseUrl(deps.platform.config, app.server));
    mountRoutes(app, deps.clock, {
      tags: ['package links'],
      routes: [
        route({
          method: 'GET',
          url: '/packages/:id/link',
          summary: "The package's link ('' when it has none)",
          params: IdParams,
          response: PackageLinkResponse,
          access: readLink.access(ports),
          handle: readLink.readLink(ports),
        }),
        route({
          method: 'POST',
          url: '/packages/:id/link',
          summary: 'Generate the link (dated, 30 days by default, or forever), or change the end of the current one',
          params: IdParams,
          body: setLink.Body,
          response: PackageLinkResponse,
          access: setLink.access(ports),
          handle: setLink.setLink(ports),
        }),
        route({
          method: 'PUT',
          url: '/packages/:id/link',
          summary: 'Remove the link (not while the package has delayed messages); its cycle ends',
          params: IdParams,
          response: PackageLinkResponse,
          access: removeLink.access(ports),
          handle: removeLink.removeLink(ports),
        }),
        route({
          method: 'PUT',
          url: '/packages/:id/link/is-paused',
          summary: "Pause a forever link ('Temporary Disable') or activate it again",
          params: IdParams,
          body: pauseLink.Body,
          response: PackageLinkResponse,
          access: pauseLink.access(ports),
          handle: pauseLink.pauseLink(ports),
        }),
      ],
    });
  };
