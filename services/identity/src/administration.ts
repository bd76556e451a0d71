import { randomUUID } from 'node:crypto';
import type { Team } from '@canopy/contracts/identity/api';
import { IdentityMessages } from '@canopy/contracts/identity/api';
import { DomainError } from '@canopy/platform/commands/decider';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import type { ImageStore } from '@canopy/platform/images/imageStore';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createIdentityCommands } from './commands.ts';
import { hashPassword } from './passwords.ts';
import { registerConsultant, requireSettablePassword } from './provisioning.ts';
import { createIdentityReadModel, toTeam } from './readModel.ts';
import { sessionGuardOf } from './sessions/sessionGuard.ts';
import { createSessionStore } from './sessions/sessionStore.ts';

/** who acts for the admin area: the platform administrator, the request, the moment */
export type AdministratorAct = { administratorId: string; correlationId: string; now: Date };

const contextOf = (act: AdministratorAct, teamId: string | null): CommandContext => ({
  teamId,
  actor: act.administratorId,
  correlationId: act.correlationId,
  now: act.now,
});

/**
 * What the admin area asks of the identity context: every team with its members, new teams and members, and a
 * password set for a member. The identity deciders decide; the acting administrator is each event's actor. Whether
 * the caller is an administrator is the admin area's check, made before it calls these.
 */
export const createIdentityAdministration = (deps: ServiceDeps) => {
  const { pool, config } = deps.platform;
  const commands = createIdentityCommands(deps);
  const read = createIdentityReadModel(pool);
  const sessions = createSessionStore(pool, {
    refreshTokenTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
    reuseGraceSeconds: config.REFRESH_TOKEN_REUSE_GRACE_SECONDS,
    forget: sessionGuardOf(deps.platform, deps.logger).forget,
  });

  const requireTeam = async (teamId: string) => {
    const team = await read.teamById(teamId);
    if (!team) throw new DomainError(IdentityMessages.teamNotFound, 404);
    return team;
  };

  return {
    /** every team, oldest first, with its members (the teams table and the team dialog) */
    async teams(images: Pick<ImageStore, 'urlFor'>): Promise<Team[]> {
      const teams = await read.allTeams();
      const members = await read.consultantsOfTeams(teams.map((team) => team.id));
      return teams.map((team) =>
        toTeam(
          team,
          members.filter((member) => member.team_id === team.id),
          images,
        ),
      );
    },

    teamById: read.teamById,
    consultantById: read.consultantById,

    /** a new team; answers its id */
    async createTeam(name: string, act: AdministratorAct): Promise<string> {
      const teamId = randomUUID();
      await commands.team(
        teamId,
        { type: 'CreateTeam', data: { team_id: teamId, name, created_by: act.administratorId, now: act.now.toISOString() } },
        contextOf(act, teamId),
      );
      return teamId;
    },

    /** an active member of the team who signs in at once with this password; answers the consultant's id */
    async addMember(
      input: { teamId: string; email: string; firstName: string; lastName: string; password: string },
      act: AdministratorAct,
    ): Promise<string> {
      await requireTeam(input.teamId);
      return registerConsultant(commands, input, contextOf(act, input.teamId));
    },

    /** sets the consultant's password and ends every session they have: whoever knew the old one is signed out */
    async setPassword(consultantId: string, password: string, act: AdministratorAct): Promise<{ teamId: string }> {
      requireSettablePassword(password);
      const consultant = await read.consultantById(consultantId);
      if (!consultant) throw new DomainError(IdentityMessages.consultantNotFound, 404);
      const password_hash = await hashPassword(password);
      await commands.consultant(
        consultantId,
        { type: 'SetPasswordAsAdministrator', data: { password_hash, administrator_id: act.administratorId, now: act.now.toISOString() } },
        contextOf(act, consultant.team_id),
      );
      await sessions.revokeAllOf(consultantId, act.now, 'password set by a platform administrator');
      return { teamId: consultant.team_id };
    },
  };
};

export type IdentityAdministration = ReturnType<typeof createIdentityAdministration>;
