/**
 * Is this error the database being out of reach (stopped, restarting, failing over, refusing connections)
 * rather than a fault of the request or of the code? Such errors answer 503 with Retry-After: the next
 * attempt may well succeed, and nothing was written (every write runs in a transaction).
 */

/** Socket-level failures of node-postgres reaching the server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server going away or not accepting sessions
 * (https://www.postgresql.org/docs/current/errcodes-appendix.html): class 08 (connection exception) below,
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down),
 * 53300 too_many_connections.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and pg-pool raise these as plain Errors without a code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within connectionTimeoutMillis
  /is not queryable$/, // a client whose connection died ("… connection error and is not queryable", "… was closed …")
];

/** Drizzle wraps driver errors (DrizzleQueryError.cause); Node wraps one failure per address in an AggregateError. */
const MAX_DEPTH = 6;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
