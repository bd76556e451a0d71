import { AdminMessages } from '@canopy/contracts/admin/rules';
import { beforeAll, expect } from 'vitest';
import type { apiClient } from './identity.ts';
import { provisionTestTeam } from './identity.ts';
import type { startTestRuntime } from './runtime.ts';
import { withTwoTeams } from './twoTeams.ts';

type Api = ReturnType<typeof apiClient>;

/** a platform administrator's e-mail and password in the admin specs */
export const ADMIN = { email: 'root@example.com', password: 'root-secret-1' };

/**
 * The two teams of withTwoTeams (Ada and Alan in Team A, Bea in Team B) and a platform administrator (Rita Root of
 * the team 'Platform'), with her access token.
 */
export const withAdministrator = (options?: Parameters<typeof startTestRuntime>[0]) => {
  const world = withTwoTeams(options) as ReturnType<typeof withTwoTeams> & { admin: string; adminId: string; platformTeamId: string };
  beforeAll(async () => {
    const platform = await provisionTestTeam(world.runtime, 'Platform', [
      { ...ADMIN, firstName: 'Rita', lastName: 'Root', isPlatformAdmin: true },
    ]);
    world.platformTeamId = platform.teamId;
    world.adminId = platform.consultantIds[0]!;
    world.admin = await world.api.tokenFor(ADMIN.email, ADMIN.password);
  });
  return world;
};

export type AdminProbe = { method: string; path: string; json?: unknown };

/**
 * Every probe answers 401 without a token and 403 {detail} to each token given (consultants without the
 * administrator flag, of whatever team), and changes nothing.
 */
export const expectAdminsOnly = async (api: Api, tokens: readonly string[], probes: readonly AdminProbe[]) => {
  for (const probe of probes) {
    const anonymous = await api.call(probe.method, probe.path, { json: probe.json });
    expect(anonymous.status, `${probe.method} ${probe.path} without a token`).toBe(401);
    expect(anonymous.body).toHaveProperty('detail');
    for (const token of tokens) {
      const answer = await api.call(probe.method, probe.path, { token, json: probe.json });
      expect(answer, `${probe.method} ${probe.path}`).toMatchObject({ status: 403, body: { detail: AdminMessages.notAdmin } });
    }
  }
};
