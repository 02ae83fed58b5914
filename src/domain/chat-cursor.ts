/**
 * The id after which a thread asks for what it missed when the socket comes back. It moves only with what the
 * server streamed in order (a fetch, or live messages while connected): an acknowledged send can carry a
 * higher id than a message still unseen from the other side, so it never moves it. Too low is harmless
 * (the merge drops repeats); too high would lose messages.
 */
export interface CatchUpCursor {
  upTo: number;
  /** From a disconnection until the next fetch, live messages do not move the cursor. */
  isFrozen: boolean;
}

export const INITIAL_CURSOR: CatchUpCursor = { upTo: 0, isFrozen: true };

const highest = (start: number, ids: readonly number[]) => ids.reduce((max, id) => Math.max(max, id), start);

export function afterLiveMessage(cursor: CatchUpCursor, id: number): CatchUpCursor {
  return cursor.isFrozen ? cursor : { ...cursor, upTo: Math.max(cursor.upTo, id) };
}

export function afterDisconnection(cursor: CatchUpCursor): CatchUpCursor {
  return { ...cursor, isFrozen: true };
}

/** A fetch returned everything after `upTo` up to its moment: the cursor follows it and live messages count again. */
export function afterFetch(cursor: CatchUpCursor, ids: readonly number[]): CatchUpCursor {
  return { upTo: highest(cursor.upTo, ids), isFrozen: false };
}
