import { randomUUID } from 'node:crypto';
import { NewPassword } from '@canopy/contracts/identity/api';
import { DomainError } from '@canopy/platform/commands/decider';
import type { CommandContext } from '@canopy/platform/commands/eventLog';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { createIdentityCommands, type IdentityCommands } from './commands.ts';
import { hashPassword } from './passwords.ts';

export type NewConsultant = { email: string; firstName: string; lastName: string; password: string; isPlatformAdmin?: boolean };

const systemContext = (teamId: string | null, now: Date): CommandContext => ({ teamId, actor: 'system', correlationId: randomUUID(), now });

// the system sets passwords by the same rule as a person does
export const requireSettablePassword = (password: string) => {
  const checked = NewPassword.safeParse(password);
  if (!checked.success) throw new DomainError(checked.error.issues[0]?.message ?? 'The password is not valid', 400);
};

/** Registers an active consultant with a password: claims the e-mail, then records the registration (409 when taken). */
export const registerConsultant = async (
  commands: IdentityCommands,
  input: NewConsultant & { teamId: string },
  context: CommandContext,
): Promise<string> => {
  requireSettablePassword(input.password);
  const consultantId = await commands.claimEmail(input.email, randomUUID(), context);
  await commands.consultant(
    consultantId,
    {
      type: 'RegisterConsultant',
      data: {
        consultant_id: consultantId,
        team_id: input.teamId,
        email: input.email,
        first_name: input.firstName,
        last_name: input.lastName,
        password_hash: await hashPassword(input.password),
        is_platform_admin: input.isPlatformAdmin ?? false,
        now: context.now.toISOString(),
      },
    },
    context,
  );
  return consultantId;
};

/**
 * A team with its first consultants, as the system (demo data; tests; later the admin area). The read
 * models have them when this returns.
 */
export const provisionTeam = async (
  deps: ServiceDeps,
  input: { name: string; consultants: NewConsultant[]; now?: Date },
): Promise<{ teamId: string; consultantIds: string[] }> => {
  for (const consultant of input.consultants) requireSettablePassword(consultant.password);
  const commands = createIdentityCommands(deps);
  const now = input.now ?? deps.clock.now();
  const teamId = randomUUID();
  await commands.team(
    teamId,
    { type: 'CreateTeam', data: { team_id: teamId, name: input.name, created_by: null, now: now.toISOString() } },
    systemContext(teamId, now),
  );
  const consultantIds: string[] = [];
  for (const consultant of input.consultants)
    consultantIds.push(await registerConsultant(commands, { ...consultant, teamId }, systemContext(teamId, now)));
  return { teamId, consultantIds };
};
