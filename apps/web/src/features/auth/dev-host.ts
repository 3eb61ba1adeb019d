const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The spec's development mode: the page is served from localhost or a loopback address, or from port 3000. */
export function isDevHost(location: Pick<Location, 'hostname' | 'port'>): boolean {
  return loopbackHosts.has(location.hostname) || location.port === '3000';
}
