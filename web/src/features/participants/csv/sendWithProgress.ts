import type { z } from 'zod';
import { API_BASE, ApiError, FALLBACK_DETAIL, detailFromBody } from '../../../shared/api/http';
import { validAccessToken } from '../../session/apiFetch';
import { endSession } from '../../session/sessionEvents';

/** bytes sent so far; `sent` once the whole body is out and the server is working on it */
export type UploadProgress = { loaded: number; total: number; sent: boolean };

/**
 * An authenticated multipart POST through XMLHttpRequest, because fetch reports no upload progress.
 * Errors are the same ApiError (with the server's `detail`) that apiFetch throws. `headers` are added to
 * the request (the CSV import names itself in one).
 */
export async function sendWithProgress<T>(
  path: string,
  body: FormData,
  schema: z.ZodType<T>,
  onProgress?: (progress: UploadProgress) => void,
  headers: Record<string, string> = {},
): Promise<T> {
  const token = await validAccessToken();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${path}`);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total, sent: false });
    };
    request.upload.onload = () => onProgress?.({ loaded: 1, total: 1, sent: true });
    request.onerror = () => reject(new ApiError(0, FALLBACK_DETAIL));
    request.onload = () => {
      const text = request.responseText;
      let value: unknown;
      let json = false;
      try {
        value = text === '' ? undefined : JSON.parse(text);
        json = value !== undefined;
      } catch {
        json = false;
      }
      const read = json ? { json: true as const, value } : { json: false as const, text };
      if (request.status >= 200 && request.status < 300) {
        const parsed = schema.safeParse(value);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(request.status, FALLBACK_DETAIL, value, { cause: parsed.error }));
        return;
      }
      // as every other call: a 401 ends the session (the token was fresh, so it is not an expiry)
      if (request.status === 401) endSession({ kind: 'expired' });
      reject(new ApiError(request.status, detailFromBody(request.status, read), json ? value : text));
    };
    request.send(body);
  });
}
