import { ErrorBody } from '@canopy/contracts';
import { IdentityMessages } from '@canopy/contracts/identity/api';
import type { AuthUser } from '@canopy/platform/http/auth';
import { publicBaseUrl } from '@canopy/platform/http/publicUrl';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { ImageStore } from '@canopy/platform/images/imageStore';
import type { Mailer } from '@canopy/platform/mail/mailer';
import type { FastifyInstance } from 'fastify';
import { createIdentityCommands } from '../commands.ts';
import { createIdentityReadModel, type ConsultantRow } from '../readModel.ts';
import { createLoginThrottle } from '../sessions/loginThrottle.ts';
import { sessionGuardOf } from '../sessions/sessionGuard.ts';
import { createSessionStore } from '../sessions/sessionStore.ts';

export const TAGS = ['identity'];
export const errors = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
export const MULTIPART_NOTE = 'multipart/form-data; the optional image goes in `file` (png, jpg, jpeg or svg, below 1,000,000 bytes).';

/** What every identity use case uses: the read model, the commands, sessions, the throttle, the public address, tokens. */
export const identityHttpOf = (deps: ServiceDeps, app: FastifyInstance) => {
  const { config, pool } = deps.platform;
  const read = createIdentityReadModel(pool);
  const sessions = createSessionStore(pool, {
    refreshTokenTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
    reuseGraceSeconds: config.REFRESH_TOKEN_REUSE_GRACE_SECONDS,
    forget: sessionGuardOf(deps.platform, deps.logger).forget,
  });
  return {
    deps,
    read,
    commands: createIdentityCommands(deps),
    sessions,
    throttle: createLoginThrottle(pool, {
      maxPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS,
    }),
    /** links in mails never follow the Host header a request came with (a forged one would put another site in a reset mail) */
    baseUrl: () => publicBaseUrl(config, app.server),
    /** a token pair of the session `refresh` continues (a refresh), or of a new session (a sign-in) */
    async issueTokens(consultant: ConsultantRow, now: Date, refresh?: { sessionId: string; refreshToken: string }) {
      const session = refresh ?? (await sessions.start(consultant.id, now));
      const { token } = app.signAccessToken(
        { id: consultant.id, teamId: consultant.team_id, isPlatformAdmin: consultant.is_platform_admin, sessionId: session.sessionId },
        now,
      );
      return { access_token: token, refresh_token: session.refreshToken };
    },
    async currentConsultant(user: AuthUser): Promise<ConsultantRow> {
      const row = await read.consultantById(user.id);
      if (!row) throw httpError(404, IdentityMessages.consultantNotFound);
      return row;
    },
  };
};

export type IdentityHttp = ReturnType<typeof identityHttpOf>;

/**
 * What identity's use cases are handed (ADR 0145): the identity parts above with the app's images and mailer, and
 * `inBackground` for work finished after the answer (awaited before the process closes).
 */
export type IdentityDeps = IdentityHttp & {
  images: ImageStore;
  mailer: () => Mailer;
  inBackground: (name: string, work: () => Promise<void>) => void;
};

/** the identity use cases' parts on `app` (its images, mailer and close hook) */
export const identityDepsOf = (http: IdentityHttp, app: FastifyInstance): IdentityDeps => {
  const background = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...background]);
  });
  return {
    ...http,
    images: app.images,
    mailer: () => app.mailer,
    inBackground: (name, work) => {
      const task = work().catch((error: unknown) => http.deps.logger.error({ err: error, task: name }, 'identity background task failed'));
      background.add(task);
      void task.finally(() => background.delete(task));
    },
  };
};
