import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ANSWER_COLUMNS as REREGISTRATION_ANSWER_COLUMNS } from '../reregistration/repository';
import { aceiteDeclaracaoConcordancia } from '../../db/schema/agreement';
import { convite } from '../../db/schema/invitations';
import { anexo } from '../../db/schema/attachments';
import { auditoria } from '../../db/schema/audit';
import { avaliacaoPerfil, perfilInvestimento } from '../../db/schema/investment-profile';
import { campanhaRecadastramento, recadastramento } from '../../db/schema/reregistration';
import { categoria, funcionalidade, plano, situacao, vinculoPlano } from '../../db/schema/plans';
import { consentimento } from '../../db/schema/privacy';
import { eleicao, eleicaoParticipacao } from '../../db/schema/elections';
import { emailSaida } from '../../db/schema/email-templates';
import { isencaoImposto } from '../../db/schema/exemptions';
import { contribuicao } from '../../db/schema/contributions';
import { conversa, mensagem } from '../../db/schema/chat';
import { dependente } from '../../db/schema/dependants';
import { emprestimo } from '../../db/schema/loans';
import { endereco } from '../../db/schema/profile';
import { notificacao, notificacaoPessoa } from '../../db/schema/notifications';
import { pagamentoBeneficio } from '../../db/schema/statements';
import { pessoa } from '../../db/schema/people';
import { requisicao, requisicaoHistorico, requisicaoStatus } from '../../db/schema/requests';
import { sessao } from '../../db/schema/auth';
import { aviso, avisoEnvio, celularAviso, preferenciaAviso } from '../../db/schema/notices';
import { collectRelatedPeople } from './related-people-repository';

export function findPerson(db: Queryable, idPessoa: number) {
  return db.query.pessoa.findFirst({ where: eq(pessoa.id, idPessoa) });
}

/** The address as the profile and the re-registration show it (the row without its keys and timestamps). */
export function addressView(address: Awaited<ReturnType<typeof findAddress>>) {
  if (!address) return null;
  const { residenteExterior, cep, logradouro, numero, complemento, bairro, cidade, estado, pais, codigoPostal, numeroIdentificacaoFiscal } = address;
  return { residenteExterior, cep, logradouro, numero, complemento, bairro, cidade, estado, pais, codigoPostal, numeroIdentificacaoFiscal };
}

export function findAddress(db: Queryable, idPessoa: number) {
  return db.query.endereco.findFirst({ where: eq(endereco.idPessoa, idPessoa) });
}

export function listLinksWithSettings(db: Queryable, idPessoa: number) {
  return db
    .select({ vinculo: vinculoPlano, plano, categoria, situacao, perfil: { id: perfilInvestimento.id, nome: perfilInvestimento.nome } })
    .from(vinculoPlano)
    .innerJoin(plano, eq(plano.id, vinculoPlano.idPlano))
    .innerJoin(categoria, eq(categoria.id, vinculoPlano.idCategoria))
    .innerJoin(situacao, eq(situacao.id, vinculoPlano.idSituacao))
    .leftJoin(perfilInvestimento, eq(perfilInvestimento.id, vinculoPlano.idPerfilInvestimento))
    .where(eq(vinculoPlano.idPessoa, idPessoa))
    .orderBy(asc(plano.id), asc(vinculoPlano.id));
}

export async function updateContact(db: Queryable, idPessoa: number, values: { email?: string | null; telefone?: string | null }) {
  await db.update(pessoa).set(values).where(eq(pessoa.id, idPessoa));
}

/** The latest politically-exposed-person answer (onboarding step 2 or the PEP declaration), shown in the profile. */
export async function updatePoliticalExposure(db: Queryable, idPessoa: number, ppe: 'S' | 'N') {
  await db.update(pessoa).set({ ppe }).where(eq(pessoa.id, idPessoa));
}

/** Every record the fund holds about the person (LGPD art. 18, II): the export reads them all. */
export async function collectPersonalData(db: Queryable, idPessoa: number) {
  const links = await db.select().from(vinculoPlano).where(eq(vinculoPlano.idPessoa, idPessoa));
  const linkIds = links.map((link) => link.id);
  const byLinks = <T>(query: (ids: number[]) => Promise<T[]>) => (linkIds.length ? query(linkIds) : Promise.resolve([] as T[]));
  const conversations = await db.select().from(conversa).where(eq(conversa.idPessoa, idPessoa));
  const conversationIds = conversations.map((item) => item.id);
  const requests = await db.select().from(requisicao).where(eq(requisicao.idPessoa, idPessoa)).orderBy(asc(requisicao.id));
  const requestIds = requests.map((item) => item.id);
  const person = await findPerson(db, idPessoa);
  const [contributions, payments, loans, history, messages, notifications, dependants, sessions, audit, address] = await Promise.all([
    byLinks((ids) => db.select().from(contribuicao).where(inArray(contribuicao.idVinculoPlano, ids)).orderBy(asc(contribuicao.competencia))),
    byLinks((ids) => db.select().from(pagamentoBeneficio).where(inArray(pagamentoBeneficio.idVinculoPlano, ids)).orderBy(asc(pagamentoBeneficio.competencia))),
    byLinks((ids) => db.select().from(emprestimo).where(inArray(emprestimo.idVinculoPlano, ids))),
    requestIds.length ? db.select().from(requisicaoHistorico).where(inArray(requisicaoHistorico.idRequisicao, requestIds)) : [],
    conversationIds.length ? db.select().from(mensagem).where(inArray(mensagem.idConversa, conversationIds)).orderBy(asc(mensagem.id)) : [],
    db
      .select({ notificacao, leitura: notificacaoPessoa })
      .from(notificacaoPessoa)
      .innerJoin(notificacao, eq(notificacao.id, notificacaoPessoa.idNotificacao))
      .where(eq(notificacaoPessoa.idPessoa, idPessoa)),
    db.select().from(dependente).where(eq(dependente.idPessoa, idPessoa)),
    db
      .select({ id: sessao.id, criadoEm: sessao.criadoEm, expiraEm: sessao.expiraEm, revogadoEm: sessao.revogadoEm, ip: sessao.ip, userAgent: sessao.userAgent })
      .from(sessao)
      .where(eq(sessao.idPessoa, idPessoa))
      .orderBy(desc(sessao.id)),
    // Rows about the person (by anyone), and the person's own rows about nobody in particular; an administrator's rows
    // about other people are those people's data, not this export's.
    db.select().from(auditoria).where(or(eq(auditoria.idPessoaAlvo, idPessoa), and(eq(auditoria.idAtor, idPessoa), isNull(auditoria.idPessoaAlvo)))).orderBy(asc(auditoria.id)),
    findAddress(db, idPessoa),
  ]);
  const messageIds = messages.map((item) => item.id);
  const [contributionSummary, exemptions, suitability, attachments, consents, elections, reregistrations, emails, invitations, agreements] = await Promise.all([
    byLinks((ids) =>
      db
        .select({
          idVinculoPlano: contribuicao.idVinculoPlano,
          quantidade: sql<number>`count(*)::int`,
          valorTotal: sql<string>`coalesce(sum(${contribuicao.valor}), 0)::numeric(14,2)::text`,
          cotasTotal: sql<string>`coalesce(sum(${contribuicao.cotas}), 0)::numeric(20,8)::text`,
        })
        .from(contribuicao)
        .where(inArray(contribuicao.idVinculoPlano, ids))
        .groupBy(contribuicao.idVinculoPlano)
        .orderBy(asc(contribuicao.idVinculoPlano)),
    ),
    byLinks((ids) => db.select().from(isencaoImposto).where(inArray(isencaoImposto.idVinculoPlano, ids)).orderBy(asc(isencaoImposto.id))),
    byLinks((ids) => db.select().from(avaliacaoPerfil).where(inArray(avaliacaoPerfil.idVinculoPlano, ids)).orderBy(asc(avaliacaoPerfil.id))),
    // Metadata only (never the bytes nor where they are stored): what the person sent, and what is on their requests and conversations.
    db
      .select({
        id: anexo.id,
        nomeOriginal: anexo.nomeOriginal,
        tipoConteudo: anexo.tipoConteudo,
        tamanho: anexo.tamanho,
        sha256: anexo.sha256,
        idRequisicao: anexo.idRequisicao,
        idMensagem: anexo.idMensagem,
        criadoEm: anexo.criadoEm,
      })
      .from(anexo)
      .where(
        or(
          eq(anexo.idPessoa, idPessoa),
          requestIds.length ? inArray(anexo.idRequisicao, requestIds) : undefined,
          messageIds.length ? inArray(anexo.idMensagem, messageIds) : undefined,
        ),
      )
      .orderBy(asc(anexo.id)),
    db
      .select({ id: consentimento.id, canal: consentimento.canal, concedido: consentimento.concedido, em: consentimento.em, ip: consentimento.ip, idAutor: consentimento.idAutor })
      .from(consentimento)
      .where(eq(consentimento.idPessoa, idPessoa))
      .orderBy(asc(consentimento.em), asc(consentimento.id)),
    // That the person voted, and when: the vote itself is secret and kept nowhere next to a person (db/schema/elections.ts).
    db
      .select({ idEleicao: eleicaoParticipacao.idEleicao, eleicao: eleicao.titulo, votouEm: eleicaoParticipacao.votouEm, codigoComprovante: eleicaoParticipacao.codigoComprovante })
      .from(eleicaoParticipacao)
      .innerJoin(eleicao, eq(eleicao.id, eleicaoParticipacao.idEleicao))
      .where(eq(eleicaoParticipacao.idPessoa, idPessoa))
      .orderBy(asc(eleicaoParticipacao.votouEm)),
    db
      .select({
        id: recadastramento.id,
        idCampanha: recadastramento.idCampanha,
        campanha: campanhaRecadastramento.titulo,
        ...REREGISTRATION_ANSWER_COLUMNS,
      })
      .from(recadastramento)
      .innerJoin(campanhaRecadastramento, eq(campanhaRecadastramento.id, recadastramento.idCampanha))
      .where(eq(recadastramento.idPessoa, idPessoa))
      .orderBy(asc(recadastramento.id)),
    // The e-mails sent to the person's address: subject and dates only (a body may hold a security code or a single-use link).
    person?.email
      ? db
          .select({ id: emailSaida.id, assunto: emailSaida.assunto, criadoEm: emailSaida.criadoEm, enviadoEm: emailSaida.enviadoEm })
          .from(emailSaida)
          .where(sql`lower(${emailSaida.destinatario}) = ${person.email.toLowerCase()}`)
          .orderBy(asc(emailSaida.id))
      : [],
    // The people the person invited: their names and contacts were given by the person, and are kept with the invitation.
    db
      .select({ id: convite.id, nome: convite.nome, email: convite.email, telefone: convite.telefone, idAtor: convite.idAtor, criadoEm: convite.criadoEm })
      .from(convite)
      .where(eq(convite.idPessoa, idPessoa))
      .orderBy(asc(convite.id)),
    db
      .select({ versao: aceiteDeclaracaoConcordancia.versao, aceitoEm: aceiteDeclaracaoConcordancia.aceitoEm, ip: aceiteDeclaracaoConcordancia.ip })
      .from(aceiteDeclaracaoConcordancia)
      .where(eq(aceiteDeclaracaoConcordancia.idPessoa, idPessoa))
      .orderBy(asc(aceiteDeclaracaoConcordancia.versao)),
  ]);
  const [notices, related] = await Promise.all([collectNotices(db, idPessoa), collectRelatedPeople(db, idPessoa, person?.cpf ?? null)]);
  return {
    notices,
    related,
    links,
    contributions,
    contributionSummary,
    payments,
    loans,
    requests,
    history,
    conversations,
    messages,
    notifications,
    dependants,
    sessions,
    audit,
    address,
    exemptions,
    suitability,
    attachments,
    consents,
    elections,
    reregistrations,
    emails,
    invitations,
    agreements,
  };
}

export type PersonalData = Awaited<ReturnType<typeof collectPersonalData>>;

/** The names the readable export shows instead of ids: plans, services, request statuses and the people who wrote to the person. */
export async function findExportLabels(db: Queryable, authorIds: number[]) {
  const [plans, services, statuses, authors] = await Promise.all([
    db.select({ id: plano.id, nome: plano.nomeExibicao }).from(plano),
    db.select({ id: funcionalidade.id, nome: funcionalidade.nome }).from(funcionalidade),
    db.select({ id: requisicaoStatus.id, nome: requisicaoStatus.nome }).from(requisicaoStatus),
    authorIds.length ? db.select({ id: pessoa.id, nome: pessoa.nome }).from(pessoa).where(inArray(pessoa.id, authorIds)) : [],
  ]);
  const byId = (rows: Array<{ id: number; nome: string }>) => new Map(rows.map((row) => [row.id, row.nome]));
  return { plans: byId(plans), services: byId(services), statuses: byId(statuses), people: byId(authors) };
}

export type ExportLabels = Awaited<ReturnType<typeof findExportLabels>>;

/** The notices' data (src/server/modules/notices): the mobile and whether it is confirmed, the choices, each delivery. */
async function collectNotices(db: Queryable, idPessoa: number) {
  const [mobile, preferences, deliveries] = await Promise.all([
    db.select({ numero: celularAviso.numero, verificadoEm: celularAviso.verificadoEm }).from(celularAviso).where(eq(celularAviso.idPessoa, idPessoa)),
    db.select({ tipo: preferenciaAviso.tipo, canais: preferenciaAviso.canais, atualizadoEm: preferenciaAviso.atualizadoEm }).from(preferenciaAviso).where(eq(preferenciaAviso.idPessoa, idPessoa)).orderBy(asc(preferenciaAviso.tipo)),
    // What went where, never the text (a code, a personal link).
    db
      .select({ id: avisoEnvio.id, tipo: aviso.tipo, titulo: aviso.titulo, canal: avisoEnvio.canal, destino: avisoEnvio.destino, status: avisoEnvio.status, criadoEm: avisoEnvio.criadoEm, enviadoEm: avisoEnvio.enviadoEm })
      .from(avisoEnvio)
      .innerJoin(aviso, eq(aviso.id, avisoEnvio.idAviso))
      .where(eq(aviso.idPessoa, idPessoa))
      .orderBy(asc(avisoEnvio.id)),
  ]);
  return { celular: mobile[0] ?? null, preferencias: preferences, envios: deliveries };
}
