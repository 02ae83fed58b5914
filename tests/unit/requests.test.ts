import { describe, expect, it } from 'vitest';
import { fatcaProblems, formatTin, pepProblems } from '@/domain/declarations';
import { requestDeadlines } from '@/domain/request-deadlines';
import { canGoToNextPage, canGoToPreviousPage, formatProtocol, pageLabel, totalPages } from '@/domain/requests';

describe('request pagination (spec §4)', () => {
  it('counts pages of five, with one empty page for no requests', () => {
    expect(totalPages(0, 5)).toBe(1);
    expect(totalPages(5, 5)).toBe(1);
    expect(totalPages(6, 5)).toBe(2);
  });

  it('allows next only before the last page and previous only after the first', () => {
    expect(canGoToNextPage(0, 2)).toBe(true);
    expect(canGoToNextPage(1, 2)).toBe(false);
    expect(canGoToNextPage(0, 1)).toBe(false);
    expect(canGoToPreviousPage(0)).toBe(false);
    expect(canGoToPreviousPage(1)).toBe(true);
  });

  it('labels the zero-based page for people, counting from 1, with one page for an empty list', () => {
    expect(pageLabel(0, 3)).toBe('Página 1 de 3');
    expect(pageLabel(2, 3)).toBe('Página 3 de 3');
    expect(pageLabel(0, 0)).toBe('Página 1 de 1');
  });
});

describe('protocol', () => {
  it('is the year and a six-digit number', () => {
    expect(formatProtocol(2026, 42)).toBe('2026000042');
  });
});

describe('deadlines of exit options and portability (CNPC 50/2022, PREVIC 23/2023)', () => {
  const requestedAt = new Date('2026-11-20T12:00:00Z'); // a Friday

  it('portability: form in 5 business days, money 10 business days later, statement in 30 days, in date order', () => {
    expect(requestDeadlines(15, {}, requestedAt)).toEqual([
      { descricao: 'Termo de portabilidade enviado à entidade receptora (até 5 dias úteis)', data: '2026-11-27' },
      { descricao: 'Transferência dos recursos à entidade receptora (até 10 dias úteis)', data: '2026-12-11' },
      { descricao: 'Extrato com os valores das opções (até 30 dias)', data: '2026-12-20' },
    ]);
  });

  it('other exit options: the statement only; other services: none', () => {
    expect(requestDeadlines(14, {}, requestedAt)).toEqual([{ descricao: 'Extrato com os valores das opções (até 30 dias)', data: '2026-12-20' }]);
    expect(requestDeadlines(2, {}, requestedAt)).toEqual([]);
  });
});

describe('PEP declaration', () => {
  const today = new Date('2026-11-22T12:00:00Z');

  it('asks nothing more of a person who is not exposed', () => {
    expect(pepProblems({ ppe: 'N' }, today)).toEqual([]);
  });

  it('asks role, organ and start of an exposed person', () => {
    expect(pepProblems({ ppe: 'S' }, today).map((problem) => problem.path)).toEqual(['cargo', 'orgao', 'dataInicio']);
  });

  it('applies the five-year rule to a role that ended', () => {
    const base = { ppe: 'S' as const, cargo: 'Prefeito', orgao: 'Prefeitura' };
    expect(pepProblems({ ...base, dataInicio: '2015-01-01', dataFim: '2021-11-21' }, today)[0]).toMatchObject({ path: 'dataFim', type: 'fiveYears' });
    expect(pepProblems({ ...base, dataInicio: '2015-01-01', dataFim: '2021-11-23' }, today)).toEqual([]);
    expect(pepProblems({ ...base, dataInicio: '2024-01-01', dataFim: '2023-01-01' }, today)[0]).toMatchObject({ path: 'dataFim', message: 'O término não pode ser antes do início.' });
    expect(pepProblems({ ...base, dataInicio: '2027-01-01' }, today)[0]).toMatchObject({ path: 'dataInicio', type: 'date' });
  });
});

describe('FATCA declaration', () => {
  it('needs a 9-digit TIN from a US citizen or tax resident only', () => {
    expect(fatcaProblems({ cidadaniaAmericana: 'N', residenciaFiscalEua: 'N' })).toEqual([]);
    expect(fatcaProblems({ cidadaniaAmericana: 'N', residenciaFiscalEua: 'S' })[0].path).toBe('tin');
    expect(fatcaProblems({ cidadaniaAmericana: 'S', residenciaFiscalEua: 'N', tin: '12345' })[0].type).toBe('pattern');
    expect(fatcaProblems({ cidadaniaAmericana: 'S', residenciaFiscalEua: 'N', tin: '123-45-6789' })).toEqual([]);
    expect(formatTin('123456789')).toBe('123-45-6789');
  });
});
