import { describe, expect, it } from 'vitest';
import { afterDisconnection, afterFetch, afterLiveMessage, INITIAL_CURSOR } from '@/domain/chat-cursor';

describe('catch-up cursor', () => {
  it('starts at 0 and follows the first load, then live messages', () => {
    let cursor = afterFetch(INITIAL_CURSOR, [3, 8, 5]);
    expect(cursor).toEqual({ upTo: 8, isFrozen: false });
    cursor = afterLiveMessage(cursor, 12);
    expect(cursor.upTo).toBe(12);
  });

  it('ignores live messages before the first load answers', () => {
    expect(afterLiveMessage(INITIAL_CURSOR, 40)).toEqual(INITIAL_CURSOR);
  });

  it('stays where it was from a disconnection until the catch-up fetch, whatever arrives meanwhile', () => {
    // Offline: the other side's message 20 is stored, then our retried send is acknowledged as 21.
    let cursor = afterDisconnection(afterFetch(INITIAL_CURSOR, [10]));
    cursor = afterLiveMessage(cursor, 22);
    expect(cursor.upTo).toBe(10);
    cursor = afterFetch(cursor, [20, 21, 22]);
    expect(cursor).toEqual({ upTo: 22, isFrozen: false });
  });

  it('never goes back', () => {
    expect(afterFetch({ upTo: 30, isFrozen: true }, []).upTo).toBe(30);
    expect(afterLiveMessage({ upTo: 30, isFrozen: false }, 12).upTo).toBe(30);
  });
});
