import { describe, expect, it } from 'vitest';
import { describeRequestData } from '@/domain/requests-data';

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

/** The rows with the no-break space of pt-BR currency as a plain one, to compare with typed text. */
const plain = (dados: Record<string, unknown>) => describeRequestData(dados).map((row) => ({ ...row, value: row.value.replace(/\u00a0/g, ' ') }));

describe('describeRequestData: exit options and redemptions', () => {
  it('a redemption in installments: how it is paid, and the computed values as rows of their own (no repeated installments)', () => {
    expect(
      plain({
        forma: 'parcelada',
        parcelas: 12,
        valores: {
          bruto: '100000.00',
          imposto: '15000.00',
          descontoEmprestimos: '0.00',
          liquido: '85000.00',
          parcelas: 12,
          valorParcela: '7083.33',
          valorUltimaParcela: '7083.37',
          anoDeclaracao: '2027',
          impostoFinalMinimo: '11744.34',
          impostoFinalMaximo: '28245.42',
          liquidoFinalMinimo: '71754.58',
          liquidoFinalMaximo: '88255.66',
        },
      }),
    ).toEqual([
      { label: 'Forma de pagamento', value: 'Em parcelas mensais' },
      { label: 'Número de parcelas', value: '12' },
      { label: 'Valor bruto', value: 'R$ 100.000,00' },
      { label: 'Imposto de renda retido na fonte', value: 'R$ 15.000,00' },
      { label: 'Quitação de empréstimos', value: 'R$ 0,00' },
      { label: 'Valor líquido pago', value: 'R$ 85.000,00' },
      { label: 'Valor de cada parcela', value: 'R$ 7.083,33' },
      { label: 'Valor da última parcela', value: 'R$ 7.083,37' },
      // Progressive: the 15 % is an advance, settled in the next year's declaration.
      { label: 'Declaração anual que acerta o imposto (progressivo)', value: '2027' },
      { label: 'Imposto final na declaração, no mínimo (sem outras rendas no ano)', value: 'R$ 11.744,34' },
      { label: 'Imposto final na declaração, no máximo (com outras rendas no ano)', value: 'R$ 28.245,42' },
      { label: 'Líquido depois da declaração, no mínimo', value: 'R$ 71.754,58' },
      { label: 'Líquido depois da declaração, no máximo', value: 'R$ 88.255,66' },
    ]);
  });

  it('a regressive withdrawal: the tax withheld is final', () => {
    expect(plain({ valor: '30000.00', valores: { bruto: '30000.00', imposto: '4500.00', liquido: '25500.00', impostoDefinitivo: 'S' } })).toEqual([
      { label: 'Valor', value: 'R$ 30.000,00' },
      { label: 'Valor bruto', value: 'R$ 30.000,00' },
      { label: 'Imposto de renda retido na fonte', value: 'R$ 4.500,00' },
      { label: 'Valor líquido pago', value: 'R$ 25.500,00' },
      { label: 'Imposto retido é definitivo (regime regressivo)', value: 'Sim' },
    ]);
  });

  it('a portability chosen among the exit options, and a BPD estimate', () => {
    expect(plain({ opcao: 'portabilidade', entidadeDestino: 'Fundação Destino', cnpj: '00.360.305/0001-04', planoDestino: 'Plano CD', cnpb: '1979.0001-18', valores: { valor: '93338.52' } })).toEqual([
      { label: 'Opção escolhida', value: 'Portabilidade' },
      { label: 'Entidade receptora', value: 'Fundação Destino' },
      { label: 'CNPJ da entidade receptora', value: '00.360.305/0001-04' },
      { label: 'Plano de destino', value: 'Plano CD' },
      { label: 'CNPB do plano de destino', value: '1979.0001-18' },
      { label: 'Valor', value: 'R$ 93.338,52' },
    ]);
    expect(plain({ valores: { beneficioEstimado: '1319.54', idadeInicio: 60, inicio: '2045-08', prazoMeses: 240 } })).toEqual([
      { label: 'Início', value: 'ago/2045' },
      { label: 'Benefício mensal estimado', value: 'R$ 1.319,54' },
      { label: 'Idade de início do benefício', value: '60' },
      { label: 'Prazo da renda (meses)', value: '240' },
    ]);
  });

  it('lists the fields in the form order, whatever order the database gives the keys back in (jsonb sorts them)', () => {
    const fromDatabase = { cnpb: '1979.0001-18', cnpj: '00.360.305/0001-04', opcao: 'portabilidade', planoDestino: 'Plano CD', entidadeDestino: 'Fundação Destino' };
    expect(plain(fromDatabase).map((row) => row.label)).toEqual(['Opção escolhida', 'Entidade receptora', 'CNPJ da entidade receptora', 'Plano de destino', 'CNPB do plano de destino']);
  });
  it('reads a loan request (28): the operation, money, rates, the CET and the frozen schedule as one line', () => {
    const rows = describeRequestData({
      operacao: 'contratacao',
      valor: '8000.00',
      prazoContratoMeses: 24,
      sistema: 'price',
      taxaMensal: '1.50',
      dataCredito: '2026-11-25',
      iof: '221.28',
      valorLiquido: '7778.72',
      cetMensal: '1.74',
      cetAnual: '23.06',
      parcelas: [
        { numero: 1, vencimento: '2026-12-25', valorParcela: '399.39' },
        { numero: 2, vencimento: '2027-01-25', valorParcela: '399.49' },
      ],
    });
    expect(rows).toEqual([
      { label: 'Valor', value: 'R$\u00a08.000,00' },
      { label: 'Pedido', value: 'Novo empréstimo' },
      { label: 'Prazo do empréstimo (meses)', value: '24' },
      { label: 'Sistema de amortização', value: 'Tabela Price' },
      { label: 'Taxa de juros ao mês', value: '1,50 %' },
      { label: 'Data do crédito', value: '25/11/2026' },
      { label: 'IOF', value: 'R$\u00a0221,28' },
      { label: 'Valor líquido creditado', value: 'R$\u00a07.778,72' },
      { label: 'CET ao mês', value: '1,74 %' },
      { label: 'CET ao ano', value: '23,06 %' },
      { label: 'Cronograma', value: '2 parcelas, de 25/12/2026 a 25/01/2027' },
    ]);
  });
});
