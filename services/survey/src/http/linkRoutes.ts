import {
  DEFAULT_LINK_DAYS,
  PackageLinkRequest,
  PackageLinkResponse,
  PauseLinkRequest,
  SECONDS_PER_DAY,
} from '@canopy/contracts/survey/links';
import { SurveyMessages } from '@canopy/contracts/survey/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { newPublicLinkId } from '@canopy/platform/http/publicLimits';
import { publicBaseUrl } from '@canopy/platform/http/publicUrl';
import { newId } from '@canopy/platform/ids';
import type { SurveyDeps } from '../package/packageMessages.ts';
import { createPackageLinksReader } from '@canopy/projections/survey/packageLinks/read';
import { createPackagesReader } from '@canopy/projections/survey/packages/read';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { contextOf } from '@canopy/platform/commands/commandContext';
import { createSurveyCommands } from '../commands.ts';
import { linkAnswer } from '../link/linkAnswer.ts';
import { createPackageAccess } from './packageAccess.ts';
import { errors, IdParams } from './shared.ts';

const TAGS = ['package links'];

/** a link id: the platform's public link id (128 random bits, URL-safe), so links can be neither guessed nor walked */
export const newLinkId = newPublicLinkId;

/** the end a request asks for: `days` from now wins over `link_expiration`; neither is the default 30 days */
export const requestedEnd = (body: z.output<typeof PackageLinkRequest>, now: Date): string | null => {
  if (body.is_forever) return null;
  if (body.days !== undefined) return new Date(now.getTime() + body.days * SECONDS_PER_DAY * 1000).toISOString();
  if (body.link_expiration !== undefined && body.link_expiration > 0) return new Date(body.link_expiration * 1000).toISOString();
  return new Date(now.getTime() + DEFAULT_LINK_DAYS * SECONDS_PER_DAY * 1000).toISOString();
};

/**
 * A package's link under /api/v1/packages/{id}/link, reached through the package's workspace (another team's package
 * is 404, one in a workspace the caller is not assigned to 403). Docs: docs/decisions/0035-link-cycles.md.
 */
export const linkRoutes =
  (deps: SurveyDeps): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { pool, config } = deps.platform;
    const links = createPackageLinksReader(pool);
    const packages = createPackagesReader(pool);
    const access = createPackageAccess(pool);
    const commands = createSurveyCommands(deps);
    const baseUrl = () => publicBaseUrl(config, app.server);

    const messages = deps.packageMessages(pool);
    // the package's scheduled and triggered messages hold its link: it is not removed while they wait, and its days
    // cover the latest of them (the messaging read model answers both, recomputed as messages are deleted)
    /** a link change: the package the caller is assigned to, the moment it is decided at, and its events' metadata */
    const linkChange = async (request: FastifyRequest<{ Params: { id: string } }>) => {
      const user = request.user;
      const pkg = await access.assigned(user, request.params.id);
      const now = deps.clock.now();
      return { user, pkg, now, context: contextOf(request, user, pkg.workspace_id, now) };
    };
    const rulesOf = async (packageId: string) => {
      const rules = await packages.linkRulesOf(packageId);
      if (!rules) throw httpError(404, SurveyMessages.packageNotFound);
      const schedule = await messages.packageSchedule(packageId, deps.clock.now());
      return { has_delayed_messages: schedule.is_has_delayed_message, min_number_of_days: schedule.min_number_of_days };
    };
    const answer = async (packageId: string) =>
      linkAnswer(packageId, await links.current(packageId), await rulesOf(packageId), baseUrl(), deps.clock.now());
    const route = { params: IdParams, response: { 200: PackageLinkResponse, ...errors } };

    app.get(
      '/packages/:id/link',
      { onRequest: app.requireUser, schema: { tags: TAGS, summary: "The package's link ('' when it has none)", ...route } },
      async (request) => {
        const pkg = await access.assigned(request.user, request.params.id);
        return answer(pkg.id);
      },
    );

    app.post(
      '/packages/:id/link',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Generate the link (dated, 30 days by default, or forever), or change the end of the current one',
          body: PackageLinkRequest,
          ...route,
        },
      },
      async (request) => {
        const { user, pkg, now, context } = await linkChange(request);
        const rules = await rulesOf(pkg.id);
        await commands.link(
          pkg.id,
          {
            type: 'SetPackageLink',
            data: {
              package_id: pkg.id,
              workspace_id: pkg.workspace_id,
              team_id: pkg.team_id,
              link_id: newLinkId(),
              cycle_id: newId(),
              is_forever: request.body.is_forever,
              expires_at: requestedEnd(request.body, now),
              min_number_of_days: rules.min_number_of_days,
              by: user.id,
              now: now.toISOString(),
            },
          },
          context,
        );
        return answer(pkg.id);
      },
    );

    app.put(
      '/packages/:id/link',
      {
        onRequest: app.requireUser,
        schema: { tags: TAGS, summary: 'Remove the link (not while the package has delayed messages); its cycle ends', ...route },
      },
      async (request) => {
        const { user, pkg, now, context } = await linkChange(request);
        const rules = await rulesOf(pkg.id);
        await commands.link(
          pkg.id,
          {
            type: 'RemovePackageLink',
            data: { package_id: pkg.id, has_delayed_messages: rules.has_delayed_messages, by: user.id, now: now.toISOString() },
          },
          context,
        );
        return answer(pkg.id);
      },
    );

    app.put(
      '/packages/:id/link/is-paused',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "Pause a forever link ('Temporary Disable') or activate it again",
          body: PauseLinkRequest,
          ...route,
        },
      },
      async (request) => {
        const { pkg, now, context } = await linkChange(request);
        await commands.link(
          pkg.id,
          { type: 'SetPackageLinkPaused', data: { package_id: pkg.id, is_paused: request.body.is_paused, now: now.toISOString() } },
          context,
        );
        return answer(pkg.id);
      },
    );
  };
