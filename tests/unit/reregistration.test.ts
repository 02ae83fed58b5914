import { describe, expect, it } from 'vitest';
import { CATEGORY_ID, SITUATION_ID } from '@/domain/constants';
import { campaignStatus, canRemind, completionPercent, linkExpiry, mustAnswer, suggestedProof } from '@/domain/reregistration';

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
});
