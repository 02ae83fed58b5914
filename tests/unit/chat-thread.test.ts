import { describe, expect, it } from 'vitest';
import { EMPTY_THREAD, hasUnreadFromOtherSide, isOwnSide, threadReducer, type ThreadState } from '@/domain/chat-thread';
import type { ChatMessage } from '@/domain/realtime-events';

const MARIA = { id: 7, nome: 'Maria', admin: 'N' as const };
const ANA = { id: 1, nome: 'Ana', admin: 'S' as const };
const BETO = { id: 2, nome: 'Beto', admin: 'S' as const };

function message(id: number, autor: ChatMessage['autor'] = MARIA, chaveIdempotencia: string | null = null): ChatMessage {
  return { id, idConversa: 10, autor, texto: `m${id}`, chaveIdempotencia, criadoEm: `2026-11-22T10:00:0${id}.000Z`, lidaEm: null, anexo: null };
}

const queued = (state: ThreadState, key: string) => threadReducer(state, { type: 'queued', pending: { chaveIdempotencia: key, texto: 'olá', criadoEm: '2026-11-22T10:00:00.000Z' } });

describe('threadReducer', () => {
  it('shows a typed message at once as sending, then replaces it by the stored one on acknowledgement', () => {
    const sending = queued(EMPTY_THREAD, 'chave0001');
    expect(sending.pending).toEqual([expect.objectContaining({ chaveIdempotencia: 'chave0001', state: 'sending', error: null })]);
    const acknowledged = threadReducer(sending, { type: 'received', messages: [message(5, MARIA, 'chave0001')] });
    expect(acknowledged.pending).toEqual([]);
    expect(acknowledged.messages.map(({ id }) => id)).toEqual([5]);
  });

  it('keeps one copy when the socket brings the message before the answer to the send', () => {
    let state = queued(EMPTY_THREAD, 'chave0001');
    state = threadReducer(state, { type: 'received', messages: [message(5, MARIA, 'chave0001')] });
    state = threadReducer(state, { type: 'received', messages: [message(5, MARIA, 'chave0001')] });
    expect(state.messages).toHaveLength(1);
    expect(state.pending).toEqual([]);
  });

  it('merges live messages and a catch-up fetch without duplicates, in id order', () => {
    let state = threadReducer(EMPTY_THREAD, { type: 'received', messages: [message(1), message(2)] });
    state = threadReducer(state, { type: 'received', messages: [message(4, ANA)] });
    state = threadReducer(state, { type: 'received', messages: [message(2), message(3, ANA), message(4, ANA)] });
    expect(state.messages.map(({ id }) => id)).toEqual([1, 2, 3, 4]);
  });

  it('marks a refused message with the server’s words, and can discard it', () => {
    let state = queued(queued(EMPTY_THREAD, 'chave0001'), 'chave0002');
    state = threadReducer(state, { type: 'failed', chaveIdempotencia: 'chave0001', error: 'Conversa não encontrada.' });
    expect(state.pending.map(({ state: s, error }) => [s, error])).toEqual([
      ['failed', 'Conversa não encontrada.'],
      ['sending', null],
    ]);
    state = threadReducer(state, { type: 'discarded', chaveIdempotencia: 'chave0001' });
    expect(state.pending.map(({ chaveIdempotencia }) => chaveIdempotencia)).toEqual(['chave0002']);
  });

  it('applies a read by the participant to the fund’s messages up to the id', () => {
    let state = threadReducer(EMPTY_THREAD, { type: 'received', messages: [message(1, ANA), message(2), message(3, BETO), message(4, ANA)] });
    state = threadReducer(state, { type: 'read', ateId: 3, idLeitor: MARIA.id, readerIsParticipant: true, lidaEm: 'agora' });
    expect(state.messages.map(({ id, lidaEm }) => [id, lidaEm])).toEqual([
      [1, 'agora'],
      [2, null],
      [3, 'agora'],
      [4, null],
    ]);
  });

  it('applies a read by an administrator to the participant’s messages only', () => {
    let state = threadReducer(EMPTY_THREAD, { type: 'received', messages: [message(1, ANA), message(2), message(3, BETO)] });
    state = threadReducer(state, { type: 'read', ateId: 3, idLeitor: ANA.id, readerIsParticipant: false, lidaEm: 'agora' });
    expect(state.messages.map(({ lidaEm }) => lidaEm)).toEqual([null, 'agora', null]);
  });

  it('starts empty again when another conversation is opened', () => {
    const state = queued(threadReducer(EMPTY_THREAD, { type: 'received', messages: [message(1)] }), 'chave0001');
    expect(threadReducer(state, { type: 'reset' })).toEqual(EMPTY_THREAD);
  });
});

describe('sides of a conversation', () => {
  it('puts every administrator’s message on the fund’s side, a participant’s own on theirs', () => {
    expect(isOwnSide(message(1, BETO), { id: ANA.id, isAdmin: true })).toBe(true);
    expect(isOwnSide(message(1, MARIA), { id: ANA.id, isAdmin: true })).toBe(false);
    expect(isOwnSide(message(1, MARIA), { id: MARIA.id, isAdmin: false })).toBe(true);
    expect(isOwnSide(message(1, ANA), { id: MARIA.id, isAdmin: false })).toBe(false);
  });

  it('asks to mark read only when the other side has unread messages', () => {
    const read = { ...message(1, ANA), lidaEm: '2026-11-22T10:00:00.000Z' };
    expect(hasUnreadFromOtherSide([read, message(2)], { id: MARIA.id, isAdmin: false })).toBe(false);
    expect(hasUnreadFromOtherSide([message(3, ANA)], { id: MARIA.id, isAdmin: false })).toBe(true);
    expect(hasUnreadFromOtherSide([message(3, BETO)], { id: ANA.id, isAdmin: true })).toBe(false);
  });
});
