import { formatBrl, formatPercent } from './format-decimal';
import { formatDateTimeBr, formatMonthBr } from './format-date';
import { LOAN_OPERATION_NAMES, type LoanOperation } from './loans-operations';
import { describeDesignated, type DesignatedBeneficiary } from './dependants-designated';

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
  protocoloComunicacao: 'Protocolo da comunicação de falecimento',
  dataObito: 'Data do falecimento',
  destino: 'Aberto pela fundação',
  pessoasComDireito: 'Pessoas com direito e suas parcelas',
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
  percentualSaldo: 'Percentual do saldo por mês',
  saldo: 'Saldo na data do pedido',
  dataSaldo: 'Data do saldo',
  rendaEstimada: 'Primeira renda estimada',
  formaRendaAnterior: 'Forma de recebimento anterior',
  prazoMesesAnterior: 'Prazo anterior (meses)',
  percentualSaldoAnterior: 'Percentual anterior do saldo por mês',
  rendaAnteriorEstimada: 'Renda anterior estimada no saldo do pedido',
  // Exemptions (22, 24)
  idade: 'Idade na data do pedido (anos)',
  parcelaIsentaMensal: 'Parcela isenta mensal',
  doenca: 'Doença',
  // Exit options and redemptions (13, 14, 15, 16, 17, 30, 37, 38); `valores` holds the figures computed on asking.
  opcao: 'Opção escolhida',
  parcelas: 'Número de parcelas',
  entidadeDestino: 'Entidade receptora',
  cnpj: 'CNPJ da entidade receptora',
  planoDestino: 'Plano de destino',
  cnpb: 'CNPB do plano de destino',
  valor: 'Valor',
  bruto: 'Valor bruto',
  imposto: 'Imposto de renda retido na fonte',
  descontoEmprestimos: 'Quitação de empréstimos',
  liquido: 'Valor líquido pago',
  valorParcela: 'Valor de cada parcela',
  valorUltimaParcela: 'Valor da última parcela',
  // What the withholding becomes (exit-options.ts finalTaxFields): final (regressive) or settled in the declaration.
  impostoDefinitivo: 'Imposto retido é definitivo (regime regressivo)',
  anoDeclaracao: 'Declaração anual que acerta o imposto (progressivo)',
  impostoFinalMinimo: 'Imposto final na declaração, no mínimo (sem outras rendas no ano)',
  impostoFinalMaximo: 'Imposto final na declaração, no máximo (com outras rendas no ano)',
  liquidoFinalMinimo: 'Líquido depois da declaração, no mínimo',
  liquidoFinalMaximo: 'Líquido depois da declaração, no máximo',
  beneficioEstimado: 'Benefício mensal estimado',
  saldoProjetado: 'Saldo projetado no início do benefício',
  idadeInicio: 'Idade de início do benefício',
  prazoMeses: 'Prazo da renda (meses)',
  contribuicaoMensal: 'Contribuição mensal total',
  contribuicaoParticipante: 'Sua contribuição',
  contribuicaoPatrocinadora: 'Contribuição que era da patrocinadora',
  valorTaxaAdministrativa: 'Taxa administrativa',
  // Loans (28): what is asked (operacao) and the simulation frozen when it was asked; `parcelas` is then the schedule.
  operacao: 'Pedido',
  idEmprestimo: 'Número do empréstimo',
  prazoContratoMeses: 'Prazo do empréstimo (meses)',
  sistema: 'Sistema de amortização',
  taxaMensal: 'Taxa de juros ao mês',
  dataCredito: 'Data do crédito',
  jurosTotais: 'Juros totais',
  totalPago: 'Total das parcelas',
  iof: 'IOF',
  valorLiquido: 'Valor líquido creditado',
  cetMensal: 'CET ao mês',
  cetAnual: 'CET ao ano',
  margemDisponivel: 'Margem disponível',
  aceiteContrato: 'Contrato aceito',
  aceitoEm: 'Aceito em',
  data: 'Data',
  valorQuitacao: 'Valor da quitação',
  parcelasEmAberto: 'Parcelas em aberto',
  saldoNominal: 'Soma das parcelas em aberto',
  desconto: 'Desconto dos juros futuros',
  modo: 'Forma da amortização',
  valorParcelaAtual: 'Parcela atual',
  prazoRestanteAtual: 'Parcelas restantes hoje',
  taxaMensalAtual: 'Taxa atual ao mês',
  saldoDevedor: 'Saldo devedor',
  saldoAposAmortizacao: 'Saldo após a amortização',
  prazoRestante: 'Parcelas restantes depois',
  jurosRestantesAntes: 'Juros restantes hoje',
  jurosRestantesDepois: 'Juros restantes depois',
  economiaJuros: 'Economia de juros',
  dentroDaMargem: 'Dentro da margem',
  parcelasPagasNoPedido: 'Parcelas pagas no pedido',
  // Designated beneficiaries (4): the list asked for, one row each, then its sum.
  beneficiarios: 'Beneficiários indicados',
  somaPercentuais: 'Soma das participações',
};

/** A label that depends on the value: a redemption's `forma` is how it is paid, a contribution change's what changes. */
const REQUEST_DATA_VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  forma: { unica: 'Forma de pagamento', parcelada: 'Forma de pagamento' },
};

const EXIT_OPTION_LABELS: Readonly<Record<string, string>> = {
  resgate: 'Resgate',
  portabilidade: 'Portabilidade',
  bpd: 'Benefício proporcional diferido (BPD)',
  autopatrocinio: 'Autopatrocínio',
};

/** The income forms of the benefit request and the income change (request-services.ts). */
const INCOME_FORMS: Readonly<Record<string, string>> = { prazo: 'Por prazo determinado', percentual: 'Percentual do saldo' };

/** How the values of some fields read: money, percentages and competence months in pt-BR. */
const REQUEST_DATA_FORMATS: Readonly<Record<string, (value: string) => string>> = {
  forma: (value) =>
    ({ valor: 'Valor mensal', percentual: 'Percentuais do salário', unica: 'Pagamento único', parcelada: 'Em parcelas mensais' })[value] ?? value,
  opcao: (value) => EXIT_OPTION_LABELS[value] ?? value,
  operacao: (value) => (Object.hasOwn(LOAN_OPERATION_NAMES, value) ? LOAN_OPERATION_NAMES[value as LoanOperation] : value),
  sistema: (value) => ({ price: 'Tabela Price', sac: 'SAC' })[value] ?? value,
  modo: (value) => ({ prazo: 'Reduzir o prazo (mesma parcela)', parcela: 'Reduzir a parcela (mesmo prazo)' })[value] ?? value,
  ...Object.fromEntries(['taxaMensal', 'taxaMensalAtual', 'cetMensal', 'cetAnual'].map((key) => [key, formatPercent])),
  ...Object.fromEntries(
    ['jurosTotais', 'totalPago', 'iof', 'valorLiquido', 'margemDisponivel', 'valorQuitacao', 'saldoNominal', 'desconto', 'valorParcelaAtual', 'saldoDevedor', 'saldoAposAmortizacao', 'jurosRestantesAntes', 'jurosRestantesDepois', 'economiaJuros'].map((key) => [key, formatBrl]),
  ),
  regime: (value) => (value === 'regressivo' ? 'Regressivo' : value === 'progressivo' ? 'Progressivo' : value),
  ...Object.fromEntries(['formaRenda', 'formaRendaAnterior'].map((key) => [key, (value: string) => INCOME_FORMS[value] ?? value])),
  ...Object.fromEntries(['saldo', 'rendaEstimada', 'rendaAnteriorEstimada'].map((key) => [key, formatBrl])),
  ...Object.fromEntries(['percentualSaldo', 'percentualSaldoAnterior', 'somaPercentuais'].map((key) => [key, formatPercent])),
  ...Object.fromEntries(
    [
      'valor',
      'bruto',
      'imposto',
      'descontoEmprestimos',
      'liquido',
      'valorParcela',
      'valorUltimaParcela',
      'impostoFinalMinimo',
      'impostoFinalMaximo',
      'liquidoFinalMinimo',
      'liquidoFinalMaximo',
      'beneficioEstimado',
      'saldoProjetado',
      'contribuicaoMensal',
      'contribuicaoParticipante',
      'contribuicaoPatrocinadora',
      'valorTaxaAdministrativa',
    ].map((key) => [key, formatBrl]),
  ),
  ...Object.fromEntries(
    ['parcelaIsentaMensal', 'valorContribuicao', 'salario', 'contribuicaoBasica', 'contribuicaoSuplementar', 'contribuicaoTotal', 'valorContribuicaoAtual', 'contribuicaoBasicaAtual', 'contribuicaoSuplementarAtual', 'contribuicaoTotalAtual'].map((key) => [key, formatBrl]),
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

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Rows in the stored order; empty values are left out, except an open PEP term, which means "still in office". A group
 * of computed figures (`valores`) reads as rows of its own, leaving out what repeats a field already shown.
 */
/** The order the labels are written in above: a form's order. The database (jsonb) keeps keys in an order of its own. */
const LABEL_ORDER = new Map(Object.keys(REQUEST_DATA_LABELS).map((key, index) => [key, index]));
const authoredPosition = (key: string) => LABEL_ORDER.get(key) ?? Number.MAX_SAFE_INTEGER;

export function describeRequestData(dados: Readonly<Record<string, unknown>>): RequestDataRow[] {
  const rows: RequestDataRow[] = [];
  // A loan's schedule (an array under `parcelas`) reads last, after the figures it comes from.
  const position = (key: string) => (key === 'parcelas' && Array.isArray(dados[key]) ? Number.MAX_SAFE_INTEGER : authoredPosition(key));
  const entries = Object.entries(dados).sort(([a], [b]) => position(a) - position(b));
  for (const [key, raw] of entries) {
    if (key === 'valores' && isPlainObject(raw)) {
      const nested = Object.fromEntries(Object.entries(raw).filter(([inner, value]) => dados[inner] !== value));
      rows.push(...describeRequestData(nested));
      continue;
    }
    if (key === 'parcelas' && Array.isArray(raw)) {
      // A loan's schedule: how many installments and from when to when (the full table is in the loan's pages).
      const dates = raw.map((row) => (isPlainObject(row) && typeof row.vencimento === 'string' ? row.vencimento : null)).filter((day): day is string => day !== null);
      if (raw.length) rows.push({ label: 'Cronograma', value: `${raw.length} ${raw.length === 1 ? 'parcela' : 'parcelas'}${dates.length ? `, de ${readable(dates[0])} a ${readable(dates.at(-1))}` : ''}` });
      continue;
    }
    if (key === 'beneficiarios' && Array.isArray(raw)) {
      if (!raw.length) rows.push({ label: 'Beneficiários indicados', value: 'Nenhum (retirar a indicação)' });
      for (const [index, item] of raw.entries()) if (isPlainObject(item)) rows.push({ label: `Beneficiário indicado ${index + 1}`, value: describeDesignated(item as unknown as DesignatedBeneficiary) });
      continue;
    }
    if (key === 'pessoasComDireito' && Array.isArray(raw)) {
      // A death's pension or balance (death-report): each person entitled with their share.
      const people = raw.filter(isPlainObject).map((person) => `${person.nome}${person.parentesco ? ` (${person.parentesco})` : ''}: ${formatPercent(String(person.parcela))}`);
      rows.push({ label: REQUEST_DATA_LABELS[key], value: people.length ? people.join('; ') : 'Ninguém cadastrado: a fundação apura quem tem direito' });
      continue;
    }
    const isOpenTerm = key === 'dataFim' && raw === null && dados.ppe === 'S';
    const format = typeof raw === 'string' && /^[\w.-]+$/.test(raw) ? REQUEST_DATA_FORMATS[key] : undefined;
    const value = isOpenTerm ? 'Ainda exerce' : format ? format(raw as string) : readable(raw);
    const label = (typeof raw === 'string' ? REQUEST_DATA_VALUE_LABELS[key]?.[raw] : undefined) ?? REQUEST_DATA_LABELS[key] ?? key;
    if (value !== null) rows.push({ label, value });
  }
  return rows;
}

