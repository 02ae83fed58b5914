import { describe, expect, it } from 'vitest';
import {
  chosenOrFirst,
  contributionFilterFromQuery,
  contributionFilterToQuery,
  defaultContributionFilter,
  paycheckChoiceFromQuery,
  paycheckChoiceToQuery,
  yearFromQuery,
} from '@/domain/extracts-filters';

const NOW = '2026-11';
const DEFAULT = { inicio: '2025-12', fim: '2026-11' };

describe('the contribution extract filter in the address (issue 26)', () => {
  it('reads a period and a type, and writes them back the same', () => {
    const filter = contributionFilterFromQuery({ inicio: '2026-05', fim: '2026-10', tipo: 'basica' }, NOW);
    expect(filter).toEqual({ inicio: '2026-05', fim: '2026-10', tipo: 'basica' });
    expect(contributionFilterFromQuery(contributionFilterToQuery(filter) as Record<string, string>, NOW)).toEqual(filter);
    // No type: every type, and the parameter is removed from the address.
    expect(contributionFilterToQuery({ inicio: '2026-05', fim: '2026-10' })).toEqual({ inicio: '2026-05', fim: '2026-10', tipo: undefined });
  });

  it('without parameters is the last 12 months up to the current one', () => {
    expect(contributionFilterFromQuery({}, NOW)).toEqual(DEFAULT);
    expect(defaultContributionFilter(NOW)).toEqual(DEFAULT);
    expect(defaultContributionFilter('2026-01')).toEqual({ inicio: '2025-02', fim: '2026-01' });
  });

  it('completes a half period as the API does: a start runs to the current month, an end takes the 12 months before it', () => {
    expect(contributionFilterFromQuery({ inicio: '2026-03' }, NOW)).toEqual({ inicio: '2026-03', fim: NOW });
    expect(contributionFilterFromQuery({ fim: '2024-06' }, NOW)).toEqual({ inicio: '2023-07', fim: '2024-06' });
  });

  it('drops what is not a month, a repeated parameter and an unknown type, without an error', () => {
    expect(contributionFilterFromQuery({ inicio: '2026-13', fim: '2026-10' }, NOW)).toEqual({ inicio: '2025-11', fim: '2026-10' });
    expect(contributionFilterFromQuery({ inicio: 'abc', fim: '<script>' }, NOW)).toEqual(DEFAULT);
    expect(contributionFilterFromQuery({ inicio: ['2026-01', '2026-02'], fim: '2026-10' }, NOW)).toEqual({ inicio: '2025-11', fim: '2026-10' });
    expect(contributionFilterFromQuery({ inicio: '2026-05', fim: '2026-10', tipo: 'outra' }, NOW)).toEqual({ inicio: '2026-05', fim: '2026-10' });
    expect(contributionFilterFromQuery({ tipo: ['basica', 'suplementar'] }, NOW)).toEqual(DEFAULT);
  });

  it('falls back to the default period when the API would refuse the period (end before start, more than ten years)', () => {
    expect(contributionFilterFromQuery({ inicio: '2026-10', fim: '2026-05', tipo: 'suplementar' }, NOW)).toEqual({ ...DEFAULT, tipo: 'suplementar' });
    expect(contributionFilterFromQuery({ inicio: '2000-01', fim: '2026-10' }, NOW)).toEqual(DEFAULT);
    // Exactly ten years is allowed.
    expect(contributionFilterFromQuery({ inicio: '2016-11', fim: '2026-10' }, NOW)).toEqual({ inicio: '2016-11', fim: '2026-10' });
  });
});

describe('the paycheck and the statement year in the address (issue 26)', () => {
  it('reads a month, and the 13th by its type', () => {
    expect(paycheckChoiceFromQuery({ competencia: '2025-12', tipo: 'abono_anual' })).toEqual({ competencia: '2025-12', tipo: 'abono_anual' });
    expect(paycheckChoiceFromQuery({ competencia: '2025-11' })).toEqual({ competencia: '2025-11', tipo: 'mensal' });
    expect(paycheckChoiceFromQuery({ competencia: '2025-11', tipo: 'mensal' })).toEqual({ competencia: '2025-11', tipo: 'mensal' });
    expect(paycheckChoiceToQuery({ competencia: '2025-11', tipo: 'mensal' })).toEqual({ competencia: '2025-11', tipo: undefined });
    expect(paycheckChoiceToQuery({ competencia: '2025-12', tipo: 'abono_anual' })).toEqual({ competencia: '2025-12', tipo: 'abono_anual' });
  });

  it('reads nothing from a bad month or type', () => {
    for (const query of [{}, { competencia: '2025-00' }, { competencia: '25-11' }, { competencia: '2025-11', tipo: 'ferias' }, { competencia: ['2025-11', '2025-10'] }]) {
      expect(paycheckChoiceFromQuery(query)).toBeNull();
    }
  });

  it('reads a four-digit year only', () => {
    expect(yearFromQuery({ ano: '2024' })).toBe(2024);
    for (const ano of [undefined, '', '24', '2024.5', '20245', ['2024', '2025']]) expect(yearFromQuery({ ano })).toBeNull();
  });

  it('shows the item the address names when the list has it, otherwise the first (the newest)', () => {
    const years = [{ ano: 2026 }, { ano: 2025 }, { ano: 2024 }];
    const same = (row: { ano: number }, ano: number) => row.ano === ano;
    expect(chosenOrFirst(years, 2024, same)).toEqual({ ano: 2024 });
    expect(chosenOrFirst(years, 1999, same)).toEqual({ ano: 2026 });
    expect(chosenOrFirst(years, null, same)).toEqual({ ano: 2026 });
    expect(chosenOrFirst([], 2024, same)).toBeUndefined();
  });
});
