import type { CommandContext } from '@canopy/platform/commands/eventLog';
import { handleCommand } from '@canopy/platform/commands/handleCommand';
import { streamCommand } from '@canopy/platform/commands/streamCommand';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { consultantStreamId } from './consultant/consultant.ts';
import { consultantDecider } from './consultant/decide.ts';
import { emailClaimDecider, emailClaimStreamId } from './emailClaim/emailClaim.ts';
import { teamDecider } from './team/decide.ts';
import { teamStreamId } from './team/team.ts';

/** the read models the identity screens read next: commands wait for them (read-your-writes) */
export const IDENTITY_READ_MODELS = ['identity_consultants', 'identity_teams', 'identity_tokens'] as const;

/** Runs identity commands through their deciders, then waits (bounded) until the read models have the result. */
export const createIdentityCommands = (deps: ServiceDeps) => {
  const { platform } = deps;
  return {
    team: streamCommand(deps, teamDecider, teamStreamId, IDENTITY_READ_MODELS),
    consultant: streamCommand(deps, consultantDecider, consultantStreamId, IDENTITY_READ_MODELS),

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
