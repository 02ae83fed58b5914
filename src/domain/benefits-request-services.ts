import * as FUNCTIONALITY from './functionality-ids';
import { noDeadlines, reasonField, servicesById, type RequestServiceDefinition, type ServiceField } from './requests-services';

/**
 * The benefit services' forms (request-services.ts has the shape): the benefit request, the income change and the
 * benefit's suspension. The benefits module declares their request kinds; their pages read these definitions.
 */

export const incomeFields: ServiceField[] = [
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

export const BENEFIT_REQUEST_SERVICE: RequestServiceDefinition = {
  id: FUNCTIONALITY.BENEFIT_REQUEST,
  route: '/services/benefit-request',
  titulo: 'Solicitar benefício',
  intro: ['Chegou a hora de receber a sua aposentadoria pelo plano. Confira se você já pode pedir, escolha como quer receber a renda e envie os documentos.'],
  fields: incomeFields,
  documentos: [
    { nome: 'Documento de identidade com foto', obrigatorio: true },
    { nome: 'Comprovante de dados bancários', obrigatorio: true, descricao: 'Para o crédito da renda: cartão ou extrato com banco, agência e conta.' },
  ],
  prazos: noDeadlines,
};

export const INCOME_CHANGE_SERVICE: RequestServiceDefinition = {
  id: FUNCTIONALITY.INCOME_CHANGE,
  route: '/services/alteracao-renda',
  titulo: 'Alteração de renda',
  intro: ['Mude o percentual do saldo ou o prazo da sua renda mensal, dentro dos limites do plano. A mudança pode ser pedida uma vez a cada período do regulamento.'],
  fields: incomeFields,
  documentos: [],
  prazos: noDeadlines,
};

export const BENEFIT_SUSPENSION_SERVICE: RequestServiceDefinition = {
  id: FUNCTIONALITY.BENEFIT_SUSPENSION,
  route: '/services/suspend-benefit',
  titulo: 'Suspender benefício',
  intro: ['Peça a suspensão do pagamento do seu benefício. Enquanto estiver suspenso, a renda não é paga; para voltar a receber, fale com o fundo.'],
  fields: [reasonField('Motivo da suspensão')],
  documentos: [],
  prazos: noDeadlines,
  confirmacao: 'Entendo que, enquanto o benefício estiver suspenso, não receberei a renda mensal.',
};

/** Every benefit service by its functionality id (the benefits module's request kinds); a page passes its own on. */
export const REQUEST_SERVICES: Record<number, RequestServiceDefinition> = servicesById([
  BENEFIT_REQUEST_SERVICE,
  INCOME_CHANGE_SERVICE,
  BENEFIT_SUSPENSION_SERVICE,
]);
