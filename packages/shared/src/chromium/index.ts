// Which Chromium the browser tests, the sitegen tests and the scripts start: one rule for all of them.
// Node-free on purpose (this package also reaches the browser): the caller passes the environment and fs.existsSync.

/**
 * Where Debian (and Ubuntu) install Chromium, tried in this order when CHROMIUM_PATH is not set. Every start is headless,
 * so Debian's headless shell (package chromium-headless-shell, the old headless mode) comes first: it draws the same
 * pages with about half the processor time of the full browser's headless mode (the browser tests ran in 233 s, not 331 s).
 */
export const KNOWN_CHROMIUM_PATHS: readonly string[] = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Headless, and nothing that reaches out to the network on its own (the machines have a closed network). */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The Chromium executable: CHROMIUM_PATH when it is set, else the first of KNOWN_CHROMIUM_PATHS that exists.
 * Throws with what to do when CHROMIUM_PATH names a missing file or no known path exists.
 */
export function resolveChromiumPath(env: Readonly<Record<string, string | undefined>>, exists: (path: string) => boolean): string {
  const configured = env.CHROMIUM_PATH?.trim();
  if (configured) {
    if (!exists(configured)) {
      throw new Error(`CHROMIUM_PATH is ${configured}, which does not exist: point it at a Chromium executable, or unset it to use ${KNOWN_CHROMIUM_PATHS.join(' or ')}`);
    }
    return configured;
  }
  const found = KNOWN_CHROMIUM_PATHS.find((path) => exists(path));
  if (found) return found;
  throw new Error(`Chromium was not found at ${KNOWN_CHROMIUM_PATHS.join(' or ')}: install it (apt-get install chromium-headless-shell, or chromium) or set CHROMIUM_PATH to its executable`);
}
