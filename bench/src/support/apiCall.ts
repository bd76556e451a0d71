/** One JSON call to the runtime's /api/v1 with an optional bearer token; a status of 300 or more throws with the body. */
export const apiCall =
  (url: string) =>
  async <T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> => {
    const answer = await fetch(`${url}/api/v1${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
