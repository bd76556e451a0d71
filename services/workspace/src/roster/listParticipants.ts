import { ListParticipantsRequest } from '@canopy/contracts/participants/api';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { WorkspaceAccessRow } from '../access/workspaceAccess.ts';
import { workspaceInBody } from './rosterAccess.ts';
import type { RosterDeps } from './rosterDeps.ts';

export const ListParticipantsInput = { body: ListParticipantsRequest };

/** a page of the participants table of a workspace the caller is assigned to */
export const listParticipants = (deps: RosterDeps) =>
  ({
    access: workspaceInBody(deps),
    handle: async (input) => deps.read.page(input.body),
  }) satisfies UseCase<Input<undefined, undefined, z.output<typeof ListParticipantsRequest>>, WorkspaceAccessRow, unknown>;
