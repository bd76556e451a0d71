import { ParticipantMessages } from '@canopy/contracts/participants/api';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import { z } from 'zod';
import type { WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import { assignedWorkspace, type CsvImportDeps, ownerOf } from './csvImportDeps.ts';

// the import id is the UUID the client chose (x-csv-import-id); another string answers 400, not a failed query
const ProgressParams = z.object({ id: z.string(), importId: z.uuid() });
export const ReadProgressInput = { params: ProgressParams };

/** how far the caller's import in this workspace has got (404 before it reached the server, or a minute after it ended) */
export const readProgress = (deps: CsvImportDeps) =>
  ({
    access: assignedWorkspace(deps),
    handle: async (input, { user, scope: workspace }) => {
      const progress = await deps.imports.read(ownerOf(workspace.id, user.id), input.params.importId);
      if (!progress) throw httpError(404, ParticipantMessages.importNotFound);
      return progress;
    },
  }) satisfies UseCase<Input<z.output<typeof ProgressParams>>, WorkspaceAccessRow, unknown>;
