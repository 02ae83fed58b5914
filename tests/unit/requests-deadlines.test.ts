import { describe, expect, it } from 'vitest';
import { deadlineAlerts, requestDeadlines } from '@/domain/requests-deadlines';

// A portability asked for on Monday 2 November 2026: statement by 2 December (30 days), the term 5 business days
// later (9 December), the transfer 10 business days after the term (23 December).
const deadlines = requestDeadlines({ prazos: () => ['extrato-valores', 'portabilidade'] }, {}, new Date('2026-11-02T13:00:00Z'));

describe('deadline alerts', () => {
  it('the worked case has the deadlines the alerts are about', () => {
    expect(deadlines.map((deadline) => deadline.data)).toEqual(['2026-12-02', '2026-12-09', '2026-12-23']);
  });

  it('alerts nothing while every deadline is more than 2 business days away', () => {
    expect(deadlineAlerts(deadlines, '2026-11-27')).toEqual([]);
  });

  it('calls a deadline near from 2 business days before it, and on its own day', () => {
    // Friday 27 Nov + 2 business days = Tuesday 1 Dec: the statement (2 Dec) is not yet near; on Monday 30 Nov it is.
    expect(deadlineAlerts(deadlines, '2026-11-30').map((alert) => [alert.deadline.data, alert.tipo])).toEqual([['2026-12-02', 'proximo']]);
    expect(deadlineAlerts(deadlines, '2026-12-02').map((alert) => alert.tipo)).toEqual(['proximo']);
  });

  it('calls it passed the next day, with a new date 5 business days on', () => {
    expect(deadlineAlerts(deadlines, '2026-12-03')).toEqual([{ deadline: deadlines[0], tipo: 'vencido', novaData: '2026-12-10' }]);
  });

  it('skips the holidays when counting: Christmas moves the new date of a transfer missed on 23 December', () => {
    // From Thursday 24 Dec: Christmas (25th) and the weekend are skipped (28, 29, 30, 31 Dec), then New Year's Day:
    // the fifth business day is Monday 4 January.
    const [, , transfer] = deadlineAlerts(deadlines, '2026-12-24');
    expect(transfer).toEqual({ deadline: deadlines[2], tipo: 'vencido', novaData: '2027-01-04' });
  });
});
