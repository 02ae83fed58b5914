import { describe, expect, it } from 'vitest';
import { decemberTaxRoom, isDecemberRoomSeason, lastBoletoDayOfYear, lastPixDayOfYear } from '@/domain/retirement-planning-december';

describe('the December tax room', () => {
  it('leaves R$ 4 800,00 to someone with R$ 120 000,00 gross who contributed R$ 9 600,00, saving R$ 1 320,00 by the 2026 table', () => {
    // Limit 12 % × 120 000,00 = 14 400,00. Tax with 9 600,00 deducted: 110 400,00 × 27,5 % − 10 904,66 = 19 455,34;
    // with 14 400,00: 105 600,00 × 27,5 % − 10 904,66 = 18 135,34 (no reducer above R$ 88 200,00) → 1 320,00.
    const room = decemberTaxRoom({ ano: 2026, rendaTributavelAnual: '120000.00', contribuicoesPagas: '9600.00', esporadicasPendentes: '0' });
    expect(room).toMatchObject({ limiteDedutivel: '14400.00', espacoRestante: '4800.00', economiaImposto: '1320.00', ultimoDiaPix: '2026-12-31', ultimoDiaBoleto: '2026-12-30' });
  });

  it('counts a sporadic contribution due this year as used room', () => {
    const room = decemberTaxRoom({ ano: 2026, rendaTributavelAnual: '120000.00', contribuicoesPagas: '9600.00', esporadicasPendentes: '800.00' });
    expect(room.espacoRestante).toBe('4000.00');
    // 4 000,00 more at 27,5 % (both bases in the top bracket).
    expect(room.economiaImposto).toBe('1100.00');
  });

  it('saves less where the reducer of Lei 15.270/2025 applies: R$ 70 000,00 gross, R$ 3 000,00 contributed', () => {
    // Limit 8 400,00, room 5 400,00. Base 67 000,00 → 18 425,00 − 10 904,66 = 7 520,34, less the reducer
    // 8 429,73 − 0,095575 × 70 000 = 1 739,48 → 5 780,86. Base 61 600,00 → 16 940,00 − 10 904,66 = 6 035,34 − 1 739,48
    // = 4 295,86. Saved: 1 485,00.
    const room = decemberTaxRoom({ ano: 2026, rendaTributavelAnual: '70000.00', contribuicoesPagas: '3000.00', esporadicasPendentes: '0' });
    expect(room).toMatchObject({ espacoRestante: '5400.00', economiaImposto: '1485.00' });
  });

  it('has no room left at the limit, and saves nothing', () => {
    expect(decemberTaxRoom({ ano: 2026, rendaTributavelAnual: '50000.00', contribuicoesPagas: '6000.00', esporadicasPendentes: '0' })).toMatchObject({ espacoRestante: '0.00', economiaImposto: '0.00' });
  });

  it('takes a PIX until 31 December and a boleto until the last banking day before it', () => {
    expect(lastPixDayOfYear(2026)).toBe('2026-12-31');
    expect(lastBoletoDayOfYear(2026)).toBe('2026-12-30');
    // 2022: 31/12 a Saturday, 30/12 a Friday.
    expect(lastBoletoDayOfYear(2022)).toBe('2022-12-30');
    // 2023: 31/12 a Sunday, 30/12 a Saturday → Friday 29/12.
    expect(lastBoletoDayOfYear(2023)).toBe('2023-12-29');
    // 2028: 31/12 a Sunday → Friday 29/12.
    expect(lastBoletoDayOfYear(2028)).toBe('2028-12-29');
  });

  it('is shown from October to December', () => {
    expect(isDecemberRoomSeason('2026-09-30')).toBe(false);
    expect(isDecemberRoomSeason('2026-10-01')).toBe(true);
    expect(isDecemberRoomSeason('2026-12-31')).toBe(true);
  });
});
