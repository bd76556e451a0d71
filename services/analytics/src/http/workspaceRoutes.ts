import { ErrorBody, Text } from '@canopy/contracts';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createSettingsReader } from '@canopy/projections/analytics/settings/read';
import { createPackagesReader } from '@canopy/projections/survey/packages/read';
import { createWorkspaceAccess } from '@canopy/workspace';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const TAGS = ['analytics'];
export const errors = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
export const WorkspaceParams = z.object({ workspaceId: Text().max(64) });

/**
 * What every analytics plugin starts from: the typed app and the readers behind the workspace rule (another team's
 * workspace 404, one the caller is not assigned to 403), the workspace's packages and its minimum group sizes.
 */
export const workspaceRoutes = (instance: FastifyInstance, deps: ServiceDeps) => {
  const { pool } = deps.platform;
  return {
    app: instance.withTypeProvider<ZodTypeProvider>(),
    pool,
    workspaces: createWorkspaceAccess(pool),
    packages: createPackagesReader(pool),
    settings: createSettingsReader(pool),
  };
};
