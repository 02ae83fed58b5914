import { describe, expect, it } from 'vitest';
import type { Notificacao } from '@/domain/api-types';
import { recipientsText, targetQuery } from '@/domain/notifications-target';
import {
  addNotification,
  badgeText,
  bellLabel,
  belongsToPlan,
  countUnread,
  formatDateTime,
  formatTimeOfDay,
  formatNotificationDate,
  isClickable,
  isInternalPath,
  markAsRead,
  sortNotifications,
} from '@/domain/notifications';

function notification(id: number, data: string, reagido: 'S' | 'N', tipo = 2, idPlano: number | null = null): Notificacao {
  return {
    id,
    titulo: `Notificação ${id}`,
    descricao: 'Texto',
    canais: [],
    data_notificacao: data,
    reagido,
    vizualizado: reagido,
    tipoNotificacao: { id: tipo, nome: 'Tipo' },
    idConversa: tipo === 1 ? 10 + id : null,
    idPlano,
    link: null,
  };
}

describe('notification list (spec §4)', () => {
  it('sorts by date, newest first, then unread before read', () => {
    const list = [
      notification(1, '2026-11-20T10:00:00Z', 'N'),
      notification(2, '2026-11-21T10:00:00Z', 'S'),
      notification(3, '2026-11-21T10:00:00Z', 'N'),
      notification(4, '2026-11-22T08:00:00Z', 'S'),
    ];
    expect(sortNotifications(list).map(({ id }) => id)).toEqual([4, 3, 2, 1]);
  });

  it('counts items whose reagido is not S', () => {
    expect(countUnread([notification(1, '2026-11-20T10:00:00Z', 'N'), notification(2, '2026-11-20T10:00:00Z', 'S')])).toBe(1);
    expect(countUnread([])).toBe(0);
  });

  it('caps the badge at 99 (spec §9)', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(bellLabel(0)).toBe('Notificações, nenhuma não lida');
    expect(bellLabel(1)).toBe('Notificações, 1 não lida');
    expect(bellLabel(3)).toBe('Notificações, 3 não lidas');
    expect(bellLabel(150)).toBe('Notificações, mais de 99 não lidas');
  });

  it('adds a real-time notification only when its id is new, in order', () => {
    const list = [notification(1, '2026-11-20T10:00:00Z', 'N')];
    const added = addNotification(list, notification(2, '2026-11-22T10:00:00Z', 'N'));
    expect(added.map(({ id }) => id)).toEqual([2, 1]);
    expect(addNotification(added, notification(2, '2026-11-22T10:00:00Z', 'N'))).toHaveLength(2);
  });

  it('marks chosen items read without touching the others', () => {
    const list = [notification(1, '2026-11-20T10:00:00Z', 'N'), notification(2, '2026-11-21T10:00:00Z', 'N')];
    const marked = markAsRead(list, [1]);
    expect(marked.find(({ id }) => id === 1)).toMatchObject({ reagido: 'S', vizualizado: 'S' });
    expect(marked.find(({ id }) => id === 2)?.reagido).toBe('N');
    expect(list[0].reagido).toBe('N');
  });

  it('does not let a read chat notification be clicked (spec §5)', () => {
    expect(isClickable(notification(1, '2026-11-20T10:00:00Z', 'S', 1))).toBe(false);
    expect(isClickable(notification(1, '2026-11-20T10:00:00Z', 'N', 1))).toBe(true);
    expect(isClickable(notification(1, '2026-11-20T10:00:00Z', 'S', 2))).toBe(true);
    expect(isClickable(notification(1, '2026-11-20T10:00:00Z', 'S', 3))).toBe(false);
  });

  it('keeps notifications about another plan out of the chosen plan', () => {
    expect(belongsToPlan({ idPlano: null }, 7)).toBe(true);
    expect(belongsToPlan({ idPlano: 7 }, 7)).toBe(true);
    expect(belongsToPlan({ idPlano: 1 }, 7)).toBe(false);
    expect(belongsToPlan({ idPlano: 1 }, null)).toBe(true);
  });
});

describe('notification dates', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('are relative within a day', () => {
    expect(formatNotificationDate('2026-11-22T11:59:30Z', now)).toBe('agora mesmo');
    expect(formatNotificationDate('2026-11-22T11:55:00Z', now)).toBe('há 5 minutos');
    expect(formatNotificationDate('2026-11-22T09:00:00Z', now)).toBe('há 3 horas');
  });

  it('count whole minutes and hours, in the singular for one', () => {
    expect(formatNotificationDate('2026-11-22T11:59:00Z', now)).toBe('há 1 minuto');
    expect(formatNotificationDate('2026-11-22T11:00:01Z', now)).toBe('há 59 minutos');
    expect(formatNotificationDate('2026-11-22T11:00:00Z', now)).toBe('há 1 hora');
    expect(formatNotificationDate('2026-11-21T12:00:01Z', now)).toBe('há 23 horas');
  });

  it('are dd/MM/yyyy HH:mm in Brasília time after a day', () => {
    expect(formatDateTime('2026-11-20T02:30:00Z')).toBe('19/11/2026 23:30');
    expect(formatTimeOfDay('2026-11-20T02:30:00Z')).toBe('23:30');
    expect(formatNotificationDate('2026-11-20T13:05:00Z', now)).toBe('20/11/2026 10:05');
  });
});

describe('isInternalPath (a notification points to a page of the portal only)', () => {
  it('accepts paths of the portal, with a query or a fragment', () => {
    for (const link of ['/', '/services/requests', '/dependentes?tipo=imposto-renda', '/chat?idConversa=3#fim', '/perfil']) expect(isInternalPath(link)).toBe(true);
  });

  it('refuses other hosts, schemes, protocol-relative and backslash tricks, spaces and control characters', () => {
    for (const link of ['https://example.com', 'http:/x', 'javascript:alert(1)', '//evil.example', '/\\evil.example', '/a\\b', 'services', '', ' /services', '/a b', '/a\u0000', '/a\nb', `/${'a'.repeat(300)}`]) {
      expect(isInternalPath(link), link).toBe(false);
    }
  });

  it('lets a read notification with a page be opened again', () => {
    expect(isClickable({ ...notification(1, '2026-01-01T00:00:00Z', 'S', 3), link: '/services/requests' })).toBe(true);
    expect(isClickable(notification(1, '2026-01-01T00:00:00Z', 'S', 3))).toBe(false);
  });
});

describe('the notification centre’s destination (issue 26: preview, count, confirmation)', () => {
  it('as the count’s query: the kind and only the ids it uses', () => {
    expect(targetQuery({ tipo: 'todos' })).toEqual({ tipo: 'todos' });
    expect(targetQuery({ tipo: 'pessoa', idPessoa: 42 })).toEqual({ tipo: 'pessoa', idPessoa: 42 });
    expect(targetQuery({ tipo: 'segmento', idPlano: 7, idCategoria: null, idSituacao: 1 })).toEqual({ tipo: 'segmento', idPlano: 7, idSituacao: 1 });
  });

  it('counts people in words', () => {
    expect(recipientsText(0)).toBe('nenhuma pessoa');
    expect(recipientsText(1)).toBe('1 pessoa');
    expect(recipientsText(12)).toBe('12 pessoas');
    expect(recipientsText(1234)).toBe('1.234 pessoas');
  });
});
