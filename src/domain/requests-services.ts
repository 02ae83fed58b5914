// Over 300 lines: the catalogue of request services, one definition per service (fields, rules, documents, deadlines); a list, not logic.
import { FUNCTIONALITY } from './functionality-ids';
/**
 * The request services (issue 14): each one's form fields, rules, required documents and deadlines, in one place
 * shared by its page (the generic service form) and the server (criarSolicitacao validates against the same
 * definition). A limit that depends on the plan (installments, income range) is read from the service's rules,
 * which the server computes from the plan's settings (retornarRegrasSolicitacao) and the page receives as they are.
 *
 * This module holds no validation library: the yup schema built from a definition is in request-service-schema.ts,
 * loaded by the page only when the form validates.
 */

/** The plan's limits a service's fields are checked against, e.g. {parcelasMaximas: 12, prazoRendaMinimoMeses: 60}. */
export type ServiceLimits = Record<string, number | string>;

type Bound = number | ((limits: ServiceLimits) => number);

export interface ServiceFieldOption {
  value: string;
  label: string;
  description?: string;
}

export interface ServiceField {
  name: string;
  label: string;
  /** choice: radio buttons; select: a list; integer; percent ('1.50' = 1,5 %); money ('1234.56'); text; textarea; cnpj; cnpb. */
  kind: 'choice' | 'select' | 'integer' | 'percent' | 'money' | 'text' | 'textarea' | 'cnpj' | 'cnpb';
  hint?: string | ((limits: ServiceLimits) => string);
  options?: ServiceFieldOption[];
  /** Optional fields may be left empty; every other field is required (when shown). */
  optional?: boolean;
  /** Shown, validated and sent only when another field has one of these values. */
  when?: { field: string; equals: readonly string[] };
  min?: Bound;
  max?: Bound;
  maxLength?: number;
}

export interface ServiceDocument {
  nome: string;
  obrigatorio: boolean;
  descricao?: string;
}

/** Which deadlines a request carries (request-deadlines.ts requestDeadlines). */
export type DeadlineKind = 'extrato-valores' | 'portabilidade' | 'resposta-isencao';

export interface RequestServiceDefinition {
  id: number;
  /** The page under /services. */
  route: string;
  titulo: string;
  /** What the service is, in the participant's words (one paragraph each). */
  intro: readonly string[];
  fields: readonly ServiceField[];
  /** In this order in `idAnexos`. */
  documentos: readonly ServiceDocument[];
  prazos: (dados: Record<string, unknown>) => DeadlineKind[];
  /** A statement the participant must confirm before sending (an irreversible choice). */
  confirmacao?: string;
}

const none = () => [];
const exitDeadlines = (): DeadlineKind[] => ['extrato-valores'];
const exemptionDeadlines = (): DeadlineKind[] => ['resposta-isencao'];

/** Lei 7.713/1988, art. 6º, XIV: the serious illnesses that exempt retirement and pension income. */
export const SERIOUS_ILLNESSES = [
  'AIDS (síndrome da imunodeficiência adquirida)',
  'Alienação mental',
  'Cardiopatia grave',
  'Cegueira (inclusive monocular)',
  'Contaminação por radiação',
  'Doença de Paget em estados avançados (osteíte deformante)',
  'Doença de Parkinson',
  'Esclerose múltipla',
  'Espondiloartrose anquilosante',
  'Fibrose cística (mucoviscidose)',
  'Hanseníase',
  'Hepatopatia grave',
  'Nefropatia grave',
  'Neoplasia maligna',
  'Paralisia irreversível e incapacitante',
  'Tuberculose ativa',
] as const;

const incomeFields: ServiceField[] = [
  {
    name: 'formaRenda',
    label: 'Forma de recebimento da renda',
    kind: 'choice',
    options: [
      { value: 'prazo', label: 'Por prazo determinado', description: 'Uma renda mensal por um número de meses, até o saldo acabar.' },
      { value: 'percentual', label: 'Percentual do saldo', description: 'Todo mês, um percentual do saldo, recalculado a cada ano.' },
    ],
  },
  {
    name: 'prazoMeses',
    label: 'Prazo (meses)',
    kind: 'integer',
    when: { field: 'formaRenda', equals: ['prazo'] },
    min: (limits) => Number(limits.prazoRendaMinimoMeses),
    max: (limits) => Number(limits.prazoRendaMaximoMeses),
    hint: (limits) => `Entre ${limits.prazoRendaMinimoMeses} e ${limits.prazoRendaMaximoMeses} meses.`,
  },
  {
    name: 'percentualSaldo',
    label: 'Percentual do saldo por mês (%)',
    kind: 'percent',
    when: { field: 'formaRenda', equals: ['percentual'] },
    min: (limits) => Number(limits.percentualRendaMinimo),
    max: (limits) => Number(limits.percentualRendaMaximo),
    hint: (limits) => `Entre ${String(limits.percentualRendaMinimo).replace('.', ',')} % e ${String(limits.percentualRendaMaximo).replace('.', ',')} % do saldo por mês.`,
  },
];

const redemptionFields: ServiceField[] = [
  {
    name: 'forma',
    label: 'Como receber',
    kind: 'choice',
    options: [
      { value: 'unica', label: 'Pagamento único', description: 'Todo o valor de uma vez.' },
      { value: 'parcelada', label: 'Em parcelas mensais', description: 'O valor dividido em parcelas mensais iguais.' },
    ],
  },
  {
    name: 'parcelas',
    label: 'Número de parcelas',
    kind: 'integer',
    when: { field: 'forma', equals: ['parcelada'] },
    min: 2,
    max: (limits) => Number(limits.parcelasMaximas),
    hint: (limits) => `De 2 a ${limits.parcelasMaximas} parcelas mensais.`,
  },
];

const portabilityFields: ServiceField[] = [
  { name: 'entidadeDestino', label: 'Entidade receptora', kind: 'text', maxLength: 150, hint: 'O nome do fundo de pensão ou da seguradora que vai receber os recursos.' },
  { name: 'cnpj', label: 'CNPJ da entidade receptora', kind: 'cnpj' },
  { name: 'planoDestino', label: 'Plano de destino', kind: 'text', maxLength: 150 },
  { name: 'cnpb', label: 'CNPB do plano de destino', kind: 'cnpb', hint: 'O Cadastro Nacional de Planos de Benefícios, como 1979.0001-18.' },
];

const reasonField = (label: string, optional = false): ServiceField => ({ name: 'motivo', label, kind: 'textarea', maxLength: 500, optional });

export const REQUEST_SERVICES: Record<number, RequestServiceDefinition> = {
  [FUNCTIONALITY.BENEFIT_REQUEST]: {
    id: FUNCTIONALITY.BENEFIT_REQUEST,
    route: '/services/benefit-request',
    titulo: 'Solicitar benefício',
    intro: ['Chegou a hora de receber a sua aposentadoria pelo plano. Confira se você já pode pedir, escolha como quer receber a renda e envie os documentos.'],
    fields: incomeFields,
    documentos: [
      { nome: 'Documento de identidade com foto', obrigatorio: true },
      { nome: 'Comprovante de dados bancários', obrigatorio: true, descricao: 'Para o crédito da renda: cartão ou extrato com banco, agência e conta.' },
    ],
    prazos: none,
  },
  [FUNCTIONALITY.CASH_WITHDRAWAL]: {
    id: FUNCTIONALITY.CASH_WITHDRAWAL,
    route: '/services/saque-a-vista',
    titulo: 'Saque à vista',
    intro: ['Retire de uma vez uma parte do seu saldo, até o limite que o regulamento do plano permite. O imposto de renda é retido conforme o seu regime de tributação.'],
    fields: [{ name: 'valor', label: 'Valor do saque (R$)', kind: 'money', min: 0.01, max: (limits) => Number(limits.valorMaximo), hint: (limits) => `Até ${String(limits.valorMaximoFormatado ?? limits.valorMaximo)}.` }],
    documentos: [],
    prazos: none,
  },
  [FUNCTIONALITY.REDEMPTION]: {
    id: FUNCTIONALITY.REDEMPTION,
    route: '/services/resgate',
    titulo: 'Resgate',
    intro: [
      'Ao deixar a patrocinadora, você pode resgatar as suas contribuições e a parte da patrocinadora a que já tem direito pelo tempo de plano. O imposto de renda segue o seu regime de tributação.',
      'Com o resgate, o seu vínculo com o plano termina.',
    ],
    fields: redemptionFields,
    documentos: [],
    prazos: exitDeadlines,
    confirmacao: 'Entendo que, com o resgate, o meu vínculo com o plano termina.',
  },
  [FUNCTIONALITY.PORTABILITY]: {
    id: FUNCTIONALITY.PORTABILITY,
    route: '/services/portabilidade',
    titulo: 'Portabilidade',
    intro: ['Leve todo o seu saldo, inclusive a parte da patrocinadora a que tem direito, para um plano de outra entidade, sem imposto de renda na transferência.'],
    fields: portabilityFields,
    documentos: [],
    prazos: () => ['extrato-valores', 'portabilidade'],
  },
  [FUNCTIONALITY.BPD]: {
    id: FUNCTIONALITY.BPD,
    route: '/services/bpd',
    titulo: 'Benefício proporcional diferido (BPD)',
    intro: ['Deixe o seu saldo no plano, sem novas contribuições, e receba um benefício proporcional quando chegar à idade prevista no regulamento.'],
    fields: [],
    documentos: [],
    prazos: exitDeadlines,
  },
  [FUNCTIONALITY.SELF_SPONSORSHIP]: {
    id: FUNCTIONALITY.SELF_SPONSORSHIP,
    route: '/services/autopatrocinio',
    titulo: 'Autopatrocínio',
    intro: ['Continue no plano pagando a sua contribuição e também a que a patrocinadora pagava, para manter o benefício que você planejou.'],
    fields: [],
    documentos: [],
    prazos: exitDeadlines,
  },
  [FUNCTIONALITY.BENEFIT_SUSPENSION]: {
    id: FUNCTIONALITY.BENEFIT_SUSPENSION,
    route: '/services/suspend-benefit',
    titulo: 'Suspender benefício',
    intro: ['Peça a suspensão do pagamento do seu benefício. Enquanto estiver suspenso, a renda não é paga; para voltar a receber, fale com o fundo.'],
    fields: [reasonField('Motivo da suspensão')],
    documentos: [],
    prazos: none,
    confirmacao: 'Entendo que, enquanto o benefício estiver suspenso, não receberei a renda mensal.',
  },
  [FUNCTIONALITY.EXEMPTION_65]: {
    id: FUNCTIONALITY.EXEMPTION_65,
    route: '/services/exemption-65',
    titulo: 'Isenção aos 65 anos',
    intro: [
      'A partir dos 65 anos, uma parte da sua aposentadoria ou pensão fica isenta de imposto de renda todo mês (Lei 7.713/1988, art. 6º, XV). A sua idade vem do cadastro: não é preciso enviar documentos.',
      'Depois da aprovação, a partir do mês seguinte, a parcela isenta do seu benefício mensal deixa de entrar no cálculo do imposto de renda. Vale para o regime progressivo; no regressivo, o imposto é definitivo e não tem essa parcela.',
    ],
    fields: [],
    documentos: [],
    prazos: exemptionDeadlines,
  },
  [FUNCTIONALITY.SERIOUS_ILLNESS_EXEMPTION]: {
    id: FUNCTIONALITY.SERIOUS_ILLNESS_EXEMPTION,
    route: '/services/exemption-molestia-grave',
    titulo: 'Isenção por moléstia grave',
    intro: [
      'Quem tem uma das doenças graves listadas na lei não paga imposto de renda sobre a aposentadoria ou a pensão (Lei 7.713/1988, art. 6º, XIV). É preciso um laudo de serviço médico oficial.',
      'Depois da aprovação, a partir do mês seguinte, todo o seu benefício fica isento de imposto de renda, no regime progressivo ou no regressivo.',
    ],
    fields: [{ name: 'doenca', label: 'Doença', kind: 'select', options: SERIOUS_ILLNESSES.map((name) => ({ value: name, label: name })) }],
    documentos: [{ nome: 'Laudo médico oficial', obrigatorio: true, descricao: 'Emitido por serviço médico da União, dos estados ou dos municípios, com a doença e a data em que foi diagnosticada.' }],
    prazos: exemptionDeadlines,
  },
  [FUNCTIONALITY.EXIT_OPTIONS]: {
    id: FUNCTIONALITY.EXIT_OPTIONS,
    route: '/services/opcoes-desligamento',
    titulo: 'Opções de desligamento',
    intro: [
      'Você deixou a patrocinadora. Compare as quatro opções com os seus valores e escolha a que faz mais sentido para você.',
      'Os valores abaixo são de hoje, pelo valor atual da cota, para você comparar antes de decidir. Depois do pedido, o fundo envia o extrato com os valores definitivos em até 30 dias.',
    ],
    fields: [
      {
        name: 'opcao',
        label: 'Opção escolhida',
        kind: 'choice',
        options: [
          { value: 'resgate', label: 'Resgate' },
          { value: 'portabilidade', label: 'Portabilidade' },
          { value: 'bpd', label: 'Benefício proporcional diferido (BPD)' },
          { value: 'autopatrocinio', label: 'Autopatrocínio' },
        ],
      },
      ...redemptionFields.map((field) => ({ ...field, when: field.when ?? { field: 'opcao', equals: ['resgate'] } })),
      ...portabilityFields.map((field) => ({ ...field, when: { field: 'opcao', equals: ['portabilidade'] } })),
    ],
    documentos: [],
    prazos: (dados) => (dados.opcao === 'portabilidade' ? ['extrato-valores', 'portabilidade'] : ['extrato-valores']),
  },
  [FUNCTIONALITY.INCOME_CHANGE]: {
    id: FUNCTIONALITY.INCOME_CHANGE,
    route: '/services/alteracao-renda',
    titulo: 'Alteração de renda',
    intro: ['Mude o percentual do saldo ou o prazo da sua renda mensal, dentro dos limites do plano. A mudança pode ser pedida uma vez a cada período do regulamento.'],
    fields: incomeFields,
    documentos: [],
    prazos: none,
  },
  [FUNCTIONALITY.DISABILITY_REDEMPTION]: {
    id: FUNCTIONALITY.DISABILITY_REDEMPTION,
    route: '/services/resgate-por-invalidez',
    titulo: 'Resgate por invalidez',
    intro: ['Em caso de invalidez permanente, você pode resgatar o seu saldo. Envie o laudo médico e a carta de concessão da aposentadoria por invalidez do INSS.'],
    fields: redemptionFields,
    documentos: [
      { nome: 'Laudo médico', obrigatorio: true, descricao: 'Com o diagnóstico e a declaração de invalidez permanente.' },
      { nome: 'Carta de concessão do INSS', obrigatorio: true, descricao: 'A carta de concessão da aposentadoria por invalidez.' },
    ],
    prazos: none,
  },
  [FUNCTIONALITY.PLAN_WITHDRAWAL]: {
    id: FUNCTIONALITY.PLAN_WITHDRAWAL,
    route: '/services/desistencia-plano',
    titulo: 'Desistência do plano',
    intro: [
      'Peça o cancelamento da sua inscrição no plano. As contribuições param a partir do mês seguinte ao cancelamento; o que você acumulou fica disponível nas opções de desligamento (resgate ou portabilidade).',
    ],
    fields: [reasonField('Motivo (opcional)', true)],
    documentos: [],
    prazos: none,
    confirmacao: 'Entendo que a minha inscrição no plano será cancelada e que as contribuições vão parar.',
  },
};

export function requestServiceDefinition(idFuncionalidade: number): RequestServiceDefinition | null {
  return REQUEST_SERVICES[idFuncionalidade] ?? null;
}

/** Whether a field is shown (and so validated and sent) for the values typed so far. */
export function isFieldShown(field: ServiceField, values: Record<string, unknown>): boolean {
  return !field.when || field.when.equals.includes(String(values[field.when.field] ?? ''));
}

export function resolveBound(bound: Bound | undefined, limits: ServiceLimits): number | undefined {
  return typeof bound === 'function' ? bound(limits) : bound;
}

export function fieldHint(field: ServiceField, limits: ServiceLimits): string | undefined {
  return typeof field.hint === 'function' ? field.hint(limits) : field.hint;
}
