import { Deleted, Package, PackageInput, SurveyMessages, SurveyPaths } from '@canopy/contracts/survey/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { newId } from '@canopy/platform/ids';
import type { SurveyDeps } from '../package/packageMessages.ts';
import { createPackageLinksReader } from '@canopy/projections/survey/packageLinks/read';
import { createPackagesReader } from '@canopy/projections/survey/packages/read';
import { createWorkspaceAccess } from '@canopy/workspace';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '@canopy/platform/commands/commandContext';
import { createSurveyCommands } from '../commands.ts';
import type { PackageFields } from '../package/package.ts';
import { createSentCounts } from '../package/sentCounts.ts';
import { createPackageAccess } from './packageAccess.ts';
import { errors, IdParams } from './shared.ts';

const TAGS = ['packages'];

/** `is_attributed` absent: confidential on create (the decider keeps the package's own on edit) */
const fieldsOf = (body: z.output<typeof PackageInput>): Omit<PackageFields, 'is_attributed'> & { is_attributed?: boolean } => ({
  name: body.name,
  description: body.description,
  languages_tags: body.languages_tags,
  is_scheduled: body.is_scheduled,
  logo_team: body.logo_team,
  logo_workspace: body.logo_workspace,
  welcome_screen_title: body.welcome_screen_title,
  welcome_screen_description: body.welcome_screen_description,
  is_attributed: body.is_attributed,
});

/**
 * Packages under /api/v1, reached through their workspace (the workspace rule: another team's is 404, one the
 * caller is not assigned to 403). Paths not shown by the spec: docs/decisions/0032-survey-library-api.md.
 */
export const packageRoutes =
  (deps: SurveyDeps): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { pool } = deps.platform;
    const read = createPackagesReader(pool);
    const workspaces = createWorkspaceAccess(pool);
    const access = createPackageAccess(pool);
    const commands = createSurveyCommands(deps);
    const messages = deps.packageMessages(pool);
    const counts = createSentCounts(pool, deps.packageMessages);
    const links = createPackageLinksReader(pool);
    /** a link was made at some time: its respondents were told whether their answers are seen with their names */
    const hasHadLink = async (packageId: string) => (await links.cyclesOfPackage(packageId)).length > 0;
    const hasScheduledMessages = async (packageId: string) =>
      (await messages.packageSchedule(packageId, deps.clock.now())).is_has_delayed_message;

    const answer = async (id: string) => {
      const found = await read.one(id);
      if (!found) throw httpError(404, SurveyMessages.packageNotFound);
      return counts.withCounts(found);
    };

    app.get(
      '/packages/by-workspace/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: "The workspace's packages with their assessments",
          params: IdParams,
          response: { 200: z.array(Package), ...errors },
        },
      },
      async (request) => {
        const workspace = await workspaces.assigned(request.user, request.params.id);
        return counts.allWithCounts(await read.ofWorkspace(workspace.id));
      },
    );

    app.get(
      '/packages/:id',
      {
        onRequest: app.requireUser,
        schema: { tags: TAGS, summary: 'One package with its assessments', params: IdParams, response: { 200: Package, ...errors } },
      },
      async (request) => {
        await access.assigned(request.user, request.params.id);
        return answer(request.params.id);
      },
    );

    app.post(
      SurveyPaths.packages,
      {
        onRequest: app.requireUser,
        schema: { tags: TAGS, summary: 'Create a package in a workspace', body: PackageInput, response: { 201: Package, ...errors } },
      },
      async (request, reply) => {
        const user = request.user;
        if (!request.body.workspace_id) throw httpError(400, SurveyMessages.workspaceRequired);
        const workspace = await workspaces.assigned(user, request.body.workspace_id);
        const packageId = newId();
        const context = contextOf(request, user, workspace.id);
        await commands.package(
          packageId,
          {
            type: 'CreatePackage',
            data: {
              package_id: packageId,
              workspace_id: workspace.id,
              team_id: user.teamId,
              fields: { ...fieldsOf(request.body), is_attributed: request.body.is_attributed ?? false },
              by: user.id,
              now: context.now.toISOString(),
            },
          },
          context,
        );
        return reply.code(201).send(await answer(packageId));
      },
    );

    app.put(
      '/packages/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Change a package (name, languages, welcome screen, logos)',
          params: IdParams,
          body: PackageInput,
          response: { 200: Package, ...errors },
        },
      },
      async (request) => {
        const user = request.user;
        const pkg = await access.assigned(user, request.params.id);
        const context = contextOf(request, user, pkg.workspace_id);
        await commands.package(
          pkg.id,
          {
            type: 'UpdatePackage',
            data: {
              team_id: user.teamId,
              fields: fieldsOf(request.body),
              now: context.now.toISOString(),
              has_scheduled_messages: await hasScheduledMessages(pkg.id),
              has_link: await hasHadLink(pkg.id),
            },
          },
          context,
        );
        return answer(pkg.id);
      },
    );

    app.delete(
      '/packages/:id',
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: 'Delete a package (one with scheduled messages only with ?confirm=true)',
          params: IdParams,
          querystring: z.object({ confirm: z.enum(['true', 'false']).optional() }),
          response: { 200: Deleted, ...errors },
        },
      },
      async (request) => {
        const user = request.user;
        const pkg = await access.assigned(user, request.params.id);
        const context = contextOf(request, user, pkg.workspace_id);
        await commands.package(
          pkg.id,
          {
            type: 'DeletePackage',
            data: {
              team_id: user.teamId,
              by: user.id,
              now: context.now.toISOString(),
              has_scheduled_messages: await hasScheduledMessages(pkg.id),
              confirmed: request.query.confirm === 'true',
            },
          },
          context,
        );
        return { id: pkg.id };
      },
    );
  };
