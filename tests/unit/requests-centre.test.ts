import { describe, expect, it } from 'vitest';
import { dateRangeError, EMPTY_REQUEST_FILTERS, toRequestQuery } from '@/domain/requests-centre';

describe('toRequestQuery', () => {
  it('sends nothing for empty filters', () => {
    expect(toRequestQuery(EMPTY_REQUEST_FILTERS)).toEqual({});
  });

  it('sends the chosen filters as the API names them', () => {
    expect(
      toRequestQuery({ palavraChave: '  Maria ', idPlano: '1', idFuncionalidade: '0', idStatus: '2', dataSolicitacaoInicio: '2026-01-01', dataSolicitacaoFinal: '2026-11-22' }),
    ).toEqual({ palavraChave: 'Maria', idPlano: 1, idFuncionalidade: 0, idStatus: 2, dataSolicitacaoInicio: '2026-01-01', dataSolicitacaoFinal: '2026-11-22' });
  });

  it('keeps a CPF as typed (the API matches its digits) and drops half-typed dates', () => {
    expect(toRequestQuery({ ...EMPTY_REQUEST_FILTERS, palavraChave: '123.456.789-09', dataSolicitacaoInicio: '2026-1' })).toEqual({ palavraChave: '123.456.789-09' });
  });
});

describe('dateRangeError', () => {
  it('refuses a start after the end', () => {
    expect(dateRangeError({ dataSolicitacaoInicio: '2026-11-23', dataSolicitacaoFinal: '2026-11-22' })).toBe('A data inicial deve ser anterior ou igual à data final.');
    expect(dateRangeError({ dataSolicitacaoInicio: '2026-11-22', dataSolicitacaoFinal: '2026-11-22' })).toBeNull();
    expect(dateRangeError({ dataSolicitacaoInicio: '2026-11-22', dataSolicitacaoFinal: '' })).toBeNull();
  });
});
