import { CATEGORY_ID, DEFAULT_PRIMARY_COLOR, NOTIFICATION_TYPE, PLAN_ID, SITUATION_ID } from '@/domain/constants';
import type { Queryable } from '../client';
import { categoria, funcionalidade, plano, planoFuncionalidade, situacao } from '../schema/plans';
import { configuracaoBeneficio } from '../schema/benefits';
import { configuracaoContribuicao } from '../schema/sporadic-contribution';
import { configuracaoEmprestimo } from '../schema/loans';
import { configuracaoInstituto } from '../schema/institutes';
import { fluxoRequisicao } from '../schema/workflow';
import { configuracaoPerfil, perfilInvestimento, perguntaPerfil, respostaPerfil } from '../schema/investment-profile';
import { indiceEconomico } from '../schema/economic-indexes';
import { requisicaoStatus } from '../schema/requests';
import { temaPlano } from '../schema/themes';
import { tipoNotificacao } from '../schema/notifications';
import { seededWorkflow } from '@/domain/workflow';
import { seedDesignationSettings } from './dependants';

/** The fund's reference data (spec §2.5, §3): plans, categories, situations, the service catalogue and its matrix. */

export const PLANS = [
  { id: PLAN_ID.HPE, nome: 'HPE', nomeExibicao: 'HPE', temPerfil: 'S', tipo: '1', idDeclaracaoIr: 2, onboardingCaminho: 6 },
  { id: PLAN_ID.MAIS_VALOR, nome: 'MAIS_VALOR', nomeExibicao: 'Mais Valor', temPerfil: 'N', tipo: '2', idDeclaracaoIr: 4, onboardingCaminho: 5 },
  { id: PLAN_ID.DXC, nome: 'DXC', nomeExibicao: 'DXC', temPerfil: 'S', tipo: '1', idDeclaracaoIr: 6, onboardingCaminho: 6 },
] as const;

const CATEGORIES = [
  { id: CATEGORY_ID.TAXPAYER, nome: 'Contribuinte' },
  { id: CATEGORY_ID.ASSISTED, nome: 'Assistido' },
  { id: CATEGORY_ID.PENSIONER, nome: 'Pensionista' },
  { id: CATEGORY_ID.SELF_SPONSORED, nome: 'Autopatrocinado' },
  { id: CATEGORY_ID.BPD, nome: 'BPD' },
];

const SITUATIONS = [
  { id: SITUATION_ID.ACTIVE, nome: 'Ativo' },
  { id: SITUATION_ID.IN_BENEFIT, nome: 'Em benefício' },
  { id: SITUATION_ID.IN_CONCESSION, nome: 'Em concessão' },
  { id: SITUATION_ID.CLOSED, nome: 'Encerrado' },
  { id: SITUATION_ID.DECEASED, nome: 'Falecido' },
  { id: SITUATION_ID.SUSPENDED, nome: 'Suspenso' },
  { id: SITUATION_ID.LEFT, nome: 'Desligado' },
  { id: SITUATION_ID.PORTED, nome: 'Portado' },
  { id: SITUATION_ID.TRANSITORY, nome: 'Transitório' },
];

/** Catalogue of spec §2.5 (ids 0 are base entries always on, so they are not in the matrix). kind: '2' loan-enabled only, '1' standard only. */
export const FUNCTIONALITIES = [
  { id: 1, nome: 'Regime de tributação', href: '/services/regime-tributacao', icone: 'landmark', tipoPlano: null },
  { id: 2, nome: 'Pessoa politicamente exposta', href: '/services/pep', icone: 'shield-check', tipoPlano: null },
  { id: 3, nome: 'Notificação FATCA', href: '/services/fatca', icone: 'flag', tipoPlano: null },
  { id: 4, nome: 'Beneficiários', href: '/dependentes?tipo=previdencial', icone: 'users', tipoPlano: null },
  { id: 5, nome: 'Residente no exterior', href: '/services/residente-exterior', icone: 'globe', tipoPlano: null },
  { id: 10, nome: 'Perfil de investimentos', href: '/services/perfil-investimentos', icone: 'pie-chart', tipoPlano: null },
  { id: 23, nome: 'Demonstrativo de contribuição', href: '/services/demonstrativo-contribuicao', icone: 'file-text', tipoPlano: null },
  { id: 32, nome: 'Convidar participante', href: '/services/convidar-participante', icone: 'user-plus', tipoPlano: '1' },
  { id: 27, nome: 'Consultar empréstimos', href: '/services/emprestimos', icone: 'hand-coins', tipoPlano: '2' },
  { id: 28, nome: 'Solicitar empréstimo', href: '/services/emprestimos/solicitacao', icone: 'banknote', tipoPlano: '2' },
  { id: 13, nome: 'Saque à vista', href: '/services/saque-a-vista', icone: 'wallet', tipoPlano: '2' },
  { id: 29, nome: 'Simulador de incentivo fiscal', href: '/services/simulador-incentivo-fiscal', icone: 'calculator', tipoPlano: '2' },
  { id: 30, nome: 'Opções de desligamento', href: '/services/opcoes-desligamento', icone: 'log-out', tipoPlano: '2' },
  { id: 37, nome: 'Resgate por invalidez', href: '/services/resgate-por-invalidez', icone: 'heart-pulse', tipoPlano: '2' },
  { id: 6, nome: 'Extrato de contribuição', href: '/services/extrato-contribuicao', icone: 'receipt', tipoPlano: null },
  { id: 33, nome: 'Extrato de saldo', href: '/services/extrato-saldo', icone: 'line-chart', tipoPlano: null },
  { id: 7, nome: 'Contribuição esporádica', href: '/services/gerar-contribuicao', icone: 'piggy-bank', tipoPlano: null },
  { id: 8, nome: 'Alterar contribuição', href: '/services/alterar-contribuicao', icone: 'sliders-horizontal', tipoPlano: null },
  { id: 9, nome: 'Suspender contribuição', href: '/services/suspend-contribution', icone: 'pause-circle', tipoPlano: null },
  { id: 11, nome: 'Simulador de benefício', href: '/services/simulador-beneficio', icone: 'trending-up', tipoPlano: null },
  { id: 12, nome: 'Solicitar benefício', href: '/services/benefit-request', icone: 'badge-check', tipoPlano: null },
  { id: 14, nome: 'Resgate', href: '/services/resgate', icone: 'arrow-down-to-line', tipoPlano: null },
  { id: 15, nome: 'Portabilidade', href: '/services/portabilidade', icone: 'arrow-right-left', tipoPlano: null },
  { id: 16, nome: 'BPD', href: '/services/bpd', icone: 'clock', tipoPlano: null },
  { id: 17, nome: 'Autopatrocínio', href: '/services/autopatrocinio', icone: 'user-check', tipoPlano: null },
  { id: 31, nome: 'Alteração de renda', href: '/services/alteracao-renda', icone: 'percent', tipoPlano: null },
  { id: 19, nome: 'Informe de rendimentos', href: '/services/report-income', icone: 'file-spreadsheet', tipoPlano: null },
  { id: 20, nome: 'Contracheque', href: '/services/contracheque', icone: 'file-check', tipoPlano: null },
  { id: 21, nome: 'Suspender benefício', href: '/services/suspend-benefit', icone: 'circle-pause', tipoPlano: null },
  { id: 22, nome: 'Isenção aos 65 anos', href: '/services/exemption-65', icone: 'cake', tipoPlano: null },
  { id: 24, nome: 'Isenção por moléstia grave', href: '/services/exemption-molestia-grave', icone: 'stethoscope', tipoPlano: null },
  { id: 26, nome: 'Extrato do IR regressivo', href: '/services/extrato-ir-regressivo', icone: 'scroll-text', tipoPlano: null },
  // Not numbered in spec §2.5; the fund's catalogue gives the plan withdrawal the next free id.
  { id: 38, nome: 'Desistência do plano', href: '/services/desistencia-plano', icone: 'user-x', tipoPlano: null },
  // Issue 29: the yearly proof of life of those who receive a benefit.
  { id: 39, nome: 'Prova de vida', href: '/services/prova-de-vida', icone: 'scan-face', tipoPlano: null },
  // Opened by the fund when it confirms a death (death-report), never by a participant: in no plan's matrix.
  { id: 40, nome: 'Pensão por morte', href: '/request-management', icone: 'heart-handshake', tipoPlano: null },
  { id: 41, nome: 'Pagamento do saldo aos beneficiários', href: '/request-management', icone: 'hand-coins', tipoPlano: null },
] as const;

const GENERAL = [1, 2, 3, 4, 5, 10, 23, 32, 27, 28, 13, 29, 30, 37];
const CONTRIBUTING = [7, 8, 9, 11, 12, 38];
/**
 * Whoever has money in the plan reads it: the extracts (6, 33), the regressive-tax extract (26: what each contribution
 * would pay, also for those still choosing a regime) and the yearly income report (19: benefits and tax withheld for
 * those who receive, deductible contributions for those who contribute).
 */
const STATEMENTS = [6, 33, 19, 26];
/** The institutes of Resolução CNPC 50/2022 are chosen on leaving the sponsor: 30 side by side, or each one. */
const EXIT_OPTIONS = [30, 14, 15, 16, 17];
const RECEIVING = [31, 20, 21, 22, 24, 39];
/**
 * A benefit suspended for a missing proof of life still shows its paychecks (the suspended months say so) and the
 * proof of life, which reactivates it.
 */
const SUSPENDED_RECEIVING = [20, 39];

/** Which services each kind of participant gets, before the plan kind filter (services.md). */
function servicesFor(idCategoria: number, idSituacao: number): number[] {
  const isReceiving = idCategoria === CATEGORY_ID.ASSISTED || idCategoria === CATEGORY_ID.PENSIONER;
  if (isReceiving && idSituacao === SITUATION_ID.IN_BENEFIT) return [...GENERAL, ...STATEMENTS, ...RECEIVING];
  if (isReceiving) return [...GENERAL.filter((id) => id !== 32), ...STATEMENTS, ...(idSituacao === SITUATION_ID.SUSPENDED ? SUSPENDED_RECEIVING : [])];
  const general = GENERAL.filter((id) => !EXIT_OPTIONS.includes(id));
  if (idSituacao === SITUATION_ID.LEFT) return [1, 2, 3, 4, 5, 23, ...STATEMENTS, ...EXIT_OPTIONS];
  if (idSituacao !== SITUATION_ID.ACTIVE) return [1, 2, 3, 4, 5, 23, ...STATEMENTS];
  // A deferred benefit may still become a redemption or a portability before it starts.
  if (idCategoria === CATEGORY_ID.BPD) return [...general, ...STATEMENTS, 11, 12, 14, 15];
  return [...general, ...STATEMENTS, ...CONTRIBUTING];
}

export const INVESTMENT_PROFILES = [
  {
    nome: 'Super Conservador',
    descricao: '100% em renda fixa atrelada à taxa básica de juros: a menor oscilação, para quem está perto de se aposentar.',
    composicao: [{ classe: 'Renda fixa pós-fixada', percentual: '100.00' }],
    pontuacaoMinima: 5,
    pontuacaoMaxima: 7,
  },
  {
    nome: 'Conservador',
    descricao: 'Cerca de 90% em renda fixa e 10% em renda variável: pouca oscilação, retorno moderado no longo prazo.',
    composicao: [
      { classe: 'Renda fixa', percentual: '90.00' },
      { classe: 'Renda variável', percentual: '10.00' },
    ],
    pontuacaoMinima: 8,
    pontuacaoMaxima: 11,
  },
  {
    nome: 'Moderado',
    descricao: 'Cerca de 75% em renda fixa e 25% em renda variável e investimentos no exterior: equilíbrio entre risco e retorno.',
    composicao: [
      { classe: 'Renda fixa', percentual: '75.00' },
      { classe: 'Renda variável', percentual: '17.00' },
      { classe: 'Investimentos no exterior', percentual: '8.00' },
    ],
    pontuacaoMinima: 12,
    pontuacaoMaxima: 15,
  },
  {
    nome: 'Arrojado',
    descricao: 'Até 45% em renda variável e investimentos no exterior: mais oscilação, maior retorno esperado em prazos longos.',
    composicao: [
      { classe: 'Renda fixa', percentual: '55.00' },
      { classe: 'Renda variável', percentual: '30.00' },
      { classe: 'Investimentos no exterior', percentual: '15.00' },
    ],
    pontuacaoMinima: 16,
    pontuacaoMaxima: 20,
  },
];

/** The suitability questionnaire seeded for every plan with profiles: 1 to 4 points an answer, 5 to 20 in all. */
export const PROFILE_QUESTIONNAIRE = [
  {
    texto: 'Quanto tempo falta para você começar a receber o benefício?',
    respostas: ['Menos de 3 anos', 'De 3 a 10 anos', 'De 10 a 20 anos', 'Mais de 20 anos'],
  },
  {
    texto: 'Qual é o principal objetivo da sua reserva no plano?',
    respostas: [
      'Preservar o que já acumulei, mesmo rendendo menos',
      'Crescer um pouco acima da inflação, com pouca oscilação',
      'Equilibrar crescimento e segurança',
      'Crescer o máximo possível no longo prazo',
    ],
  },
  {
    texto: 'Se o saldo da sua reserva caísse 10% em um mês, o que você faria?',
    respostas: [
      'Mudaria logo para o perfil mais conservador',
      'Ficaria preocupado e pensaria em mudar',
      'Esperaria a recuperação sem mudar nada',
      'Veria como oportunidade e manteria o perfil',
    ],
  },
  {
    texto: 'Como você descreve seu conhecimento sobre investimentos?',
    respostas: ['Nenhum ou muito pouco', 'Conheço poupança e renda fixa', 'Já investi em fundos ou ações', 'Acompanho o mercado e invisto com frequência'],
  },
  {
    texto: 'Quanto da sua renda vem de outras fontes além deste plano na aposentadoria (INSS, aluguéis, outros investimentos)?',
    respostas: ['Nenhuma: dependerei só deste plano', 'Uma pequena parte', 'Cerca de metade', 'A maior parte'],
  },
];

/** The plans' benefit parameters (settings/beneficios): the simulators start from them. */
export const BENEFIT_SETTINGS: Record<number, { pagamentosPorAno: 12 | 13; rentabilidadeReferencia: string; idadeAposentadoria: number }> = {
  [PLAN_ID.HPE]: { pagamentosPorAno: 13, rentabilidadeReferencia: '4.00', idadeAposentadoria: 60 },
  [PLAN_ID.MAIS_VALOR]: { pagamentosPorAno: 13, rentabilidadeReferencia: '4.50', idadeAposentadoria: 60 },
  [PLAN_ID.DXC]: { pagamentosPorAno: 12, rentabilidadeReferencia: '4.00', idadeAposentadoria: 62 },
};

/** The economic indexes the fund follows (settings/indexadores, the simulators); their monthly values are kept by the administrators. */
export const ECONOMIC_INDEXES = [
  { codigo: 'IPCA', nome: 'Índice Nacional de Preços ao Consumidor Amplo', fonte: 'IBGE' },
  { codigo: 'INPC', nome: 'Índice Nacional de Preços ao Consumidor', fonte: 'IBGE' },
  { codigo: 'IGP-M', nome: 'Índice Geral de Preços do Mercado', fonte: 'FGV IBRE' },
  // The balance extract compares the plan's return with it (issue 30); migration 0032 adds it to an installed fund.
  { codigo: 'CDI', nome: 'Certificado de Depósito Interbancário (taxa DI)', fonte: 'B3' },
] as const;

/** The institutes' rules per plan (settings/resgate, portability-management, self-sponsorship-management, bpd). */
/** The loan parameters of the loan-enabled plans (kind '2'); migration 0010 writes the same for an installed fund. */
export const LOAN_SETTINGS = {
  taxaMensal: '1.50',
  sistema: 'price',
  prazoMaximo: 60,
  valorMaximo: '50000.00',
  percentualMargem: '30.00',
  tempoMinimoMeses: 6,
  cobraIof: true,
} as const;

export const INSTITUTE_SETTINGS = {
  // The sponsor share is vested by years in the plan: 3 years 30 %, 5 years 50 %, 8 years 80 %, 10 years all.
  vestingPatrocinadora: [
    { anos: 3, percentual: '30.00' },
    { anos: 5, percentual: '50.00' },
    { anos: 8, percentual: '80.00' },
    { anos: 10, percentual: '100.00' },
  ],
  resgateParcelasMaximas: 12,
  carenciaPortabilidadeAnos: 3,
  carenciaBpdAnos: 3,
  taxaAdministrativaAutopatrocinio: '0.50',
};

export const REQUEST_STATUSES = [
  { id: 1, nome: 'Recebida', encerrado: false },
  { id: 2, nome: 'Em análise', encerrado: false },
  { id: 3, nome: 'Pendente de documentos', encerrado: false },
  { id: 4, nome: 'Concluída', encerrado: true },
  { id: 5, nome: 'Cancelada', encerrado: true },
  { id: 6, nome: 'Indeferida', encerrado: true },
];

/** The demo plans' themes: their logos and backgrounds are the portal's own images (public/images/planos). */
export const PLAN_THEMES = [
  { idPlano: PLAN_ID.HPE, corPrimaria: DEFAULT_PRIMARY_COLOR, logo: '/images/planos/hpe.svg', background: '/images/planos/fundo-hpe.svg' },
  { idPlano: PLAN_ID.MAIS_VALOR, corPrimaria: '#1D4ED8', logo: '/images/planos/mais-valor.svg', background: '/images/planos/fundo-mais-valor.svg' },
  { idPlano: PLAN_ID.DXC, corPrimaria: '#7C3AED', logo: '/images/planos/dxc.svg', background: '/images/planos/fundo-dxc.svg' },
];

export async function seedReferenceData(db: Queryable) {
  await db.insert(categoria).values(CATEGORIES);
  await db.insert(situacao).values(SITUATIONS);
  await db.insert(plano).values(PLANS.map((plan) => ({ ...plan })));
  await db.insert(temaPlano).values(PLAN_THEMES.map((theme) => ({ ...theme })));
  await db.insert(funcionalidade).values(FUNCTIONALITIES.map((item) => ({ ...item })));
  const matrix = PLANS.flatMap((plan) =>
    CATEGORIES.flatMap((category) =>
      SITUATIONS.flatMap((situation) =>
        servicesFor(category.id, situation.id)
          // The investment profile service only where the plan has profiles.
          .filter((idFuncionalidade) => plan.temPerfil === 'S' || idFuncionalidade !== 10)
          .map((idFuncionalidade) => ({ idPlano: plan.id, idCategoria: category.id, idSituacao: situation.id, idFuncionalidade })),
      ),
    ),
  );
  await db.insert(planoFuncionalidade).values(matrix);
  await db.insert(requisicaoStatus).values(REQUEST_STATUSES);
  await db.insert(indiceEconomico).values(ECONOMIC_INDEXES.map((index) => ({ ...index })));
  // The spec's numbers (§5, §9) as each plan's editable rules.
  await db.insert(configuracaoContribuicao).values(
    PLANS.map((plan) => ({
      idPlano: plan.id,
      valorMinimo: '122.08',
      fatorSalario: '1.0833',
      limiteSalarial: '7473.30',
      percentualBasicoMaximo: '6',
      percentualSuplementarMaximo: '25',
      banco: '341',
      diaVencimento: 10,
      suspensaoMesesMaximo: 6,
    })),
  );
  await db.insert(configuracaoBeneficio).values(PLANS.map((plan) => ({ idPlano: plan.id, ...BENEFIT_SETTINGS[plan.id] })));
  await db.insert(configuracaoInstituto).values(PLANS.map((plan) => ({ idPlano: plan.id, ...INSTITUTE_SETTINGS, idadeMinimaBpd: BENEFIT_SETTINGS[plan.id].idadeAposentadoria })));
  await seedDesignationSettings(db);
  await db.insert(configuracaoEmprestimo).values(PLANS.filter((plan) => plan.tipo === '2').map((plan) => ({ idPlano: plan.id, ...LOAN_SETTINGS })));
  await db.insert(fluxoRequisicao).values(FUNCTIONALITIES.flatMap((item) => seededWorkflow(item.id).map((step) => ({ idFuncionalidade: item.id, ...step }))));
  const plansWithProfiles = PLANS.filter((plan) => plan.temPerfil === 'S');
  await db.insert(perfilInvestimento).values(plansWithProfiles.flatMap((plan) => INVESTMENT_PROFILES.map((profile, index) => ({ ...profile, idPlano: plan.id, ordem: index + 1 }))));
  // Spec §5: changes in the first fortnight of the month.
  await db.insert(configuracaoPerfil).values(plansWithProfiles.map((plan) => ({ idPlano: plan.id, diaInicioJanela: 1, diaFimJanela: 15 })));
  for (const plan of plansWithProfiles) {
    for (const [index, question] of PROFILE_QUESTIONNAIRE.entries()) {
      const [created] = await db.insert(perguntaPerfil).values({ idPlano: plan.id, texto: question.texto, ordem: index + 1 }).returning({ id: perguntaPerfil.id });
      await db.insert(respostaPerfil).values(question.respostas.map((texto, answer) => ({ idPergunta: created.id, texto, pontos: answer + 1, ordem: answer + 1 })));
    }
  }
  await db.insert(tipoNotificacao).values([
    { id: NOTIFICATION_TYPE.CHAT_MESSAGE, nome: 'Mensagem no chat' },
    { id: NOTIFICATION_TYPE.DETAIL, nome: 'Comunicado' },
    { id: NOTIFICATION_TYPE.INFORMATIVE, nome: 'Aviso' },
  ]);
}
