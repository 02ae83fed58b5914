import { describe, expect, it } from 'vitest';
import { lastMessageId, mergeMessages, requestConversationSubject, requestProblemMessage } from '@/domain/chat';

describe('chat catch-up', () => {
  it('remembers the highest id seen (0 before any)', () => {
    expect(lastMessageId([])).toBe(0);
    expect(lastMessageId([{ id: 3 }, { id: 9 }, { id: 5 }])).toBe(9);
  });

  it('merges a live message and a catch-up fetch into one list, once each, in id order', () => {
    const live = [{ id: 1, texto: 'a' }, { id: 3, texto: 'c' }];
    const fetched = [{ id: 2, texto: 'b' }, { id: 3, texto: 'c' }, { id: 4, texto: 'd' }];
    expect(mergeMessages(live, fetched).map((message) => message.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('request conversations', () => {
  it('name the protocol in the subject and in the administrator’s first message', () => {
    expect(requestConversationSubject('2026000042', 'Notificação FATCA')).toBe('Solicitação 2026000042 · Notificação FATCA');
    expect(requestProblemMessage('2026000042')).toContain('Encontramos um problema na sua solicitação de protocolo 2026000042');
  });
});
