import { API_PREFIX } from '@sitecraft/shared/product';
import { currentLanguage } from '../../i18n/interface-language.ts';
import { readToken } from '../session/session-storage.ts';

/** The API's base: the SPA's own origin unless VITE_API_URL points a separately hosted SPA elsewhere. */
export const apiBase = `${(import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '')}${API_PREFIX}`;

/** A failed call: `status` is undefined when no answer came back at all. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function apiRequest<T>(path: string, options: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  // The server answers in the interface's language (for a signed-in person, the one kept on the account).
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': currentLanguage() };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  // A file (a picture upload) goes as its own bytes with its own type; anything else as JSON.
  const file = options.body instanceof Blob ? options.body : undefined;
  if (options.body !== undefined) headers['content-type'] = file ? file.type : 'application/json';

  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : String(error));
  }
  const data: unknown = await response.json().catch(() => undefined);
  const serverMessage = typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string' ? data.message : undefined;
  if (!response.ok) throw new ApiError(serverMessage ?? `HTTP ${response.status}`, response.status, serverMessage);
  return data as T;
}

/**
 * What a screen shows for a failed call: the server's message when it sent one, `fallback` when it answered
 * without one, and `noAnswer` (given the error text) when no answer came back at all.
 */
export function describeApiError(error: unknown, texts: { fallback: string; noAnswer: (detail: string) => string }): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof ApiError && error.status !== undefined) return texts.fallback;
  return texts.noAnswer(error instanceof Error ? error.message : String(error));
}
