import { CaughtMailAnswer, DEV_MAIL_PATH } from '@canopy/contracts';
import { apiFetch } from '../session/apiFetch';

/** GET /dev/mail: a page of the mail the catcher holds, newest first, older than `before` (platform administrators only). */
export function fetchCaughtMail(before: string | null, { signal }: { signal?: AbortSignal } = {}): Promise<CaughtMailAnswer> {
  const path = before === null ? DEV_MAIL_PATH : `${DEV_MAIL_PATH}?before=${encodeURIComponent(before)}`;
  return apiFetch(path, { schema: CaughtMailAnswer, signal });
}
