import { FUNCTIONALITY } from './functionality-ids';
import { noDeadlines, reasonField, type RequestServiceDefinition, type ServiceField } from './requests-services';

/**
 * The exit services' forms (spec §2.5's exit options and the single services behind them: withdrawal, redemption,
 * portability, BPD, self-sponsorship, disability redemption, leaving the plan). The statement of values is due on each.
 */

const exitDeadlines: RequestServiceDefinition['prazos'] = () => ['extrato-valores'];

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

export const REQUEST_SERVICES: Record<number, RequestServiceDefinition> = {
  [FUNCTIONALITY.CASH_WITHDRAWAL]: {
    id: FUNCTIONALITY.CASH_WITHDRAWAL,
    route: '/services/saque-a-vista',
    titulo: 'Saque à vista',
    intro: ['Retire de uma vez uma parte do seu saldo, até o limite que o regulamento do plano permite. O imposto de renda é retido conforme o seu regime de tributação.'],
    fields: [{ name: 'valor', label: 'Valor do saque (R$)', kind: 'money', min: 0.01, max: (limits) => Number(limits.valorMaximo), hint: (limits) => `Até ${String(limits.valorMaximoFormatado ?? limits.valorMaximo)}.` }],
    documentos: [],
    prazos: noDeadlines,
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
    prazos: noDeadlines,
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
    prazos: noDeadlines,
    confirmacao: 'Entendo que a minha inscrição no plano será cancelada e que as contribuições vão parar.',
  },
};
