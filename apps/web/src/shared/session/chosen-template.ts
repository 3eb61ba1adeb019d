/**
 * The gallery template a person chose with "Create based on this template" before signing in. The builder's
 * navigation state carries the choice only while the person stays signed in; a detour through login, registration
 * or a verification link opened in another tab would drop it, so the choice is also kept in the browser for a day.
 */
const key = 'chosen-template';
const keptFor = 24 * 60 * 60 * 1000;

export function rememberChosenTemplate(fileName: string, now = Date.now()): void {
  localStorage.setItem(key, JSON.stringify({ fileName, at: now }));
}

/** The template chosen less than a day ago and not yet taken into the builder, then forgotten. */
export function takeChosenTemplate(now = Date.now()): string | undefined {
  const raw = localStorage.getItem(key);
  if (raw === null) return undefined;
  localStorage.removeItem(key);
  try {
    const { fileName, at } = JSON.parse(raw) as { fileName?: unknown; at?: unknown };
    return typeof fileName === 'string' && typeof at === 'number' && now - at < keptFor ? fileName : undefined;
  } catch {
    return undefined;
  }
}
