import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import { type ActionMail, createActionMail } from './actionMail.ts';

const made = new WeakMap<ServiceDeps, { mail: ActionMail; base: { url: (() => string) | null } }>();

/**
 * One ActionMail per runtime, shared by the routes (which queue an assignment's mail and tell it the gateway's
 * address for links without PUBLIC_URL) and the start hook (which works the jobs and the sweep).
 */
export const actionMailOf = (deps: ServiceDeps) => {
  let found = made.get(deps);
  if (!found) {
    const base: { url: (() => string) | null } = { url: null };
    const config = deps.platform.config;
    const fallback = () => (config.PUBLIC_URL ?? `http://localhost:${config.PORT || 3000}`).replace(/\/+$/, '');
    const mail = createActionMail(deps, { baseUrl: () => (base.url ?? fallback)(), daysBefore: config.ACTION_REMINDER_DAYS_BEFORE });
    found = { mail, base };
    made.set(deps, found);
  }
  return found;
};
