// Over 300 lines: the demo seed's order of steps, each a call; the data itself is in the seed's other files.
import { count } from 'drizzle-orm';
import { differenceInCalendarMonths, format, subDays, subHours } from 'date-fns';
import { formatProtocol } from '@/domain/requests';
import { exemptPortion65For } from '@/domain/exemptions-income-tax';
import { fundToday } from '@/domain/business-days';
import { addMonthsClamped, simulateLoan } from '@/domain/loans';
import { CATEGORY_ID, NOTIFICATION_TYPE, PLAN_ID, SITUATION_ID } from '@/domain/constants';
import { FUND_CONTACT_SETTING_KEY, type ContatoFundo } from '@/domain/fund-contact';
import { FUND_COLLECTION_SETTING_KEY, FUND_IDENTITY_SETTING_KEY, type CobrancaFundo, type IdentidadeFundo } from '@/domain/fund-contact-identity';
import type { Database, Queryable } from '../client';
import { configuracao } from '../schema/fund';
import { conversa, mensagem } from '../schema/chat';
import { dependente } from '../schema/dependants';
import { emprestimo } from '../schema/loans';
import { endereco } from '../schema/profile';
import { isencaoImposto } from '../schema/exemptions';
import { notificacao, notificacaoPessoa } from '../schema/notifications';
import { operadoraSaude } from '../schema/statements';
import { perfilInvestimento } from '../schema/investment-profile';
import { pessoa } from '../schema/people';
import { requisicao, requisicaoHistorico } from '../schema/requests';
import { vinculoPlano } from '../schema/plans';
import { asc, eq } from 'drizzle-orm';
import { monthsBack, seedBenefitPayments, seedContributions, seedIndexValues, seedQuotaValues } from './history';
import { createPerson, createPlanLink } from './people';
import { seedReferenceData } from './reference';
import { seedElections } from './elections';
import { seedDocuments, seedSuppliers } from './documents';
import type { UploadStorage } from '../../storage/upload-storage';
import { seedNews } from './news';
import { seedConsents } from './privacy';
import { seedReregistration } from './reregistration';
import { seedNotices } from './notices';
import { seedProofOfLife } from './proof-of-life';
import { seedRepresentatives } from './representatives';
import { seedAgreementDeclaration } from './agreement';
import { seedAuditTrail } from './audit';
import { seedDesignatedBeneficiaries } from './dependants';
import { seedDeathReports } from './death-report';
import { seedRetirementPlanning } from './retirement-planning';

export const DEMO_PASSWORD = 'Previdencia@2026';

/** The accounts of demo-accounts.md. */
export const DEMO_ACCOUNTS = {
  ana: { nome: 'Ana Administradora', cpf: '11144477735', dataNascimento: '1984-03-12', admin: 'S' as const, email: 'ana.administradora@fundo.example' },
  carlos: { nome: 'Carlos Contribuinte', cpf: '52998224725', dataNascimento: '1979-07-21', email: 'carlos.contribuinte@example.com' },
  maria: { nome: 'Maria Assistida', cpf: '12345678909', dataNascimento: '1955-10-02', email: 'maria.assistida@example.com' },
  paulo: { nome: 'Paulo Pensionista', cpf: '98765432100', dataNascimento: '1958-01-30', email: 'paulo.pensionista@example.com' },
  sofia: { nome: 'Sofia Autopatrocinada', cpf: '39053344705', dataNascimento: '1986-05-17', email: 'sofia.autopatrocinada@example.com' },
  bruno: { nome: 'Bruno Vinculado', cpf: '85351346893', dataNascimento: '1982-11-08', email: 'bruno.vinculado@example.com' },
  olivia: { nome: 'Olivia Iniciante', cpf: '21436587964', dataNascimento: '1998-02-14', email: 'olivia.iniciante@example.com', onboarding: 'S' as const, onboardingPlano: 5 },
  otavio: { nome: 'Otavio Iniciante', cpf: '36925814755', dataNascimento: '1996-09-03', email: 'otavio.iniciante@example.com', onboarding: 'S' as const, onboardingPlano: 6 },
  lucas: { nome: 'Lucas Tomador', cpf: '74185296355', dataNascimento: '1990-04-25', email: 'lucas.tomador@example.com' },
  diego: { nome: 'Diego Desligado', cpf: '46853215702', dataNascimento: '1985-08-19', email: 'diego.desligado@example.com' },
  // A second administrator, unenrolled like Ana: the browser test of the second factor enrols him (never Ana, whom
  // the other browser tests sign in as at the same time).
  teodoro: { nome: 'Teodoro Administrador', cpf: '24681357928', dataNascimento: '1979-05-04', admin: 'S' as const, email: 'teodoro.administrador@fundo.example' },
  // Maria's curator: no plan of his own; he signs in and acts for her (seedRepresentatives).
  renato: { nome: 'Renato Curador', cpf: '27531864053', dataNascimento: '1980-06-15', email: 'renato.curador@example.com', telefone: '21987654321' },
};

/** The demo fund: its name and CNPJ on statements and income reports, and the account its slips and PIX codes pay into. */
export const DEMO_FUND_IDENTITY: IdentidadeFundo = { nome: 'Fundação Exemplo de Previdência Complementar', cnpj: '11222333000181', cidade: 'São Paulo', uf: 'SP' };
export const DEMO_FUND_COLLECTION: CobrancaFundo = { agencia: '0912', conta: '45678', carteira: '109', chavePix: '11222333000181' };

/** The demo fund's contact details, shown on the chat page; administrators change them. */
export const DEMO_FUND_CONTACT: ContatoFundo = {
  telefone: '0800 123 4567',
  email: 'atendimento@fundo.example',
  horarioAtendimento: 'Segunda a sexta, das 8h às 18h (horário de Brasília)',
};

/**
 * The health-plan operators of the sponsors' collective plans, to which the fund passes Maria's and Paulo's deductions.
 * Fictional companies: the CNPJs are made up, with valid check digits, and belong to no real company.
 */
export const DEMO_HEALTH_PLAN_OPERATORS = {
  hpe: { nome: 'Vida Plena Saúde Exemplo S.A.', cnpj: '47382916000117' },
  dxc: { nome: 'Cuidar Bem Assistência Médica Exemplo Ltda.', cnpj: '58204731000139' },
};

export async function isDatabaseEmpty(db: Queryable) {
  const [{ total }] = await db.select({ total: count() }).from(pessoa);
  return total === 0;
}

/**
 * Seeds the demo data on an empty database, in one transaction: all of it or nothing. Returns false when the database
 * had data. With the attachments storage, the fund's documents too (their PDFs are written there as uploads are).
 * Carlos's retirement planning follows in a second transaction: its record is the monthly job's figures of the data
 * just committed, worked out by the job's own code, whose concurrent reads a transaction's one PostgreSQL connection
 * must not be given (node-postgres deprecates queueing them).
 */
export async function seedDemo(db: Database, now = new Date(), storage?: UploadStorage): Promise<boolean> {
  const planned = await db.transaction(async (tx) => {
    if (!(await isDatabaseEmpty(tx))) return null;
    await seedReferenceData(tx);
    await tx.insert(configuracao).values([
      { chave: FUND_CONTACT_SETTING_KEY, valor: DEMO_FUND_CONTACT },
      { chave: FUND_IDENTITY_SETTING_KEY, valor: DEMO_FUND_IDENTITY },
      { chave: FUND_COLLECTION_SETTING_KEY, valor: DEMO_FUND_COLLECTION },
    ]);
    // One at a time, so every fresh start gives the same ids.
    const people = {} as Record<keyof typeof DEMO_ACCOUNTS, Awaited<ReturnType<typeof createPerson>>>;
    for (const [key, account] of Object.entries(DEMO_ACCOUNTS) as Array<[keyof typeof DEMO_ACCOUNTS, (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS]]>) {
      people[key] = await createPerson(tx, { ...account, senha: DEMO_PASSWORD });
    }

    const tenYears = monthsBack(120, now);
    // One quota series per profile in the plans that have profiles (HPE, DXC), one for Mais Valor: the bolder the
    // profile, the higher the drift and the wider the swings.
    const profiles = await tx.select({ id: perfilInvestimento.id, idPlano: perfilInvestimento.idPlano, ordem: perfilInvestimento.ordem }).from(perfilInvestimento).orderBy(asc(perfilInvestimento.id));
    const profileId = (idPlano: number, ordem: number) => profiles.find((profile) => profile.idPlano === idPlano && profile.ordem === ordem)!.id;
    const RISK_BY_ORDER = [
      { meanMonthly: '0.0074', spread: '0.0015' },
      { meanMonthly: '0.0078', spread: '0.0040' },
      { meanMonthly: '0.0083', spread: '0.0085' },
      { meanMonthly: '0.0088', spread: '0.0160' },
    ];
    const seriesOfProfiles = async (idPlano: number, seed: number) => {
      const byOrder = new Map<number, Map<string, string>>();
      for (const [index, risk] of RISK_BY_ORDER.entries()) {
        byOrder.set(index + 1, await seedQuotaValues(tx, { idPlano, idPerfilInvestimento: profileId(idPlano, index + 1) }, tenYears, seed * 10 + index, risk));
      }
      return byOrder;
    };
    const hpe = await seriesOfProfiles(PLAN_ID.HPE, 1);
    const dxc = await seriesOfProfiles(PLAN_ID.DXC, 7);
    const maisValor = await seedQuotaValues(tx, { idPlano: PLAN_ID.MAIS_VALOR, idPerfilInvestimento: null }, tenYears, 4, { meanMonthly: '0.0080', spread: '0.0060' });
    await seedIndexValues(tx, tenYears);
    const link = (idPessoa: number, idPlano: number, idCategoria: number, idSituacao: number, matricula: string, dataAdesao: string, salario: string | null) =>
      createPlanLink(tx, { idPessoa, idPlano, idCategoria, idSituacao, matricula, dataAdesao, salario });
    const { TAXPAYER, ASSISTED, PENSIONER, SELF_SPONSORED, BPD } = CATEGORY_ID;
    const { ACTIVE, IN_BENEFIT } = SITUATION_ID;

    const carlosHpe = await link(people.carlos.id, PLAN_ID.HPE, TAXPAYER, ACTIVE, '100231', '2012-03-01', '12500.00');
    const carlosDxc = await link(people.carlos.id, PLAN_ID.DXC, TAXPAYER, ACTIVE, '700418', '2016-08-01', '9800.00');
    const mariaHpe = await link(people.maria.id, PLAN_ID.HPE, ASSISTED, IN_BENEFIT, '100077', '1998-05-01', null);
    const pauloDxc = await link(people.paulo.id, PLAN_ID.DXC, PENSIONER, IN_BENEFIT, '700102', '2001-02-01', null);
    const sofiaMv = await link(people.sofia.id, PLAN_ID.MAIS_VALOR, SELF_SPONSORED, ACTIVE, '400355', '2014-06-01', '8400.00');
    const brunoHpe = await link(people.bruno.id, PLAN_ID.HPE, BPD, ACTIVE, '100512', '2010-01-01', null);
    await link(people.olivia.id, PLAN_ID.MAIS_VALOR, TAXPAYER, ACTIVE, '400921', '2026-10-01', '4200.00');
    await link(people.otavio.id, PLAN_ID.HPE, TAXPAYER, ACTIVE, '100988', '2026-10-01', '9100.00');
    const lucasMv = await link(people.lucas.id, PLAN_ID.MAIS_VALOR, TAXPAYER, ACTIVE, '400140', '2015-02-01', '7600.00');
    // Diego contributed for eight years and left the sponsor two months ago; every exit option is open to him.
    const diegoMonths = tenYears.slice(22, 118);
    const diegoMv = await link(people.diego.id, PLAN_ID.MAIS_VALOR, TAXPAYER, SITUATION_ID.LEFT, '400777', format(diegoMonths[0], 'yyyy-MM-dd'), '6900.00');

    // Profiles: Carlos chose Moderado in HPE and nothing in DXC (so he stays in Super Conservador, spec §5).
    await tx.update(vinculoPlano).set({ idPerfilInvestimento: profileId(PLAN_ID.HPE, 3) }).where(eq(vinculoPlano.id, carlosHpe.id));
    // Maria and Paulo are taxed by the progressive table (so the exempt portion at 65 can apply to them); Bruno chose
    // the regressive regime before his deferred benefit, for good (Lei 14.803/2024).
    await tx.update(vinculoPlano).set({ idPerfilInvestimento: profileId(PLAN_ID.HPE, 1), regimeTributacao: 'progressivo', formaRenda: 'percentual', percentualRenda: '0.80' }).where(eq(vinculoPlano.id, mariaHpe.id));
    await tx.update(vinculoPlano).set({ idPerfilInvestimento: profileId(PLAN_ID.DXC, 1), regimeTributacao: 'progressivo', formaRenda: 'prazo', prazoRendaMeses: 240 }).where(eq(vinculoPlano.id, pauloDxc.id));
    await tx.update(vinculoPlano).set({ idPerfilInvestimento: profileId(PLAN_ID.HPE, 2), regimeTributacao: 'regressivo' }).where(eq(vinculoPlano.id, brunoHpe.id));
    await tx.update(vinculoPlano).set({ regimeTributacao: 'progressivo' }).where(eq(vinculoPlano.id, diegoMv.id));

    await seedContributions(tx, { idVinculoPlano: carlosHpe.id, months: tenYears, quotaValues: hpe.get(3)!, rule: { salary: '12500.00', basicPercent: 6, supplementaryPercent: 5, sponsorMatches: true } });
    await seedContributions(tx, { idVinculoPlano: carlosDxc.id, months: tenYears, quotaValues: dxc.get(1)!, rule: { salary: '9800.00', basicPercent: 6, supplementaryPercent: 2, sponsorMatches: true } });
    await seedContributions(tx, { idVinculoPlano: sofiaMv.id, months: tenYears, quotaValues: maisValor, rule: { fixedValue: '850.00' } });
    await seedContributions(tx, { idVinculoPlano: lucasMv.id, months: tenYears, quotaValues: maisValor, rule: { fixedValue: '420.00', sponsorValue: '420.00' } });
    await seedContributions(tx, { idVinculoPlano: diegoMv.id, months: diegoMonths, quotaValues: maisValor, rule: { fixedValue: '650.00', sponsorValue: '650.00' } });
    // Bruno contributed until he left the sponsor three years ago and chose BPD.
    await seedContributions(tx, { idVinculoPlano: brunoHpe.id, months: tenYears.slice(0, 84), quotaValues: hpe.get(2)!, rule: { salary: '10400.00', basicPercent: 6, supplementaryPercent: 0, sponsorMatches: true } });
    // Maria retired after thirty years of contributions; the last years before retirement are in the history.
    await seedContributions(tx, { idVinculoPlano: mariaHpe.id, months: tenYears.slice(0, 36), quotaValues: hpe.get(1)!, rule: { salary: '15800.00', basicPercent: 6, supplementaryPercent: 8, sponsorMatches: true } });
    // Paychecks since February 2024 (the oldest income-tax table kept): the last two income reports are complete.
    const paychecks = monthsBack(differenceInCalendarMonths(now, new Date(2024, 1, 1)) + 1, now);
    const [hpeHealthPlan, dxcHealthPlan] = await tx.insert(operadoraSaude).values([DEMO_HEALTH_PLAN_OPERATORS.hpe, DEMO_HEALTH_PLAN_OPERATORS.dxc]).returning({ id: operadoraSaude.id });
    await seedBenefitPayments(tx, { idVinculoPlano: mariaHpe.id, grossValue: '6850.00', months: paychecks, healthPlanDiscount: '412.35', idOperadoraSaude: hpeHealthPlan.id });
    // Paulo is over 65 and was granted the exempt portion (Lei 7.713/1988, art. 6º, XV) before his first paycheck here.
    await seedBenefitPayments(tx, { idVinculoPlano: pauloDxc.id, grossValue: '4380.00', months: paychecks, healthPlanDiscount: '289.90', idOperadoraSaude: dxcHealthPlan.id, exemptPortion: exemptPortion65For(format(paychecks[0], 'yyyy-MM-dd')) });
    await tx.insert(isencaoImposto).values({ idVinculoPlano: pauloDxc.id, tipo: '65', competenciaInicio: format(paychecks[0], 'yyyy-MM-dd'), idRequisicao: null, doenca: null });

    // Lucas's loan: R$ 10 000 at 1,5 % a month over 24 months (Price, PMT 499,24), credited 9 months ago on the fund's
    // calendar, 9 installments paid; its schedule and IOF are the loan rules' own (src/domain/loans.ts).
    const loanCredit = addMonthsClamped(fundToday(now), -9);
    const loan = simulateLoan({ valor: '10000.00', taxaMensalPercent: '1.50', prazoMeses: 24, sistema: 'price', dataCredito: loanCredit, cobraIof: true });
    await tx.insert(emprestimo).values({
      idVinculoPlano: lucasMv.id,
      valorContratado: '10000.00',
      taxaMensal: '0.015000',
      prazoMeses: 24,
      valorParcela: loan.valorParcela,
      parcelasPagas: 9,
      dataContratacao: loanCredit,
      dataCredito: loanCredit,
      sistema: 'price',
      iof: loan.iof,
      valorLiquido: loan.valorLiquido,
      parcelas: loan.parcelas,
      status: 'aberto',
    });

    await seedElections(tx, { ana: people.ana.id, sofia: people.sofia.id, lucas: people.lucas.id }, now, storage);
    await seedProfiles(tx, people, { carlosHpe: carlosHpe.id, carlosDxc: carlosDxc.id, sofiaMv: sofiaMv.id, lucasMv: lucasMv.id, brunoHpe: brunoHpe.id, diegoMv: diegoMv.id });
    await seedDesignatedBeneficiaries(tx, { carlos: people.carlos.id }, { carlosHpe: carlosHpe.id }, subDays(now, 200));

    await seedRequestsAndConversations(tx, people.ana.id, now, [
      { idPessoa: people.carlos.id, idVinculoPlano: carlosHpe.id, idPlano: PLAN_ID.HPE },
      { idPessoa: people.maria.id, idVinculoPlano: mariaHpe.id, idPlano: PLAN_ID.HPE },
      { idPessoa: people.paulo.id, idVinculoPlano: pauloDxc.id, idPlano: PLAN_ID.DXC },
      { idPessoa: people.sofia.id, idVinculoPlano: sofiaMv.id, idPlano: PLAN_ID.MAIS_VALOR },
      { idPessoa: people.bruno.id, idVinculoPlano: brunoHpe.id, idPlano: PLAN_ID.HPE },
      { idPessoa: people.lucas.id, idVinculoPlano: lucasMv.id, idPlano: PLAN_ID.MAIS_VALOR },
    ]);
    await seedSuppliers(tx);
    if (storage) await seedDocuments(tx, storage, { idAdmin: people.ana.id, fundName: DEMO_FUND_IDENTITY.nome, now });
    await seedNews(tx, people.ana.id, now);
    await seedReregistration(tx, people.ana.id, [people.maria.id, people.bruno.id], now);
    const participants = Object.entries(people).filter(([key]) => key !== 'ana').map(([, person]) => person.id);
    await seedConsents(tx, { idsParticipantes: participants, carlos: people.carlos.id, maria: people.maria.id }, now);
    await seedNotices(tx, { maria: people.maria.id }, now);
    await seedProofOfLife(tx, { paulo: people.paulo.id, idAdmin: people.ana.id, pauloLink: pauloDxc.id, pauloBirth: DEMO_ACCOUNTS.paulo.dataNascimento }, now);
    await seedRepresentatives(tx, { maria: people.maria.id, renato: people.renato.id, ana: people.ana.id }, now);
    await seedAgreementDeclaration(tx);
    await seedAuditTrail(tx);
    await seedDeathReports(tx, now, storage);
    return { carlosDxc: carlosDxc.id };
  });
  if (!planned) return false;
  await seedRetirementPlanning(db, planned, now);
  return true;
}

interface Participant {
  idPessoa: number;
  idVinculoPlano: number;
  idPlano: number;
}

/** Requests in several statuses with their history, a conversation each, and notifications (some unread). */
async function seedRequestsAndConversations(db: Queryable, idAdmin: number, now: Date, participants: Participant[]) {
  const scenarios = [
    { idFuncionalidade: 2, path: [1], daysAgo: 2, dados: { cargo: 'Nenhum', declaracao: 'N' } },
    { idFuncionalidade: 3, path: [1, 2], daysAgo: 9, dados: { cidadaniaAmericana: 'N', residenciaFiscalEua: 'N' } },
    { idFuncionalidade: 5, path: [1, 2, 3], daysAgo: 20, dados: { pais: 'Portugal' } },
    { idFuncionalidade: 23, path: [1, 2, 4], daysAgo: 45, dados: { ano: now.getFullYear() - 1 } },
    { idFuncionalidade: 1, path: [1, 5], daysAgo: 70, dados: { regime: 'regressivo' } },
  ];
  let protocol = 1;
  for (const [index, participant] of participants.entries()) {
    for (const scenario of scenarios.slice(0, 3 + (index % 3))) {
      const createdAt = subDays(now, scenario.daysAgo + index);
      const [created] = await db
        .insert(requisicao)
        .values({
          protocolo: formatProtocol(createdAt.getFullYear(), protocol++),
          idPessoa: participant.idPessoa,
          idVinculoPlano: participant.idVinculoPlano,
          idFuncionalidade: scenario.idFuncionalidade,
          idStatus: scenario.path[scenario.path.length - 1],
          dados: scenario.dados,
          criadoEm: createdAt,
          atualizadoEm: subDays(createdAt, -scenario.path.length + 1),
        })
        .returning({ id: requisicao.id });
      await db.insert(requisicaoHistorico).values(
        scenario.path.map((idStatus, step) => ({
          idRequisicao: created.id,
          idStatus,
          idAutor: step === 0 || idStatus === 5 ? participant.idPessoa : idAdmin,
          comentario: step === 0 ? 'Solicitação registrada pelo portal.' : idStatus === 5 ? 'Cancelada a pedido do participante.' : 'Andamento registrado pela equipe de atendimento.',
          criadoEm: subDays(createdAt, -step),
        })),
      );
    }

    const [chat] = await db
      .insert(conversa)
      .values({ idPessoa: participant.idPessoa, idPessoaAtendente: idAdmin, idPlano: participant.idPlano, assunto: 'Dúvida sobre o extrato', criadoEm: subDays(now, 6) })
      .returning({ id: conversa.id });
    await db.insert(mensagem).values([
      { idConversa: chat.id, idAutor: participant.idPessoa, texto: 'Olá! Não encontrei a contribuição de agosto no meu extrato.', criadoEm: subDays(now, 6), lidaEm: subDays(now, 6) },
      { idConversa: chat.id, idAutor: idAdmin, texto: 'Olá! A contribuição foi recebida e aparece na competência de setembro. Posso ajudar em algo mais?', criadoEm: subHours(now, 30) },
    ]);
    // Half of the conversations wait for the fund's answer.
    if (index % 2 === 0) {
      await db.insert(mensagem).values({ idConversa: chat.id, idAutor: participant.idPessoa, texto: 'Obrigado! E quando sai o informe de rendimentos deste ano?', criadoEm: subHours(now, 2) });
    }

    const notifications = [
      { titulo: 'Nova mensagem no chat', descricao: 'A equipe de atendimento respondeu à sua conversa "Dúvida sobre o extrato".', idTipoNotificacao: NOTIFICATION_TYPE.CHAT_MESSAGE, idConversa: chat.id, at: subHours(now, 30), read: false, link: null },
      { titulo: 'Informe de rendimentos disponível', descricao: 'O informe de rendimentos do ano-calendário anterior já foi emitido. Baixe-o em Informe de rendimentos, para a sua declaração do Imposto de Renda.', idTipoNotificacao: NOTIFICATION_TYPE.DETAIL, idConversa: null, at: subDays(now, 3), read: false, link: '/services/report-income' },
      { titulo: 'Atualização cadastral', descricao: 'Mantenha seu e-mail e telefone atualizados em Informações Cadastrais para receber os avisos do fundo.', idTipoNotificacao: NOTIFICATION_TYPE.INFORMATIVE, idConversa: null, at: subDays(now, 15), read: true, link: '/perfil' },
    ];
    for (const item of notifications) {
      const [created] = await db
        .insert(notificacao)
        .values({ titulo: item.titulo, descricao: item.descricao, idTipoNotificacao: item.idTipoNotificacao, idPlano: item.idConversa ? participant.idPlano : null, idConversa: item.idConversa, idRemetente: idAdmin, dataNotificacao: item.at, link: item.link })
        .returning({ id: notificacao.id });
      await db.insert(notificacaoPessoa).values({ idNotificacao: created.id, idPessoa: participant.idPessoa, reagido: item.read ? 'S' : 'N', vizualizado: item.read ? 'S' : 'N', lidoEm: item.read ? item.at : null });
    }
  }
}

type DemoPeople = Record<keyof typeof DEMO_ACCOUNTS, { id: number }>;

/** What the finished onboardings left: PEP, income range, address, contribution settings, dependants. */
async function seedProfiles(db: Queryable, people: DemoPeople, links: { carlosHpe: number; carlosDxc: number; sofiaMv: number; lucasMv: number; brunoHpe: number; diegoMv: number }) {
  const done = ['carlos', 'maria', 'paulo', 'sofia', 'bruno', 'lucas', 'diego'] as const;
  for (const [index, key] of done.entries()) {
    await db.update(pessoa).set({ ppe: 'N', faixaRenda: [5, 4, 3, 4, 4, 3, 4][index], telefone: `(11) 9${String(8100_0000 + index * 1111).slice(0, 4)}-${String(4321 + index)}` }).where(eq(pessoa.id, people[key].id));
  }
  await db.insert(endereco).values([
    { idPessoa: people.carlos.id, cep: '01310100', logradouro: 'Avenida Paulista', numero: '1578', complemento: 'Apto 82', bairro: 'Bela Vista', cidade: 'São Paulo', estado: 'SP' },
    { idPessoa: people.maria.id, cep: '20040020', logradouro: 'Rua da Assembleia', numero: '10', complemento: null, bairro: 'Centro', cidade: 'Rio de Janeiro', estado: 'RJ' },
    { idPessoa: people.paulo.id, cep: '30130010', logradouro: 'Avenida Afonso Pena', numero: '1500', complemento: 'Sala 3', bairro: 'Centro', cidade: 'Belo Horizonte', estado: 'MG' },
    { idPessoa: people.sofia.id, cep: '80010010', logradouro: 'Rua XV de Novembro', numero: '300', complemento: null, bairro: 'Centro', cidade: 'Curitiba', estado: 'PR' },
    { idPessoa: people.bruno.id, residenteExterior: 'S', pais: 'Portugal', codigoPostal: '1100-148', numeroIdentificacaoFiscal: '245678901', complemento: 'Rua Augusta 100, Lisboa' },
    { idPessoa: people.lucas.id, cep: '40020000', logradouro: 'Avenida Sete de Setembro', numero: '45', complemento: null, bairro: 'Centro', cidade: 'Salvador', estado: 'BA' },
    { idPessoa: people.diego.id, cep: '90010150', logradouro: 'Rua dos Andradas', numero: '1234', complemento: 'Apto 501', bairro: 'Centro Histórico', cidade: 'Porto Alegre', estado: 'RS' },
  ]);
  const debit = { formaPagamento: 5, banco: '341', diaVencimento: 10 };
  await db.update(vinculoPlano).set({ ...debit, agencia: '1234', conta: '56789-0', percentualBasica: '6.00', percentualSuplementar: '5.00' }).where(eq(vinculoPlano.id, links.carlosHpe));
  await db.update(vinculoPlano).set({ ...debit, agencia: '1234', conta: '56789-0', percentualBasica: '6.00', percentualSuplementar: '2.00' }).where(eq(vinculoPlano.id, links.carlosDxc));
  await db.update(vinculoPlano).set({ ...debit, agencia: '0402', conta: '11223-4', valorContribuicao: '850.00' }).where(eq(vinculoPlano.id, links.sofiaMv));
  await db.update(vinculoPlano).set({ formaPagamento: 2, banco: '341', diaVencimento: 10, valorContribuicao: '420.00' }).where(eq(vinculoPlano.id, links.lucasMv));
  await db.update(vinculoPlano).set({ formaPagamento: 2, banco: '341', diaVencimento: 10, valorContribuicao: '650.00' }).where(eq(vinculoPlano.id, links.diegoMv));
  await db.insert(dependente).values([
    { idPessoa: people.carlos.id, tipo: 2, nome: 'Helena Contribuinte', cpf: '15350946056', dataNascimento: '1981-04-09', parentesco: 'Cônjuge', finalidade: 'Pensão por morte', percentual: '60.00' },
    { idPessoa: people.carlos.id, tipo: 2, nome: 'Pedro Contribuinte', cpf: '70248328000', dataNascimento: '2010-09-15', parentesco: 'Filho(a)', finalidade: 'Pensão por morte', percentual: '40.00' },
    { idPessoa: people.maria.id, tipo: 1, nome: 'José Assistido', cpf: '38615219036', dataNascimento: '1952-06-30', parentesco: 'Cônjuge', finalidade: 'Dedução do IR', percentual: null },
    { idPessoa: people.maria.id, tipo: 2, nome: 'José Assistido', cpf: '38615219036', dataNascimento: '1952-06-30', parentesco: 'Cônjuge', finalidade: 'Pensão por morte', percentual: '100.00' },
  ]);
}
