import { formatBrl, formatDateTimeBr, formatMonthBr, formatPercent } from './format';

/** How a request's data (`dados`, as each service stored it) reads in the request detail. */

export interface RequestDataRow {
  label: string;
  value: string;
}

/** Labels of the fields the services store; a key missing here is shown as it is, so new services still show up. */
export const REQUEST_DATA_LABELS: Readonly<Record<string, string>> = {
  ppe: 'Pessoa politicamente exposta',
  declaracao: 'Pessoa politicamente exposta',
  cargo: 'Cargo, emprego ou função',
  orgao: 'Órgão ou entidade',
  dataInicio: 'Início do exercício',
  dataFim: 'Término do exercício',
  cidadaniaAmericana: 'Cidadania norte-americana',
  residenciaFiscalEua: 'Residência fiscal nos EUA',
  tin: 'TIN (identificação fiscal nos EUA)',
  pais: 'País',
  codigoPostal: 'Código postal',
  numeroIdentificacaoFiscal: 'Número de identificação fiscal',
  complemento: 'Complemento',
  ano: 'Ano',
  regime: 'Regime de tributação',
  confirmacaoIrretratavel: 'Ciente de que o regime regressivo é irretratável',
  confirmadoEm: 'Confirmado em',
  forma: 'Forma de contribuição',
  valorContribuicao: 'Nova contribuição mensal',
  percentualBasica: 'Novo percentual básico',
  percentualSuplementar: 'Novo percentual suplementar',
  vigencia: 'A partir de',
  salario: 'Salário de participação',
  contribuicaoBasica: 'Nova contribuição básica',
  contribuicaoSuplementar: 'Nova contribuição suplementar',
  contribuicaoTotal: 'Nova contribuição total',
  valorContribuicaoAtual: 'Contribuição mensal atual',
  percentualBasicaAtual: 'Percentual básico atual',
  percentualSuplementarAtual: 'Percentual suplementar atual',
  contribuicaoBasicaAtual: 'Contribuição básica atual',
  contribuicaoSuplementarAtual: 'Contribuição suplementar atual',
  contribuicaoTotalAtual: 'Contribuição total atual',
  meses: 'Meses de suspensão',
  motivo: 'Motivo',
  inicio: 'Início',
  fim: 'Fim',
  idPerfilInvestimento: 'Código do perfil escolhido',
  perfil: 'Perfil escolhido',
  perfilAnterior: 'Perfil anterior',
  perfilRecomendado: 'Perfil recomendado pelo questionário',
  conformeRecomendacao: 'Igual ao perfil recomendado',
  formaRenda: 'Forma de recebimento da renda',
  prazoMeses: 'Prazo da renda (meses)',
  percentualSaldo: 'Percentual do saldo por mês',
  saldo: 'Saldo na data do pedido',
  dataSaldo: 'Data do saldo',
  rendaEstimada: 'Primeira renda estimada',
  formaRendaAnterior: 'Forma de recebimento anterior',
  prazoMesesAnterior: 'Prazo anterior (meses)',
  percentualSaldoAnterior: 'Percentual anterior do saldo por mês',
  rendaAnteriorEstimada: 'Renda anterior estimada no saldo do pedido',
};

/** The income forms of the benefit request and the income change (request-services.ts). */
const INCOME_FORMS: Readonly<Record<string, string>> = { prazo: 'Por prazo determinado', percentual: 'Percentual do saldo' };

/** How the values of some fields read: money, percentages and competence months in pt-BR. */
const REQUEST_DATA_FORMATS: Readonly<Record<string, (value: string) => string>> = {
  forma: (value) => (value === 'valor' ? 'Valor mensal' : value === 'percentual' ? 'Percentuais do salário' : value),
  regime: (value) => (value === 'regressivo' ? 'Regressivo' : value === 'progressivo' ? 'Progressivo' : value),
  ...Object.fromEntries(['formaRenda', 'formaRendaAnterior'].map((key) => [key, (value: string) => INCOME_FORMS[value] ?? value])),
  ...Object.fromEntries(['saldo', 'rendaEstimada', 'rendaAnteriorEstimada'].map((key) => [key, formatBrl])),
  ...Object.fromEntries(['percentualSaldo', 'percentualSaldoAnterior'].map((key) => [key, formatPercent])),
  ...Object.fromEntries(
    ['valorContribuicao', 'salario', 'contribuicaoBasica', 'contribuicaoSuplementar', 'contribuicaoTotal', 'valorContribuicaoAtual', 'contribuicaoBasicaAtual', 'contribuicaoSuplementarAtual', 'contribuicaoTotalAtual'].map((key) => [key, formatBrl]),
  ),
  ...Object.fromEntries(['percentualBasica', 'percentualSuplementar', 'percentualBasicaAtual', 'percentualSuplementarAtual'].map((key) => [key, formatPercent])),
  ...Object.fromEntries(['vigencia', 'inicio', 'fim'].map((key) => [key, (value: string) => (/^\d{4}-\d{2}$/.test(value) ? formatMonthBr(`${value}-01`) : value)])),
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function readable(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value === 'S' || value === true) return 'Sim';
  if (value === 'N' || value === false) return 'Não';
  if (typeof value === 'string') {
    if (ISO_DATE_TIME.test(value)) return formatDateTimeBr(value);
    const date = ISO_DATE.exec(value);
    return date ? `${date[3]}/${date[2]}/${date[1]}` : value;
  }
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** Rows in the stored order; empty values are left out, except an open PEP term, which means "still in office". */
export function describeRequestData(dados: Readonly<Record<string, unknown>>): RequestDataRow[] {
  const rows: RequestDataRow[] = [];
  for (const [key, raw] of Object.entries(dados)) {
    const isOpenTerm = key === 'dataFim' && raw === null && dados.ppe === 'S';
    const format = typeof raw === 'string' && /^[\w.-]+$/.test(raw) ? REQUEST_DATA_FORMATS[key] : undefined;
    const value = isOpenTerm ? 'Ainda exerce' : format ? format(raw as string) : readable(raw);
    if (value !== null) rows.push({ label: REQUEST_DATA_LABELS[key] ?? key, value });
  }
  return rows;
}

