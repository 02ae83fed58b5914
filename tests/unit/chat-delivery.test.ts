import { describe, expect, it } from 'vitest';
import { isRetryableStatus, newIdempotencyKey, retryDelayMs, RETRY_MAX_DELAY_MS } from '@/domain/chat-delivery';

describe('newIdempotencyKey', () => {
  it('is a UUID without dashes, within the API’s 8–64 characters of [A-Za-z0-9_-]', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(key).toHaveLength(32);
    expect(newIdempotencyKey(() => '123e4567-e89b-12d3-a456-426614174000')).toBe('123e4567e89b12d3a456426614174000');
  });

  it('differs for each message', () => {
    expect(new Set(Array.from({ length: 50 }, () => newIdempotencyKey())).size).toBe(50);
  });
});

describe('isRetryableStatus', () => {
  it('retries when the server was not reached, timed out, throttled or failed', () => {
    for (const status of [0, 408, 429, 500, 502, 503, 504]) expect(isRetryableStatus(status)).toBe(true);
  });

  it('does not retry an answer about the message itself (other 4xx)', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) expect(isRetryableStatus(status)).toBe(false);
  });
});

describe('retryDelayMs', () => {
  it('doubles from 1 s per attempt', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000]);
  });

  it('never waits more than 30 s, however many attempts', () => {
    expect(retryDelayMs(6)).toBe(RETRY_MAX_DELAY_MS);
    expect(retryDelayMs(100)).toBe(RETRY_MAX_DELAY_MS);
  });

  it('treats attempt 0 or below as the first', () => {
    expect(retryDelayMs(0)).toBe(1000);
  });
});
