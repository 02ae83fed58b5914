import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { bannerCarrossel, noticia } from '@/server/db/schema/news';
import { campanhaRecadastramento } from '@/server/db/schema/reregistration';
import { comunicacaoFalecimento } from '@/server/db/schema/death-report';
import { documento, documentoPlano } from '@/server/db/schema/documents';
import { fornecedor } from '@/server/db/schema/suppliers';
import { eleicao, eleicaoCandidato, eleicaoPlano } from '@/server/db/schema/elections';
import { emprestimo } from '@/server/db/schema/loans';
import { perfilInvestimento, perguntaPerfil, respostaPerfil } from '@/server/db/schema/investment-profile';
import { conversa } from '@/server/db/schema/chat';
import { indiceEconomico } from '@/server/db/schema/economic-indexes';
import { representacao } from '@/server/db/schema/representatives';
import { dependente } from '@/server/db/schema/dependants';
import { desativacaoTemporaria } from '@/server/db/schema/maintenance';
import { notificacaoPessoa } from '@/server/db/schema/notifications';
import { aviso, avisoEnvio } from '@/server/db/schema/notices';
import { requisicao } from '@/server/db/schema/requests';
import { sessao } from '@/server/db/schema/auth';
import { vinculoPlano } from '@/server/db/schema/plans';
import { hashToken } from '@/server/plugins/authentication';
import type { OwnedResource, Resource } from '@/server/schemas/common';
import { DEMO_ACCOUNTS, login, type TestContext } from '../helpers';
import { PNG_1PX } from '../upload-client';

/**
 * The people and data the generated guards work with: participant A (Carlos), participant B (Maria), the
 * administrator (Ana), an id of each kind of A's and B's own data, and a valid value of each reference kind.
 */

export type Person = 'A' | 'B';
export type ReferenceResource = Exclude<Resource, OwnedResource>;

export interface AccessFixtures {
  personIds: Record<Person | 'admin', number>;
  owned: Record<Person, Record<OwnedResource, number>>;
  reference: Record<ReferenceResource, number>;
  /** A participant whose plans are all of the loan-enabled kind ('2'): Lucas (Mais Valor), his id and first plan link. */
  loanKind: { pessoa: number; vinculoPlano: number };
  /** A fresh session: some operations end the session they are called with (logout, password change). */
  tokenOf(idPessoa: number): Promise<string>;
  /** A's dependant again, after an operation removed it. */
  recreateDependantOfA(): Promise<number>;
}

async function firstId(query: Promise<{ id: number }[]>, what: string): Promise<number> {
  const [row] = await query;
  if (!row) throw new Error(`the demo data has no ${what}`);
  return row.id;
}

export async function createAccessFixtures(context: TestContext): Promise<AccessFixtures> {
  const { db } = context.database;
  const a = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
  const b = await login(context.app, DEMO_ACCOUNTS.maria.cpf);
  const admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  const personIds = { A: a.idPessoa, B: b.idPessoa, admin: admin.idPessoa };
  const lucas = await login(context.app, DEMO_ACCOUNTS.lucas.cpf);
  const loanKind = {
    pessoa: lucas.idPessoa,
    vinculoPlano: await firstId(db.select({ id: vinculoPlano.id }).from(vinculoPlano).where(eq(vinculoPlano.idPessoa, lucas.idPessoa)).orderBy(asc(vinculoPlano.id)).limit(1), 'plan link of Lucas'),
  };

  const insertDependant = async (idPessoa: number, nome: string) =>
    (await db.insert(dependente).values({ idPessoa, tipo: 1, nome }).returning({ id: dependente.id }))[0].id;

  async function insertLoanOn(idPessoa: number) {
    const [link] = await db.select({ id: vinculoPlano.id }).from(vinculoPlano).where(eq(vinculoPlano.idPessoa, idPessoa)).orderBy(asc(vinculoPlano.id)).limit(1);
    const [row] = await db
      .insert(emprestimo)
      .values({ idVinculoPlano: link.id, valorContratado: '1000.00', taxaMensal: '0.015000', prazoMeses: 12, valorParcela: '91.68', parcelasPagas: 0, dataContratacao: '2026-01-10', status: 'aberto' })
      .returning({ id: emprestimo.id });
    return row.id;
  }

  /** A pending representation of the person, by Ana (the approval, refusal and ending routes name it). */
  async function insertRepresentationOf(idPessoa: number) {
    const [row] = await db
      .insert(representacao)
      .values({ idPessoa, idRepresentante: admin.idPessoa, tipo: 'procuracao', poderes: 'leitura', inicioVigencia: '2026-01-01', fimVigencia: '2099-12-31', idCadastrante: idPessoa })
      .returning({ id: representacao.id });
    return row.id;
  }

  async function ownedIdsOf(person: Person, token: string): Promise<Record<OwnedResource, number>> {
    const idPessoa = personIds[person];
    const upload = await context.app.inject({
      method: 'POST',
      url: '/api/enviarAnexo',
      headers: { authorization: `Bearer ${token}`, 'x-nome-arquivo': 'guarda.png', 'content-type': 'application/octet-stream' },
      payload: PNG_1PX,
    });
    if (upload.statusCode !== 201) throw new Error(`upload of ${person} → ${upload.statusCode} ${upload.body}`);
    const [existingDependant] = await db.select({ id: dependente.id }).from(dependente).where(eq(dependente.idPessoa, idPessoa)).limit(1);
    return {
      pessoa: idPessoa,
      vinculoPlano: await firstId(db.select({ id: vinculoPlano.id }).from(vinculoPlano).where(eq(vinculoPlano.idPessoa, idPessoa)).orderBy(asc(vinculoPlano.id)).limit(1), `plan link of ${person}`),
      requisicao: await firstId(db.select({ id: requisicao.id }).from(requisicao).where(eq(requisicao.idPessoa, idPessoa)).orderBy(asc(requisicao.id)).limit(1), `request of ${person}`),
      dependente: existingDependant?.id ?? (await insertDependant(idPessoa, `Dependente de ${person}`)),
      conversa: await firstId(db.select({ id: conversa.id }).from(conversa).where(eq(conversa.idPessoa, idPessoa)).limit(1), `conversation of ${person}`),
      anexo: upload.json().id,
      notificacao: await firstId(db.select({ id: notificacaoPessoa.idNotificacao }).from(notificacaoPessoa).where(eq(notificacaoPessoa.idPessoa, idPessoa)).limit(1), `notification of ${person}`),
      // A and B are of kind-'1' plans, which have no loans: a row on their first link is what the loan routes refuse (403, wrong kind).
      emprestimo: await insertLoanOn(idPessoa),
      representacao: await insertRepresentationOf(idPessoa),
    };
  }

  const owned = { A: await ownedIdsOf('A', a.token), B: await ownedIdsOf('B', b.token) };
  const [linkOfA] = await db.select().from(vinculoPlano).where(eq(vinculoPlano.id, owned.A.vinculoPlano));
  const [window] = await db
    .insert(desativacaoTemporaria)
    .values({ dataInicio: new Date(Date.now() + 7 * 86400_000), dataFim: new Date(Date.now() + 8 * 86400_000), mensagem: 'Janela dos testes gerados' })
    .returning({ id: desativacaoTemporaria.id });
  // The demo's open election of A's plan (HPE) and its first candidate: A may vote in it (once).
  const [openElection] = await db
    .select({ id: eleicao.id })
    .from(eleicao)
    .innerJoin(eleicaoPlano, eq(eleicaoPlano.idEleicao, eleicao.id))
    .where(and(eq(eleicaoPlano.idPlano, linkOfA.idPlano), isNull(eleicao.encerradaEm)))
    .orderBy(asc(eleicao.id))
    .limit(1);
  if (!openElection) throw new Error(`the demo data has no open election of A's plan`);
  // A notice to A whose SMS gave up: administrators may retry it.
  const [notice] = await db.insert(aviso).values({ idPessoa: personIds.A, tipo: 'status_solicitacao', titulo: 'Aviso dos testes gerados', link: null }).returning({ id: aviso.id });
  const [givenUp] = await db
    .insert(avisoEnvio)
    .values({ idAviso: notice.id, canal: 'sms', destino: '+5511987654321', texto: 'teste', status: 'desistiu', tentativas: 6, erro: 'Provedor respondeu 500', desistiuEm: new Date() })
    .returning({ id: avisoEnvio.id });
  const reference: Record<ReferenceResource, number> = {
    eleicao: openElection.id,
    candidato: await firstId(db.select({ id: eleicaoCandidato.id }).from(eleicaoCandidato).where(eq(eleicaoCandidato.idEleicao, openElection.id)).orderBy(asc(eleicaoCandidato.ordem)).limit(1), 'candidate of the open election'),
    atendente: admin.idPessoa,
    // The regulation of A's plan: A reads it; administrators edit and withdraw it.
    documento: await firstId(
      db.select({ id: documento.id }).from(documento).innerJoin(documentoPlano, eq(documentoPlano.idDocumento, documento.id)).where(eq(documentoPlano.idPlano, linkOfA.idPlano)).orderBy(asc(documento.id)).limit(1),
      `document of A's plan`,
    ),
    fornecedor: await firstId(db.select({ id: fornecedor.id }).from(fornecedor).orderBy(asc(fornecedor.id)).limit(1), 'supplier'),
    plano: linkOfA.idPlano,
    categoria: linkOfA.idCategoria,
    situacao: linkOfA.idSituacao,
    statusRequisicao: 1,
    funcionalidade: 2,
    desativacaoTemporaria: window.id,
    etapaOnboarding: 2,
    tipoNotificacao: 2,
    perfilInvestimento: await firstId(db.select({ id: perfilInvestimento.id }).from(perfilInvestimento).where(eq(perfilInvestimento.idPlano, linkOfA.idPlano)).orderBy(asc(perfilInvestimento.ordem)).limit(1), `investment profile of A's plan`),
    indiceEconomico: await firstId(db.select({ id: indiceEconomico.id }).from(indiceEconomico).where(eq(indiceEconomico.codigo, 'IPCA')), 'IPCA'),
    perguntaPerfil: await firstId(db.select({ id: perguntaPerfil.id }).from(perguntaPerfil).where(eq(perguntaPerfil.idPlano, linkOfA.idPlano)).orderBy(asc(perguntaPerfil.ordem)).limit(1), `profile question of A's plan`),
    respostaPerfil: await firstId(
      db.select({ id: respostaPerfil.id }).from(respostaPerfil).innerJoin(perguntaPerfil, eq(perguntaPerfil.id, respostaPerfil.idPergunta)).where(eq(perguntaPerfil.idPlano, linkOfA.idPlano)).orderBy(asc(perguntaPerfil.ordem), asc(respostaPerfil.ordem)).limit(1),
      `profile answer of A's plan`,
    ),
    noticia: await firstId(db.select({ id: noticia.id }).from(noticia).where(eq(noticia.titulo, 'Assembleia de participantes do Plano HPE')), 'HPE news item'),
    bannerCarrossel: await firstId(db.select({ id: bannerCarrossel.id }).from(bannerCarrossel).where(eq(bannerCarrossel.imagemPadrao, 'assembleia-hpe.svg')), 'HPE banner'),
    envioAviso: givenUp.id,
    campanhaRecadastramento: await firstId(db.select({ id: campanhaRecadastramento.id }).from(campanhaRecadastramento).orderBy(asc(campanhaRecadastramento.id)).limit(1), 're-registration campaign'),
    comunicacaoFalecimento: await firstId(db.select({ id: comunicacaoFalecimento.id }).from(comunicacaoFalecimento).orderBy(asc(comunicacaoFalecimento.id)).limit(1), 'death report'),
  };

  return {
    personIds,
    owned,
    reference,
    loanKind,
    async tokenOf(idPessoa) {
      const token = randomBytes(32).toString('base64url');
      await db.insert(sessao).values({ idPessoa, tokenHash: hashToken(token), expiraEm: new Date(Date.now() + 3600_000) });
      return token;
    },
    async recreateDependantOfA() {
      owned.A.dependente = await insertDependant(personIds.A, 'Dependente de A');
      return owned.A.dependente;
    },
  };
}

/** The postal-code provider on loopback: the guards check our answers, not the internet's. */
export async function startCepProvider(): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ cep: '01310-100', logradouro: 'Avenida Paulista', complemento: '', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws/{cep}/json/`, server };
}
