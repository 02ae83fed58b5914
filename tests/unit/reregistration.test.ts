import { describe, expect, it } from 'vitest';
import { CATEGORY_ID, SITUATION_ID } from '@/domain/constants';
import { campaignOpenedNotice, campaignStatus, canRemind, completionPercent, isReminderDay, linkExpiry, mustAnswer, suggestedProof } from '@/domain/reregistration';

describe('re-registration rules', () => {
  it('asks the people still in the plan, not those who left, ported, closed or died', () => {
    expect([SITUATION_ID.ACTIVE, SITUATION_ID.IN_BENEFIT, SITUATION_ID.IN_CONCESSION, SITUATION_ID.SUSPENDED, SITUATION_ID.TRANSITORY].every(mustAnswer)).toBe(true);
    expect([SITUATION_ID.CLOSED, SITUATION_ID.DECEASED, SITUATION_ID.LEFT, SITUATION_ID.PORTED].some(mustAnswer)).toBe(false);
  });

  it('is open from the first to the last day, both included', () => {
    expect(campaignStatus('2026-11-01', '2026-11-30', '2026-10-31')).toBe('agendada');
    expect(campaignStatus('2026-11-01', '2026-11-30', '2026-11-01')).toBe('aberta');
    expect(campaignStatus('2026-11-01', '2026-11-30', '2026-11-30')).toBe('aberta');
    expect(campaignStatus('2026-11-01', '2026-11-30', '2026-12-01')).toBe('encerrada');
  });

  it('makes links last 7 days, never past the campaign’s last day in Brasília', () => {
    const now = new Date('2026-11-10T12:00:00Z');
    expect(linkExpiry(now, '2026-12-31').toISOString()).toBe('2026-11-17T12:00:00.000Z');
    // Ends on the 12th at 23:59:59.999 in Brasília = 02:59:59.999 UTC on the 13th.
    expect(linkExpiry(now, '2026-11-12').toISOString()).toBe('2026-11-13T02:59:59.999Z');
  });

  it('reminds a person at most once in 24 hours', () => {
    const now = new Date('2026-11-10T12:00:00Z');
    expect(canRemind(null, now)).toBe(true);
    expect(canRemind(new Date('2026-11-09T12:00:01Z'), now)).toBe(false);
    expect(canRemind(new Date('2026-11-09T12:00:00Z'), now)).toBe(true);
  });

  it('asks proof of life from those receiving a benefit, proof of address from the others', () => {
    expect(suggestedProof([CATEGORY_ID.TAXPAYER])).toBe('endereco');
    expect(suggestedProof([CATEGORY_ID.TAXPAYER, CATEGORY_ID.ASSISTED])).toBe('vida');
    expect(suggestedProof([CATEGORY_ID.PENSIONER])).toBe('vida');
  });

  it('rounds the completion to one decimal without floats: 2 of 3 = 66.7, 1 of 3 = 33.3, 0 of 0 = 0.0', () => {
    expect(completionPercent(2, 3)).toBe('66.7');
    expect(completionPercent(1, 3)).toBe('33.3');
    expect(completionPercent(3, 4)).toBe('75.0');
    expect(completionPercent(4, 4)).toBe('100.0');
    expect(completionPercent(0, 0)).toBe('0.0');
  });

  it('announces an opening with what and by when: the title names the campaign and the deadline (issue 26)', () => {
    const notice = campaignOpenedNotice({ titulo: 'Recadastramento HPE 2026', fim: '2026-12-17' });
    expect(notice.titulo).toBe('Recadastramento HPE 2026: responda até 17/12/2026');
    expect(notice.descricao).toContain('"Recadastramento HPE 2026"');
    expect(notice.descricao).toContain('Até 17/12/2026');
    expect(notice.descricao).toContain('Responda em Recadastramento');
    // notificacao.titulo holds 200 characters: a long campaign title stays whole in the text only.
    const long = campaignOpenedNotice({ titulo: 'R'.repeat(190), fim: '2026-12-17' });
    expect(long.titulo).toBe('Recadastramento aberto: responda até 17/12/2026');
    expect(long.descricao).toContain('R'.repeat(190));
    expect(campaignOpenedNotice({ titulo: 'R'.repeat(175), fim: '2026-12-17' }).titulo).toHaveLength(200);
  });

  it('reminds on the first day, every 7 days after, and 3 days before the end, only while open', () => {
    const days = Array.from({ length: 33 }, (_, index) => `2026-12-${String(index).padStart(2, '0')}`).slice(1);
    const reminded = days.filter((day) => isReminderDay('2026-12-01', '2026-12-31', day));
    expect(reminded).toEqual(['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22', '2026-12-28', '2026-12-29']);
    expect(isReminderDay('2026-12-01', '2026-12-31', '2026-11-30')).toBe(false);
    expect(isReminderDay('2026-12-01', '2026-12-31', '2027-01-05')).toBe(false);
    // Across a month: 31 January + 7 days is 7 February; a campaign of 4 days has its 3-days-before on day 1.
    expect(isReminderDay('2027-01-31', '2027-03-01', '2027-02-07')).toBe(true);
    expect(isReminderDay('2027-02-01', '2027-02-04', '2027-02-01')).toBe(true);
  });
});
