import { BenchmarkParticipation } from '@canopy/contracts/admin/api';
import { type Input, teamAccess, type UseCase } from '@canopy/platform/http/routeTable';
import type { createBenchmarkParticipationReader } from '@canopy/projections/admin/benchmarkParticipation/read';
import type { z } from 'zod';
import type { AdminCommands } from '../commands.ts';

// A team's own choice whether its workspaces feed the platform benchmark: any consultant of the team reads and sets it.

export type ParticipationDeps = {
  read: Pick<ReturnType<typeof createBenchmarkParticipationReader>, 'optedOut'>;
  commands: Pick<AdminCommands, 'benchmarkParticipation'>;
};

export const SetParticipationInput = { body: BenchmarkParticipation };

/** whether the caller's team keeps out of the platform benchmark */
export const readParticipation = (deps: ParticipationDeps) =>
  ({
    access: teamAccess,
    handle: async (_input, { user }) => ({ opted_out: await deps.read.optedOut(user.teamId) }),
  }) satisfies UseCase<unknown, { teamId: string }, unknown>;

/** the caller's team's workspaces kept out of the platform benchmark (opted_out true), or let in */
export const setParticipation = (deps: ParticipationDeps) =>
  ({
    access: teamAccess,
    handle: async (input, { user, now, context }) => {
      await deps.commands.benchmarkParticipation(
        user.teamId,
        {
          type: 'SetBenchmarkParticipation',
          data: { team_id: user.teamId, opted_out: input.body.opted_out, by: user.id, now: now.toISOString() },
        },
        context,
      );
      return { opted_out: await deps.read.optedOut(user.teamId) };
    },
  }) satisfies UseCase<Input<undefined, undefined, z.output<typeof BenchmarkParticipation>>, { teamId: string }, unknown>;
