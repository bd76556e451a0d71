import type { Answer, apiClient } from './identity.ts';

// The signed-in API call of the e2e and int specs, written once. A spec declares it at describe level, before its
// beforeAll has started the product and signed in, so the client and the token are read when the call is made.

type ApiClient = ReturnType<typeof apiClient>;
/** who calls: the client on the product and the consultant's access token (none for a public route) */
export type Caller = { api: ApiClient; token?: string };
type Extra = { form?: FormData; headers?: Record<string, string> };

/**
 * A call that answers the body and throws (naming the route, the status and the body) when the status is 300 or
 * more: for the set-up steps of a spec, whose failure is not what the spec pins. `json` is the request's body.
 */
export const bodyCaller =
  (caller: () => Caller) =>
  async <T = any>(method: string, path: string, json?: unknown, extra: Extra = {}): Promise<T> => {
    const { api, token } = caller();
    const answer = await api.call<T>(method, path, { token, json, ...extra });
    if (answer.status >= 300) throw new Error(`${method} ${path} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

/**
 * A call that answers status, body and headers as they came, for the steps whose answer the spec asserts; `token`
 * overrides the caller's (another consultant's, or undefined for none).
 */
export const answerCaller =
  (caller: () => Caller) =>
  <T = any>(
    method: string,
    path: string,
    json?: unknown,
    token: string | undefined = caller().token,
    extra: Extra = {},
  ): Promise<Answer<T>> =>
    caller().api.call<T>(method, path, { token, json, ...extra });
