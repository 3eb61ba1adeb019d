/** A JSON call to a bench's server as a signed-in account: GET without a body, POST with one; throws on a non-2xx answer. */
export function apiClient(baseUrl: string) {
  return async function call<T>(route: string, token: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}/api/v1${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}
