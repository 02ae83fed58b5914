import { describe, expect, it } from 'vitest';
import { describeRequestData } from '@/domain/request-data';

describe('describeRequestData', () => {
  it('labels the PEP fields, reads S/N as Sim/Não and dates as dd/MM/yyyy', () => {
    expect(describeRequestData({ ppe: 'S', cargo: 'Vereador', orgao: 'Câmara Municipal', dataInicio: '2021-01-01', dataFim: null })).toEqual([
      { label: 'Pessoa politicamente exposta', value: 'Sim' },
      { label: 'Cargo, emprego ou função', value: 'Vereador' },
      { label: 'Órgão ou entidade', value: 'Câmara Municipal' },
      { label: 'Início do exercício', value: '01/01/2021' },
      { label: 'Término do exercício', value: 'Ainda exerce' },
    ]);
  });

  it('leaves out empty values and keeps unknown keys as they are', () => {
    expect(describeRequestData({ cidadaniaAmericana: 'N', tin: null, complemento: '', ano: 2025, extra: { a: 1 } })).toEqual([
      { label: 'Cidadania norte-americana', value: 'Não' },
      { label: 'Ano', value: '2025' },
      { label: 'extra', value: '{"a":1}' },
    ]);
  });

  it('reads a contribution change and a suspension in pt-BR: money, percentages and months', () => {
    expect(
      describeRequestData({ forma: 'percentual', percentualBasica: '6.00', percentualSuplementar: '8.00', vigencia: '2026-12', contribuicaoTotal: '1447.38', contribuicaoTotalAtual: '1041.14' }),
    ).toEqual([
      { label: 'Forma de contribuição', value: 'Percentuais do salário' },
      { label: 'Novo percentual básico', value: '6,00 %' },
      { label: 'Novo percentual suplementar', value: '8,00 %' },
      { label: 'A partir de', value: 'dez/2026' },
      { label: 'Nova contribuição total', value: 'R$\u00a01.447,38' },
      { label: 'Contribuição total atual', value: 'R$\u00a01.041,14' },
    ]);
    expect(describeRequestData({ meses: 3, motivo: 'Licença não remunerada', inicio: '2026-12', fim: '2027-02' })).toEqual([
      { label: 'Meses de suspensão', value: '3' },
      { label: 'Motivo', value: 'Licença não remunerada' },
      { label: 'Início', value: 'dez/2026' },
      { label: 'Fim', value: 'fev/2027' },
    ]);
  });
});

describe('describeRequestData: the tax regime choice', () => {
  it('labels the irrevocability confirmation and shows its moment as a local date and time', () => {
    const rows = describeRequestData({ regime: 'regressivo', confirmacaoIrretratavel: true, confirmadoEm: '2026-11-24T12:30:00.000Z' });
    expect(rows[0]).toEqual({ label: 'Regime de tributação', value: 'Regressivo' });
    expect(rows[1]).toEqual({ label: 'Ciente de que o regime regressivo é irretratável', value: 'Sim' });
    expect(rows[2].label).toBe('Confirmado em');
    expect(rows[2].value).toMatch(/^24\/11\/2026 \d{2}:30$/);
  });
});
