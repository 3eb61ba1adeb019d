/**
 * PostgreSQL's codes for "the server is going away or not taking connections": class 08 (connection exception),
 * 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now) and 53300 (too many connections).
 */
const unavailableCodes = /^(08...|57P0[1-3]|53300)$/;
/** What the driver and the socket say when the connection is gone or cannot be made. */
const unavailableNodeCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const unavailableMessages = [
  /Connection terminated/i,
  /Client has encountered a connection error and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /is not currently accepting connections/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

/**
 * Whether an error says the database cannot be reached right now (a restart, a failover, connections refused), as
 * opposed to a query that failed on its own: the first is an outage to wait out (503, retried), the second a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Only the error itself: the driver's errors reach us unwrapped, and another service's wrapped cause (a bucket
  // refusing connections inside ArtifactStoreUnavailable) is not the database's.
  if (!(error instanceof Error)) return false;
  const code = 'code' in error ? String(error.code) : '';
  return unavailableCodes.test(code) || unavailableNodeCodes.has(code) || unavailableMessages.some((pattern) => pattern.test(error.message));
}
