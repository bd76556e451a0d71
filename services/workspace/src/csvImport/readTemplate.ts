import { ParticipantMessages } from '@canopy/contracts/participants/api';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { z } from 'zod';
import type { WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import { assignedWorkspace, type CsvImportDeps, IdParams } from './csvImportDeps.ts';

export const ReadTemplateInput = { params: IdParams };

/** the workspace's matching template: the CSV mapping its imports saved (404 until one did) */
export const readTemplate = (deps: CsvImportDeps) =>
  ({
    access: assignedWorkspace(deps),
    handle: async (_input, { scope: workspace }) => {
      const template = await deps.templates.read(workspace.id);
      if (!template) throw httpError(404, ParticipantMessages.templateNotFound);
      return template;
    },
  }) satisfies UseCase<Input<z.output<typeof IdParams>>, WorkspaceAccessRow, unknown>;
