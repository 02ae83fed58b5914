import { describe, expect, it } from 'vitest';
import { applyIncomingMessage, applyRead, filterByPersonName, type ConversationSummary } from '@/domain/chat-list';
import type { ChatMessage } from '@/domain/realtime-events';

const conversation = (id: number, nome: string, naoLidas = 0): ConversationSummary => ({
  id,
  pessoa: { id: 100 + id, nome },
  naoLidas,
  ultimaMensagem: 'antes',
  ultimaMensagemEm: '2026-11-22T09:00:00.000Z',
});

const LIST = [conversation(1, 'Maria Assistida'), conversation(2, 'Paulo Pensionista', 2)];
const ANA = { id: 1, isAdmin: true };
const MARIA = { id: 101, isAdmin: false };

function incoming(idConversa: number, autor: ChatMessage['autor'], criadoEm = '2026-11-22T10:00:00.000Z'): ChatMessage {
  return { id: 50, idConversa, autor, texto: 'nova', chaveIdempotencia: null, criadoEm, lidaEm: null, anexo: null };
}

describe('applyIncomingMessage', () => {
  it('moves the conversation to the top with the new last message and one more unread', () => {
    const updated = applyIncomingMessage(LIST, incoming(2, { id: 102, nome: 'Paulo', admin: 'N' }), ANA, null);
    expect(updated?.map(({ id, naoLidas, ultimaMensagem }) => [id, naoLidas, ultimaMensagem])).toEqual([
      [2, 3, 'nova'],
      [1, 0, 'antes'],
    ]);
  });

  it('does not count the viewer’s own side, nor the conversation open on screen', () => {
    expect(applyIncomingMessage(LIST, incoming(1, { id: 9, nome: 'Beto', admin: 'S' }), ANA, null)?.[0].naoLidas).toBe(0);
    expect(applyIncomingMessage(LIST, incoming(1, { id: 1, nome: 'Ana', admin: 'S' }), MARIA, 1)?.[0].naoLidas).toBe(0);
    expect(applyIncomingMessage(LIST, incoming(1, { id: 1, nome: 'Ana', admin: 'S' }), MARIA, null)?.[0].naoLidas).toBe(1);
  });

  it('leaves the summary alone for an older message (a late catch-up)', () => {
    const updated = applyIncomingMessage(LIST, incoming(2, { id: 102, nome: 'Paulo', admin: 'N' }, '2026-11-22T08:00:00.000Z'), ANA, null);
    expect(updated).toEqual(LIST);
  });

  it('returns null for a conversation the list does not have yet (the caller reloads)', () => {
    expect(applyIncomingMessage(LIST, incoming(3, { id: 1, nome: 'Ana', admin: 'S' }), ANA, null)).toBeNull();
  });
});

describe('applyRead', () => {
  it('clears the count when the viewer’s side read the conversation', () => {
    expect(applyRead(LIST, { idConversa: 2, idLeitor: 9 }, ANA).find(({ id }) => id === 2)?.naoLidas).toBe(0);
    expect(applyRead([conversation(1, 'Maria', 3)], { idConversa: 1, idLeitor: 101 }, MARIA)[0].naoLidas).toBe(0);
  });

  it('keeps the count when the other side read', () => {
    expect(applyRead(LIST, { idConversa: 2, idLeitor: 102 }, ANA).find(({ id }) => id === 2)?.naoLidas).toBe(2);
    expect(applyRead([conversation(1, 'Maria', 3)], { idConversa: 1, idLeitor: 1 }, MARIA)[0].naoLidas).toBe(3);
  });
});

describe('filterByPersonName', () => {
  it('finds by part of the name, ignoring case and accents', () => {
    expect(filterByPersonName(LIST, 'maria').map(({ id }) => id)).toEqual([1]);
    expect(filterByPersonName([conversation(3, 'João Conceição')], 'conceicao')).toHaveLength(1);
    expect(filterByPersonName(LIST, '  ')).toHaveLength(2);
  });
});
