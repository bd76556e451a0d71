import { HrisMessages } from '@canopy/contracts/hris/api';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import { Answer, type AccessRule, type Input } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createWorkspaceAccess, type WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import type { HrisState } from './connection/connection.ts';
import type { HrisService } from './hrisService.ts';
import { HrisProviderError } from './provider/hrisProvider.ts';
import { createHrisReadModel } from './readModel.ts';

/** every HRIS path names its workspace */
export const Params = z.object({ id: z.string().describe('the workspace id') });

/** what the HRIS use cases share: the HRIS service (provider, commands, secrets, scheduler, sync) and its read model */
export const hrisDepsOf = (deps: ServiceDeps, hris: HrisService) => ({
  ...hris,
  access: createWorkspaceAccess(deps.platform.pool),
  read: createHrisReadModel(deps.platform.pool),
  config: deps.platform.config,
  logger: deps.logger,
  clock: deps.clock,
});
export type HrisDeps = ReturnType<typeof hrisDepsOf>;

/** every HRIS route acts on the workspace in `:id`, which the caller must be assigned to (another team's 404, 403) */
export const assignedWorkspace = (
  deps: Pick<HrisDeps, 'access'>,
): AccessRule<Input<{ id: string }, unknown, unknown, unknown>, WorkspaceAccessRow> => ({
  scope: (input, user) => deps.access.assigned(user, input.params.id),
  workspaceOf: (workspace) => workspace.id,
});

/** where the request came (`https://host`): Finch Connect returns to the web app there when no address is configured */
export type RequestOrigin = { origin: string };
/** the form reader of the connect rows: they read no body, only the address the request came to */
export const requestOrigin = async (request: FastifyRequest): Promise<RequestOrigin> => ({
  origin: `${request.protocol}://${request.host}`,
});

/** Finch Connect comes back to the web app, which hands the code to retrieve-account-token */
export const redirectUriFor = (deps: Pick<HrisDeps, 'provider' | 'config'>, { origin }: RequestOrigin) => {
  if (deps.provider.kind !== 'finch') return null;
  if (deps.config.FINCH_REDIRECT_URI) return deps.config.FINCH_REDIRECT_URI;
  return `${(deps.config.PUBLIC_URL ?? origin).replace(/\/+$/, '')}/hris/finch-callback`;
};

/** the HR system provider's failure as the 502 every HRIS route answers (any other error goes on) */
export const providerFailed = (deps: Pick<HrisDeps, 'logger'>, error: unknown): Answer => {
  if (!(error instanceof HrisProviderError)) throw error;
  deps.logger.warn({ err: error }, 'the HR system provider failed');
  return new Answer(502, { detail: HrisMessages.providerUnavailable });
};

/** a queued run shows as in progress at once (the job records nothing more when it starts it) */
export const startRun = async (
  deps: Pick<HrisDeps, 'commands'>,
  workspace: WorkspaceAccessRow,
  runId: string | null,
  trigger: 'connect' | 'manual',
  context: CommandContext,
) => {
  if (runId)
    await deps.commands.handle(
      workspace.id,
      { type: 'StartSync', data: { run_id: runId, trigger, now: context.now.toISOString(), next_sync_at: null } },
      context,
    );
};

/** connecting is refused (409) while the workspace is connected, unless it must be authorised again */
export const requireConnectable = (state: HrisState) => {
  if (state.status === 'connected' && !state.reauthRequired) throw httpError(409, HrisMessages.alreadyConnected);
};

/** the connection of a connected workspace (409 otherwise) */
export const requireConnected = (state: HrisState) => {
  if (state.status !== 'connected') throw httpError(409, HrisMessages.notConnected);
  return state;
};
