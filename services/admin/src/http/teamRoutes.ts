import { ErrorBody } from '@canopy/contracts';
import { AddedAnswer, AddMemberRequest, AddTeamRequest, AdminPaths, ResetMemberPasswordRequest } from '@canopy/contracts/admin/api';
import { checkNewMember, checkPasswordReset, checkTeamName, type RuleResult } from '@canopy/contracts/admin/rules';
import { MessageAnswer, Team } from '@canopy/contracts/identity/api';
import { DomainError } from '@canopy/platform/commands/decider';
import { contextOf } from '@canopy/platform/commands/commandContext';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createIdentityAdministration } from '@canopy/identity';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminCommands } from '../commands.ts';
import { administratorOf, requireAdministrator } from './administrator.ts';

const TAGS = ['admin'];
const errors = { '4xx': ErrorBody, '5xx': ErrorBody } as const;

/** the value a rule let through, or its message as a 400 */
const passed = <T>(result: RuleResult<T>): T => {
  if (!result.ok) throw new DomainError(result.error, 400);
  return result.value;
};

export const PASSWORD_SET_MESSAGE = 'The password was changed; the member was signed out everywhere';

/**
 * Teams and members (spec: Admin calls): the teams table, 'Add new team', 'New member' and 'Reset Password'. The
 * identity context decides each change through its entry point, with the administrator as actor; the admin context
 * then records the action for the audit trail.
 */
export const teamRoutes =
  (deps: ServiceDeps, commands: AdminCommands): FastifyPluginAsync =>
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const identity = createIdentityAdministration(deps);
    const onRequest = requireAdministrator(app);
    const act = (request: FastifyRequest, now: Date) => ({ administratorId: request.user.id, correlationId: request.id, now });

    app.get(
      AdminPaths.teams,
      {
        onRequest,
        schema: { tags: TAGS, summary: 'Every team with its members, oldest first', response: { 200: z.array(Team), ...errors } },
      },
      async () => identity.teams(app.images),
    );

    app.post(
      AdminPaths.teams,
      {
        onRequest,
        schema: { tags: TAGS, summary: 'Add a team', body: AddTeamRequest, response: { 201: AddedAnswer, ...errors } },
      },
      async (request, reply) => {
        const name = passed(checkTeamName(request.body.name));
        const now = deps.clock.now();
        const teamId = await identity.createTeam(name, act(request, now));
        await commands.record(
          { type: 'RecordTeamAdded', data: { team_id: teamId, name } },
          administratorOf(request.user),
          contextOf(request, request.user, null, now),
        );
        return reply.code(201).send({ id: teamId });
      },
    );

    app.post(
      AdminPaths.members,
      {
        onRequest,
        schema: {
          tags: TAGS,
          summary: 'Add a member to a team: an active consultant who signs in at once with the password given',
          body: AddMemberRequest,
          response: { 201: AddedAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const member = passed(checkNewMember(request.body));
        const now = deps.clock.now();
        const consultantId = await identity.addMember(
          {
            teamId: member.team_id,
            email: member.email,
            firstName: member.first_name,
            lastName: member.last_name,
            password: member.password,
          },
          act(request, now),
        );
        await commands.record(
          { type: 'RecordMemberAdded', data: { team_id: member.team_id, consultant_id: consultantId } },
          administratorOf(request.user),
          contextOf(request, request.user, null, now),
        );
        return reply.code(201).send({ id: consultantId });
      },
    );

    app.post(
      AdminPaths.resetPassword,
      {
        onRequest,
        schema: {
          tags: TAGS,
          summary: "Set a member's password; every session of the member ends",
          body: ResetMemberPasswordRequest,
          response: { 200: MessageAnswer, ...errors },
        },
      },
      async (request) => {
        const password = passed(checkPasswordReset(request.body));
        const now = deps.clock.now();
        const { teamId } = await identity.setPassword(request.body.id, password, act(request, now));
        await commands.record(
          { type: 'RecordPasswordReset', data: { team_id: teamId, consultant_id: request.body.id } },
          administratorOf(request.user),
          contextOf(request, request.user, null, now),
        );
        return { message: PASSWORD_SET_MESSAGE };
      },
    );
  };
