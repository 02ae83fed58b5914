/** How the web sends a chat message: one idempotency key per message, retried with backoff until acknowledged. */

export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;

/**
 * The key the API accepts (8–64 characters of [A-Za-z0-9_-]): a UUID without its dashes. Made once per
 * message and kept for its retries, so the server stores it once however many times it arrives.
 */
export function newIdempotencyKey(random: () => string = () => crypto.randomUUID()): string {
  return random().replace(/-/g, '');
}

/**
 * Worth retrying with the same key: the server was not reached (status 0), timed out (408), throttled us (429)
 * or failed (5xx). Any other 4xx is an answer about the message itself and will not change on a retry.
 */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** Exponential backoff from 1 s, doubling per failed attempt (attempt 1 = first retry), capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  const exponent = Math.max(0, attempt - 1);
  return Math.min(RETRY_MAX_DELAY_MS, RETRY_BASE_DELAY_MS * 2 ** exponent);
}
