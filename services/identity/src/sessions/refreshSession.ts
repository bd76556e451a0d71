import { IdentityMessages, RefreshRequest } from '@canopy/contracts/identity/api';
import { Answer, type Input, type PublicUseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { IdentityDeps } from '../http/shared.ts';

export const RefreshSessionInput = { body: RefreshRequest };

/** a refresh token exchanged for a new pair (the old one is spent); a spent one presented again revokes its session */
export const refreshSession = (deps: IdentityDeps) =>
  ({
    handle: async (input, { now }) => {
      const outcome = await deps.sessions.refresh(input.body.refresh_token, now);
      if (outcome.kind === 'reused') {
        deps.deps.logger.warn(
          { consultantId: outcome.consultantId, sessionId: outcome.sessionId },
          'a spent refresh token was presented again: session revoked',
        );
      }
      if (outcome.kind !== 'rotated') return new Answer(401, { detail: IdentityMessages.sessionExpired });
      const consultant = await deps.read.consultantById(outcome.consultantId);
      if (consultant?.status !== 'active') {
        await deps.sessions.revokeSession(outcome.sessionId, now, 'consultant no longer active');
        return new Answer(401, { detail: IdentityMessages.sessionExpired });
      }
      return deps.issueTokens(consultant, now, outcome);
    },
  }) satisfies PublicUseCase<Input<undefined, undefined, z.output<typeof RefreshRequest>>, unknown>;
