import { describe, expect, it } from 'vitest';
import { fatcaProblems, formatTin, pepProblems } from '@/domain/declarations';
import { requestDeadlines } from '@/domain/requests-deadlines';
import { ALL_REQUEST_SERVICES as REQUEST_SERVICES } from './support/request-services';
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

describe('request deadlines (Resolução CNPC 50/2022), in the order things happen', () => {
  // The case: asked on Friday 27/11/2026. The statement of values is due 30 days later (Sunday 27/12); the
  // portability term 5 business days after it (28, 29, 30, 31/12; 1/1 is a holiday; Monday 4/1/2027) and the money 10
  // business days after the term (5, 6, 7, 8, 11, 12, 13, 14, 15, 18/1). Before, the term and the money were counted
  // from the request and came before the statement they depend on.
  const requestedAt = new Date('2026-11-27T12:00:00-03:00');

  it('portability: the statement, then the term, then the money, each from the one before', () => {
    const deadlines = requestDeadlines(REQUEST_SERVICES[15], {}, requestedAt);
    expect(deadlines).toEqual([
      { descricao: 'Extrato com os valores das opções (até 30 dias do pedido)', data: '2026-12-27' },
      { descricao: 'Termo de portabilidade enviado à entidade receptora (até 5 dias úteis depois do extrato)', data: '2027-01-04' },
      { descricao: 'Transferência dos recursos à entidade receptora (até 10 dias úteis depois do termo)', data: '2027-01-18' },
    ]);
    expect(deadlines.map((deadline) => deadline.data)).toEqual(deadlines.map((deadline) => deadline.data).sort());
  });

  it('the exit options carry the portability steps only when portability is chosen', () => {
    expect(requestDeadlines(REQUEST_SERVICES[30], { opcao: 'portabilidade' }, requestedAt)).toEqual(requestDeadlines(REQUEST_SERVICES[15], {}, requestedAt));
    expect(requestDeadlines(REQUEST_SERVICES[30], { opcao: 'resgate' }, requestedAt)).toEqual([{ descricao: 'Extrato com os valores das opções (até 30 dias do pedido)', data: '2026-12-27' }]);
  });

  it('other exit options: the statement only; exemptions: the fund’s answer in 10 business days; other services: none', () => {
    expect(requestDeadlines(REQUEST_SERVICES[14], {}, requestedAt)).toEqual([{ descricao: 'Extrato com os valores das opções (até 30 dias do pedido)', data: '2026-12-27' }]);
    // 30/11, 1, 2, 3, 4, 7, 8, 9, 10, 11/12.
    expect(requestDeadlines(REQUEST_SERVICES[22], {}, requestedAt)).toEqual([{ descricao: 'Resposta do fundo ao pedido de isenção (até 10 dias úteis do pedido)', data: '2026-12-11' }]);
    expect(requestDeadlines(REQUEST_SERVICES[24], {}, requestedAt)).toEqual(requestDeadlines(REQUEST_SERVICES[22], {}, requestedAt));
    expect(requestDeadlines(REQUEST_SERVICES[2], {}, requestedAt)).toEqual([]);
  });

  it('counts from the fund’s day: 23:30 in Brasília is still that day', () => {
    expect(requestDeadlines(REQUEST_SERVICES[14], {}, new Date('2026-11-28T02:30:00Z'))[0].data).toBe('2026-12-27');
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
