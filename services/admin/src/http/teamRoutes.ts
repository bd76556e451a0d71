import { AddedAnswer, AdminPaths } from '@canopy/contracts/admin/api';
import { MessageAnswer, Team } from '@canopy/contracts/identity/api';
import { mountRoutes, route } from '@canopy/platform/http/routeTable';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AdminCommands } from '../commands.ts';
import { addMember, AddMemberInput } from '../teams/addMember.ts';
import { addTeam, AddTeamInput } from '../teams/addTeam.ts';
import { listTeams } from '../teams/listTeams.ts';
import { resetMemberPassword, ResetMemberPasswordInput } from '../teams/resetMemberPassword.ts';
import { teamDepsOf } from '../teams/teamDeps.ts';
import { administratorsOnly } from './administrator.ts';

/**
 * Teams and members (spec: Admin calls): the teams table, 'Add new team', 'New member' and 'Reset Password'. The
 * identity context decides each change through its entry point, with the administrator as actor; the admin context
 * then records the action for the audit trail. Each row calls its use case in teams/ (ADR 0145).
 */
export const teamRoutes =
  (serviceDeps: ServiceDeps, commands: AdminCommands): FastifyPluginAsync =>
  async (app) => {
    const deps = teamDepsOf(serviceDeps, commands, app.images);
    mountRoutes(app, serviceDeps.clock, {
      tags: ['admin'],
      onRequest: [administratorsOnly],
      routes: [
        route({
          method: 'GET',
          url: AdminPaths.teams,
          summary: 'Every team with its members, oldest first',
          response: z.array(Team),
          ...listTeams(deps),
        }),
        route({
          method: 'POST',
          url: AdminPaths.teams,
          summary: 'Add a team',
          ...AddTeamInput,
          response: AddedAnswer,
          status: 201,
          ...addTeam(deps),
        }),
        route({
          method: 'POST',
          url: AdminPaths.members,
          summary: 'Add a member to a team: an active consultant who signs in at once with the password given',
          ...AddMemberInput,
          response: AddedAnswer,
          status: 201,
          ...addMember(deps),
        }),
        route({
          method: 'POST',
          url: AdminPaths.resetPassword,
          summary: "Set a member's password; every session of the member ends",
          ...ResetMemberPasswordInput,
          response: MessageAnswer,
          ...resetMemberPassword(deps),
        }),
      ],
    });
  };
