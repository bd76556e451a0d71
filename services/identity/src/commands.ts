import type { CommandContext } from '@canopy/platform/commands/eventLog';
import { handleCommand, type CommandResult } from '@canopy/platform/commands/handleCommand';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { consultantStreamId, type ConsultantEvent, type ConsultantState } from './consultant/consultant.ts';
import { consultantDecider, type ConsultantCommand } from './consultant/decide.ts';
import { emailClaimDecider, emailClaimStreamId } from './emailClaim/emailClaim.ts';
import { teamDecider, type TeamCommand } from './team/decide.ts';
import { teamStreamId, type TeamEvent, type TeamState } from './team/team.ts';

/** the read models the identity screens read next: commands wait for them (read-your-writes) */
export const IDENTITY_READ_MODELS = ['identity_consultants', 'identity_teams', 'identity_tokens'] as const;

/** Runs identity commands through their deciders, then waits (bounded) until the read models have the result. */
export const createIdentityCommands = (deps: ServiceDeps) => {
  const { platform, waiter } = deps;
  const settle = { waiter, readModels: IDENTITY_READ_MODELS };

  return {
    team: (teamId: string, command: TeamCommand, context: CommandContext): Promise<CommandResult<TeamEvent, TeamState>> =>
      handleCommand({ log: platform.log, decider: teamDecider, streamId: teamStreamId(teamId), command, context, settle }),

    consultant: (
      consultantId: string,
      command: ConsultantCommand,
      context: CommandContext,
    ): Promise<CommandResult<ConsultantEvent, ConsultantState>> =>
      handleCommand({
        log: platform.log,
        decider: consultantDecider,
        streamId: consultantStreamId(consultantId),
        command,
        context,
        settle,
      }),

    /**
     * The consultant id an e-mail belongs to: `candidateId` when the address was free (it is now claimed
     * for it), otherwise its owner's. A claim whose registration never happened is taken over by the next
     * registration: the consultant stream decides (it refuses when it already exists).
     */
    claimEmail: async (email: string, candidateId: string, context: CommandContext): Promise<string> => {
      const result = await handleCommand({
        log: platform.log,
        decider: emailClaimDecider,
        streamId: emailClaimStreamId(email),
        command: { type: 'ClaimEmail', data: { consultant_id: candidateId, now: context.now.toISOString() } },
        context,
      });
      return result.state.consultantId ?? candidateId;
    },
  };
};

export type IdentityCommands = ReturnType<typeof createIdentityCommands>;
