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

describe('the top bar’s chat entry', () => {
  it('names the unread count, capped like the bell', async () => {
    const { chatEntryLabel } = await import('@/domain/chat');
    expect(chatEntryLabel(0)).toBe('Chat');
    expect(chatEntryLabel(1)).toBe('Chat, 1 mensagem não lida');
    expect(chatEntryLabel(3)).toBe('Chat, 3 mensagens não lidas');
    expect(chatEntryLabel(150)).toBe('Chat, mais de 99 mensagens não lidas');
  });
});

describe('the fund’s phone as a link', () => {
  it('keeps toll-free and short numbers, adds the country code to numbers with an area code', async () => {
    const { telHref } = await import('@/domain/fund-contact');
    expect(telHref('0800 123 4567')).toBe('tel:08001234567');
    expect(telHref('4004-1234')).toBe('tel:40041234');
    expect(telHref('(11) 3003-4000')).toBe('tel:+551130034000');
    expect(telHref('+55 11 93003-4000')).toBe('tel:+5511930034000');
  });
});
