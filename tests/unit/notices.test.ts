import { describe, expect, it } from 'vitest';
import { channelsFor, formatMobile, normalizeMobile, renderShortText, unknownShortPlaceholders, NOTICE_KINDS, NOTICE_KIND_KEYS } from '@/domain/notices';
import { maintenanceNoticeDue, type MaintenanceNoticeMoment } from '@/domain/maintenance-notices';
import { incomeReportNoticeYear, paycheckNoticeDays, publicationWords } from '@/domain/publication-notices';
import { firstBusinessDayOf } from '@/domain/business-days';
import { decemberNoticeDay } from '@/domain/tax-incentive';
import { alsoSentBy } from '@/domain/notifications';

describe('a Brazilian mobile number', () => {
  it('is read from what people type, as E.164', () => {
    expect(normalizeMobile('(11) 98765-4321')).toBe('+5511987654321');
    expect(normalizeMobile('+55 21 99876-5432')).toBe('+5521998765432');
    expect(normalizeMobile('5531998765432')).toBe('+5531998765432');
    expect(normalizeMobile('11987654321')).toBe('+5511987654321');
  });

  it('refuses a landline, a wrong area code, a foreign number, too few digits or letters', () => {
    for (const input of ['(11) 3333-4444', '(11) 88765-4321', '(20) 98765-4321', '(10) 98765-4321', '+1 415 555 0100', '1198765432', '119876543210', 'abc', '']) {
      expect(normalizeMobile(input), input).toBeNull();
    }
  });

  it('is written back as (DD) 9XXXX-XXXX', () => {
    expect(formatMobile('+5511987654321')).toBe('(11) 98765-4321');
  });
});

describe('the channels of a notice', () => {
  it('are the kind’s default until the person chooses, and the person’s choice after', () => {
    expect(channelsFor('status_solicitacao', undefined)).toEqual(['email']);
    expect(channelsFor('status_solicitacao', ['whatsapp', 'sms'])).toEqual(['sms', 'whatsapp']);
    expect(channelsFor('status_solicitacao', [])).toEqual([]);
  });

  it('always include e-mail for security notices', () => {
    expect(channelsFor('seguranca', [])).toEqual(['email']);
    expect(channelsFor('seguranca', ['whatsapp'])).toEqual(['email', 'whatsapp']);
  });
});

describe('the short texts (SMS, WhatsApp)', () => {
  it('carry the first name and the link, nothing else', () => {
    expect(renderShortText(NOTICE_KINDS.status_solicitacao.curto, { nome: 'Maria Assistida da Silva', link: 'https://portal.exemplo/services/requests' })).toBe(
      'Maria, uma solicitação sua no Portal do Participante foi atualizada. Veja: https://portal.exemplo/services/requests',
    );
    for (const kind of NOTICE_KIND_KEYS) expect(unknownShortPlaceholders(NOTICE_KINDS[kind].curto), kind).toEqual([]);
  });

  it('name the placeholders that are not allowed', () => {
    expect(unknownShortPlaceholders('{{nome}}, seu saldo é {{saldo}} e seu CPF {{ cpf }}: {{link}} {{saldo}}')).toEqual(['saldo', 'cpf']);
  });

  it('fit one SMS (160 characters) with a 60-character link', () => {
    const link = `https://portal.fundo.example/${'x'.repeat(30)}`;
    for (const kind of NOTICE_KIND_KEYS) expect(renderShortText(NOTICE_KINDS[kind].curto, { nome: 'Bartolomeu', link }).length, kind).toBeLessThanOrEqual(160);
  });
});

describe('where else a notification went', () => {
  it('is said in one sentence', () => {
    expect(alsoSentBy(['email'])).toBe('Também por e-mail');
    expect(alsoSentBy(['email', 'whatsapp'])).toBe('Também por e-mail e WhatsApp');
    expect(alsoSentBy(['email', 'sms', 'whatsapp'])).toBe('Também por e-mail, SMS e WhatsApp');
  });
});

describe('maintenanceNoticeDue (when a maintenance window is announced)', () => {
  const start = new Date('2026-12-12T01:00:00Z'); // 11/12 às 22:00 in Brasília
  const hours = (n: number) => new Date(start.getTime() - n * 3_600_000);
  const sent = (entries: Array<[MaintenanceNoticeMoment, Date]>) => new Map(entries);

  it('announces a window as soon as it is scheduled, then 24 h and 1 h before it starts', () => {
    expect(maintenanceNoticeDue(start, sent([]), hours(72))).toBe('agendada');
    const announced = sent([['agendada', hours(72)]]);
    expect(maintenanceNoticeDue(start, announced, hours(30))).toBeNull();
    expect(maintenanceNoticeDue(start, announced, hours(24))).toBe('vespera');
    const dayBefore = sent([['agendada', hours(72)], ['vespera', hours(23.9)]]);
    expect(maintenanceNoticeDue(start, dayBefore, hours(5))).toBeNull();
    expect(maintenanceNoticeDue(start, dayBefore, hours(0.9))).toBe('uma_hora');
    expect(maintenanceNoticeDue(start, sent([['agendada', hours(72)], ['vespera', hours(23.9)], ['uma_hora', hours(0.9)]]), hours(0.5))).toBeNull();
  });

  it('does not repeat what the announcement already said: scheduled 30 minutes ahead, it is announced once', () => {
    const late = sent([['agendada', hours(0.5)]]);
    expect(maintenanceNoticeDue(start, late, hours(0.4))).toBeNull();
    // Scheduled 10 hours ahead: no 24-hour reminder, but the 1-hour one.
    const tenHours = sent([['agendada', hours(10)]]);
    expect(maintenanceNoticeDue(start, tenHours, hours(3))).toBeNull();
    expect(maintenanceNoticeDue(start, tenHours, hours(1))).toBe('uma_hora');
  });

  it('skips the 24-hour reminder once the 1-hour mark has come (a run missed), and says nothing once it started', () => {
    expect(maintenanceNoticeDue(start, sent([['agendada', hours(72)]]), hours(0.5))).toBe('uma_hora');
    expect(maintenanceNoticeDue(start, sent([]), start)).toBeNull();
    expect(maintenanceNoticeDue(start, sent([]), new Date(start.getTime() + 1))).toBeNull();
  });
});

describe('paycheck and income report notices', () => {
  it('names the document as the notices say it', () => {
    expect(publicationWords('contracheque', '2026-11/mensal')).toEqual({ titulo: 'Contracheque de nov/2026 disponível', documento: 'o contracheque de nov/2026' });
    expect(publicationWords('contracheque', '2026-12/abono_anual')).toEqual({ titulo: 'Abono anual (13º) de dez/2026 disponível', documento: 'o abono anual (13º) de dez/2026' });
    expect(publicationWords('informe_rendimentos', '2025')).toEqual({ titulo: 'Informe de rendimentos de 2025 disponível', documento: 'o informe de rendimentos de 2025' });
  });

  it('announces paychecks paid in the last 3 days (Brasília), and last year’s income report in January and February only', () => {
    // 02:00 UTC on 1 March is still 28 February in Brasília.
    expect(paycheckNoticeDays(new Date('2027-03-01T02:00:00Z'))).toEqual({ from: '2027-02-25', to: '2027-02-28' });
    expect(incomeReportNoticeYear(new Date('2027-03-01T02:00:00Z'))).toBe(2026);
    expect(incomeReportNoticeYear(new Date('2027-03-01T12:00:00Z'))).toBeNull();
    expect(incomeReportNoticeYear(new Date('2027-01-02T12:00:00Z'))).toBe(2026);
    expect(incomeReportNoticeYear(new Date('2026-12-31T12:00:00Z'))).toBeNull();
  });
});

describe('the December notice day', () => {
  it('is the first business day of December: this year’s until it passes, then next year’s', () => {
    expect(firstBusinessDayOf('2026-12')).toBe('2026-12-01'); // a Tuesday
    expect(firstBusinessDayOf('2029-12')).toBe('2029-12-03'); // 1 December 2029 is a Saturday
    expect(firstBusinessDayOf('2024-12')).toBe('2024-12-02'); // a Sunday
    expect(decemberNoticeDay(new Date('2026-06-15T12:00:00Z'))).toBe('2026-12-01');
    expect(decemberNoticeDay(new Date('2026-12-01T12:00:00Z'))).toBe('2026-12-01');
    expect(decemberNoticeDay(new Date('2026-12-05T12:00:00Z'))).toBe('2027-12-01');
  });
});
