import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundToday } from '@/domain/business-days';
import { BENEFICIARY_TYPE, NOTIFICATION_TYPE, PLAN_ID } from '@/domain/constants';
import { formatDateBr } from '@/domain/format-date';
import type { ClientToServerEvents, ServerToClientEvents } from '@/domain/realtime-events';
import { announceOpenedCampaigns } from '@/server/modules/reregistration/opening';
import { auditoria } from '@/server/db/schema/audit';
import { campanhaRecadastramento, recadastramento, tokenRecadastramento } from '@/server/db/schema/reregistration';
import { dependente } from '@/server/db/schema/dependants';
import { emailSaida } from '@/server/db/schema/email-templates';
import { endereco } from '@/server/db/schema/profile';
import { pessoa } from '@/server/db/schema/people';
import { hashToken } from '@/server/plugins/authentication';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { PNG_1PX } from './upload-client';

type Account = { token: string; idPessoa: number };
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
let context: TestContext;
let uploadDir: string;
let ana: Account;
let carlos: Account;
let maria: Account;
let idCampanha: number;
let idOtavio: number;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'recadastramento-'));
  context = await createTestContext({ uploadDir });
  ana = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
  maria = await login(context.app, DEMO_ACCOUNTS.maria.cpf);
  const [campaign] = await context.database.db.select({ id: campanhaRecadastramento.id }).from(campanhaRecadastramento).limit(1);
  idCampanha = campaign.id;
  const [otavio] = await context.database.db.select({ id: pessoa.id }).from(pessoa).where(eq(pessoa.cpf, DEMO_ACCOUNTS.otavio.cpf));
  idOtavio = otavio.id;
});
afterAll(async () => {
  await context.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const inject = (method: 'GET' | 'POST', url: string, account: Account | null, payload?: unknown) =>
  context.app.inject({ method, url: `/api${url}`, headers: account ? bearer(account.token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

const panel = async () => (await inject('GET', `/retornarPainelRecadastramento/${idCampanha}`, ana)).json();

async function uploadProof(account: Account, name = 'comprovante.png') {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/enviarAnexo',
    headers: { ...bearer(account.token), 'content-type': 'application/octet-stream', 'x-nome-arquivo': encodeURIComponent(name) },
    payload: PNG_1PX,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const uploadByLink = (token: string) =>
  context.app.inject({
    method: 'POST',
    url: `/api/enviarComprovanteRecadastramento?token=${token}`,
    headers: { 'content-type': 'application/octet-stream', 'x-nome-arquivo': 'prova de vida.png' },
    payload: PNG_1PX,
  });

/** The link of the newest re-registration e-mail to that address, as the person reads it. */
async function tokenMailedTo(email: string): Promise<string> {
  const [mail] = await context.database.db.select().from(emailSaida).where(eq(emailSaida.destinatario, email)).orderBy(desc(emailSaida.id)).limit(1);
  const token = /\/recadastramento\?token=([A-Za-z0-9_-]+)/.exec(mail?.corpo ?? '')?.[1];
  expect(token, 'link no e-mail').toBeTruthy();
  return token!;
}

describe('seeded HPE campaign and the dashboard', () => {
  it('counts 4 people with a current HPE link: Maria and Bruno answered, Carlos and Otavio pending (50.0 %)', async () => {
    const response = await inject('GET', `/retornarPainelRecadastramento/${idCampanha}`, ana);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 4, concluidos: 2, pendentes: 2, percentualConcluido: '50.0', campanha: { situacao: 'aberta', planos: [{ id: PLAN_ID.HPE, nome: 'HPE' }] } });
    expect(body.pessoasPendentes.map((row: { nome: string }) => row.nome)).toEqual(['Carlos Contribuinte', 'Otavio Iniciante']);
    expect(body.respostas.map((row: { nome: string }) => row.nome).sort()).toEqual(['Bruno Vinculado', 'Maria Assistida']);
  });

  it('is for administrators: 401 without a session, 403 for a participant, 404 for an absent campaign', async () => {
    expect((await inject('GET', `/retornarPainelRecadastramento/${idCampanha}`, null)).statusCode).toBe(401);
    expect((await inject('GET', `/retornarPainelRecadastramento/${idCampanha}`, carlos)).statusCode).toBe(403);
    const absent = await inject('GET', '/retornarPainelRecadastramento/999999', ana);
    expect(absent.statusCode).toBe(404);
    expect(absent.json().message).toBe('Campanha de recadastramento não encontrada.');
    expect((await inject('GET', '/retornarPainelRecadastramento/abc', ana)).statusCode).toBe(400);
  });

  it('lists the campaigns with their counts', async () => {
    const response = await inject('GET', '/retornarCampanhasRecadastramento', ana);
    expect(response.statusCode).toBe(200);
    expect(response.json().find((row: { id: number }) => row.id === idCampanha)).toMatchObject({ total: 4, concluidos: 2, pendentes: 2, situacao: 'aberta' });
    expect((await inject('GET', '/retornarCampanhasRecadastramento', carlos)).statusCode).toBe(403);
  });
});

describe('POST /criarCampanhaRecadastramento', () => {
  const today = fundToday();
  it('creates a campaign whose people are those with a current link in the plans (201)', async () => {
    const response = await inject('POST', '/criarCampanhaRecadastramento', ana, { titulo: 'Recadastramento Mais Valor', inicio: today, fim: '2099-12-31', idPlanos: [PLAN_ID.MAIS_VALOR] });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    // Sofia, Lucas and Olivia are in Mais Valor; Diego left the sponsor (situation 7), so he does not answer.
    expect(body.pessoasPendentes.map((row: { nome: string }) => row.nome)).toEqual(['Lucas Tomador', 'Olivia Iniciante', 'Sofia Autopatrocinada']);
    expect(body).toMatchObject({ total: 3, concluidos: 0, pendentes: 3, percentualConcluido: '0.0', campanha: { titulo: 'Recadastramento Mais Valor', situacao: 'aberta' } });
    const [audit] = await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'recadastramento.campanha_criada')).orderBy(desc(auditoria.id)).limit(1);
    expect(audit.idAtor).toBe(ana.idPessoa);
  });

  it('answers 400 in Portuguese per field', async () => {
    const response = await inject('POST', '/criarCampanhaRecadastramento', ana, { titulo: '   ', inicio: '2099-02-01', fim: '2099-01-01', idPlanos: [99] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'titulo', message: 'Informe o título da campanha.', type: 'required' },
      { path: 'fim', message: 'O fim da campanha não pode ser antes do início.', type: 'range' },
      { path: 'idPlanos', message: 'Plano não encontrado: 99.', type: 'reference' },
    ]);
    const past = await inject('POST', '/criarCampanhaRecadastramento', ana, { titulo: 'Antiga', inicio: '2020-01-01', fim: '2020-02-01', idPlanos: [PLAN_ID.HPE] });
    expect(past.json().errors).toEqual([{ path: 'fim', message: 'O fim da campanha não pode estar no passado.', type: 'range' }]);
    expect((await inject('POST', '/criarCampanhaRecadastramento', ana, { titulo: 'X', inicio: today, fim: today, idPlanos: [] })).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    const body = { titulo: 'X', inicio: today, fim: today, idPlanos: [PLAN_ID.HPE] };
    expect((await inject('POST', '/criarCampanhaRecadastramento', null, body)).statusCode).toBe(401);
    expect((await inject('POST', '/criarCampanhaRecadastramento', carlos, body)).statusCode).toBe(403);
  });
});

describe('reminders and the e-mailed link', () => {
  it('e-mails each pending person a single-use link, at most once a day', async () => {
    const first = await inject('POST', '/enviarLembretesRecadastramento', ana, { idCampanha });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ enviados: 2, ignoradosRecentes: 0, semEmail: 0, message: '2 lembretes enviados por e-mail.' });
    const again = await inject('POST', '/enviarLembretesRecadastramento', ana, { idCampanha });
    expect(again.json()).toMatchObject({ enviados: 0, ignoradosRecentes: 2 });
    expect((await panel()).lembretesDisponiveis).toBe(0);
    // Only the hash is stored: the token in the e-mail is not in the table.
    const token = await tokenMailedTo(DEMO_ACCOUNTS.otavio.email);
    const rows = await context.database.db.select().from(tokenRecadastramento);
    expect(rows.map((row) => row.tokenHash)).toContain(hashToken(token));
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect((await inject('POST', '/enviarLembretesRecadastramento', carlos, { idCampanha })).statusCode).toBe(403);
    expect((await inject('POST', '/enviarLembretesRecadastramento', null, { idCampanha })).statusCode).toBe(401);
    expect((await inject('POST', '/enviarLembretesRecadastramento', ana, { idCampanha: 999999 })).statusCode).toBe(404);
  });

  it('opens Otavio’s re-registration only, with his data, and lets him answer once without signing in', async () => {
    const token = await tokenMailedTo(DEMO_ACCOUNTS.otavio.email);
    const view = await inject('GET', `/retornarRecadastramentoPorLink?token=${token}`, null);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ idPessoa: idOtavio, pessoa: { nome: 'Otavio Iniciante', email: DEMO_ACCOUNTS.otavio.email }, campanha: { id: idCampanha }, respondidoEm: null, comprovanteSugerido: 'endereco' });

    const upload = await uploadByLink(token);
    expect(upload.statusCode).toBe(201);
    const idAnexo = upload.json().id;
    const carlosFile = await uploadProof(carlos);

    // The link reaches nothing else: another person's file is refused, and no person can be named.
    const otherFile = await inject('POST', '/enviarRecadastramentoPorLink', null, { token, confirmacao: true, comprovante: { tipo: 'endereco', idAnexo: carlosFile } });
    expect(otherFile.statusCode).toBe(403);
    const naming = await inject('POST', '/enviarRecadastramentoPorLink', null, { token, idPessoa: carlos.idPessoa, confirmacao: true, comprovante: { tipo: 'endereco', idAnexo } });
    expect(naming.statusCode).toBe(400);

    const answer = await inject('POST', '/enviarRecadastramentoPorLink', null, {
      token,
      confirmacao: true,
      telefone: '(11) 98888-7777',
      endereco: { cep: '01001-000', logradouro: 'Praça da Sé', numero: '100', bairro: 'Sé', cidade: 'São Paulo', estado: 'sp' },
      dependentes: { incluir: [{ tipo: 'imposto-renda', nome: 'Lia Iniciante', data_nascimento: '2015-03-02', parentesco: 'Filho(a)', finalidade: 'Dedução do IR' }] },
      comprovante: { tipo: 'endereco', idAnexo },
    });
    expect(answer.statusCode).toBe(200);
    // The dependant came with the answer, in the same transaction.
    const otavioDependants = await context.database.db.select().from(dependente).where(eq(dependente.idPessoa, idOtavio));
    expect(otavioDependants.map((item) => ({ nome: item.nome, tipo: item.tipo, dataNascimento: item.dataNascimento, finalidade: item.finalidade }))).toEqual([
      { nome: 'Lia Iniciante', tipo: BENEFICIARY_TYPE['imposto-renda'], dataNascimento: '2015-03-02', finalidade: 'Dedução do IR' },
    ]);
    expect(answer.json()).toMatchObject({ idCampanha, idPessoa: idOtavio, houveAlteracao: true });
    const [address] = await context.database.db.select().from(endereco).where(eq(endereco.idPessoa, idOtavio));
    expect(address).toMatchObject({ cep: '01001000', logradouro: 'Praça da Sé', estado: 'SP', idAnexoComprovante: idAnexo });
    const [row] = await context.database.db.select().from(recadastramento).where(and(eq(recadastramento.idCampanha, idCampanha), eq(recadastramento.idPessoa, idOtavio)));
    expect(row).toMatchObject({ canal: 'link', tipoComprovante: 'endereco', idAnexoComprovante: idAnexo });

    // Single use: the same link now says it was used (410), for reading, uploading and answering.
    expect((await inject('GET', `/retornarRecadastramentoPorLink?token=${token}`, null)).statusCode).toBe(410);
    const reuse = await inject('POST', '/enviarRecadastramentoPorLink', null, { token, confirmacao: true, comprovante: { tipo: 'endereco', idAnexo } });
    expect(reuse.statusCode).toBe(410);
    expect(reuse.json().message).toMatch(/^Este link já foi usado/);
    expect((await uploadByLink(token)).statusCode).toBe(410);

    const counts = await panel();
    expect(counts).toMatchObject({ total: 4, concluidos: 3, pendentes: 1, percentualConcluido: '75.0' });
    expect(counts.pessoasPendentes.map((item: { nome: string }) => item.nome)).toEqual(['Carlos Contribuinte']);
  });

  it('401 for an unknown link, 410 for an expired one', async () => {
    const unknown = await inject('GET', `/retornarRecadastramentoPorLink?token=${'x'.repeat(43)}`, null);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toMatch(/não é válido/);
    const [carlosRow] = await context.database.db.select().from(recadastramento).where(and(eq(recadastramento.idCampanha, idCampanha), eq(recadastramento.idPessoa, carlos.idPessoa)));
    const expired = 'expirado-'.padEnd(43, 'a');
    await context.database.db.insert(tokenRecadastramento).values({ idRecadastramento: carlosRow.id, tokenHash: hashToken(expired), expiraEm: new Date(Date.now() - 1000) });
    const response = await inject('GET', `/retornarRecadastramentoPorLink?token=${expired}`, null);
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toMatch(/^Este link expirou/);
    expect((await uploadByLink(expired)).statusCode).toBe(410);
  });
});

describe('signed in: GET /retornarRecadastramento and POST /enviarRecadastramento', () => {
  it('gives Carlos his open campaign with his current data; another person’s is 403', async () => {
    const response = await inject('GET', `/retornarRecadastramento/${carlos.idPessoa}`, carlos);
    expect(response.statusCode).toBe(200);
    const [item] = response.json();
    expect(item).toMatchObject({ campanha: { id: idCampanha, situacao: 'aberta' }, respondidoEm: null, comprovanteSugerido: 'endereco', endereco: { logradouro: 'Avenida Paulista', numero: '1578' } });
    expect(item.dependentes.map((row: { nome: string; percentual: string }) => `${row.nome} ${row.percentual}`)).toEqual(['Helena Contribuinte 60.00', 'Pedro Contribuinte 40.00']);
    expect(Object.keys(item.dependentes[0]).sort()).toEqual(['cpf', 'data_nascimento', 'finalidade', 'id', 'nome', 'parentesco', 'percentual', 'tipo']);
    expect((await inject('GET', `/retornarRecadastramento/${maria.idPessoa}`, carlos)).statusCode).toBe(403);
    expect((await inject('GET', `/retornarRecadastramento/${carlos.idPessoa}`, null)).statusCode).toBe(401);
    const [mariaItem] = (await inject('GET', `/retornarRecadastramento/${maria.idPessoa}`, maria)).json();
    expect(mariaItem.respondidoEm).not.toBeNull();
    expect(mariaItem.comprovanteSugerido).toBe('vida');
  });

  it('answers 400 per field in Portuguese', async () => {
    const idAnexo = await uploadProof(carlos);
    const response = await inject('POST', '/enviarRecadastramento', carlos, {
      idCampanha,
      idPessoa: carlos.idPessoa,
      confirmacao: false,
      email: 'carlos@',
      endereco: { cep: '01310-100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', cidade: 'São Paulo', estado: 'SP' },
      dependentes: { incluir: [{ tipo: 'previdencial', nome: 'Ana Contribuinte', cpf: '111.111.111-12', percentual: 10 }] },
      comprovante: { tipo: 'endereco', idAnexo },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'confirmacao', message: 'Confirme que as informações estão corretas para enviar o recadastramento.', type: 'required' },
      { path: 'email', message: 'Informe um e-mail válido.', type: 'format' },
      { path: 'endereco/numero', message: 'O número é obrigatório', type: 'required' },
      { path: 'dependentes/incluir/0/cpf', message: 'CPF inválido.', type: 'cpf' },
    ]);
    // Helena 60 % + Pedro 40 % already make 100 %: one more share would pass it.
    const shares = await inject('POST', '/enviarRecadastramento', carlos, {
      idCampanha,
      idPessoa: carlos.idPessoa,
      confirmacao: true,
      dependentes: { incluir: [{ tipo: 'previdencial', nome: 'Ana Contribuinte', percentual: '10' }] },
      comprovante: { tipo: 'endereco', idAnexo },
    });
    expect(shares.json().errors).toEqual([{ path: 'dependentes/incluir', message: 'A soma das participações dos beneficiários não pode passar de 100%. Ficaria em 110,00%.', type: 'sum' }]);
    // Editing: Helena from 60 % to 75 % with Pedro's 40 % kept is 115 %; the same dependant edited and removed, or a bad CPF, per field.
    const [helena, pedro] = await context.database.db.select().from(dependente).where(eq(dependente.idPessoa, carlos.idPessoa)).orderBy(dependente.nome);
    const edit = (dependentes: object) => inject('POST', '/enviarRecadastramento', carlos, { idCampanha, idPessoa: carlos.idPessoa, confirmacao: true, dependentes, comprovante: { tipo: 'endereco', idAnexo } });
    const raised = await edit({ alterar: [{ id: helena.id, nome: 'Helena Contribuinte', percentual: '75' }] });
    expect(raised.statusCode).toBe(400);
    expect(raised.json().errors).toEqual([{ path: 'dependentes/alterar', message: 'A soma das participações dos beneficiários não pode passar de 100%. Ficaria em 115,00%.', type: 'sum' }]);
    const both = await edit({ excluir: [pedro.id], alterar: [{ id: pedro.id, nome: 'Pedro' }, { id: helena.id, nome: ' ', cpf: '123' }] });
    expect(both.json().errors).toEqual([
      { path: 'dependentes/alterar/0/id', message: 'Este dependente já está sendo excluído ou alterado nesta resposta.', type: 'duplicate' },
      { path: 'dependentes/alterar/1/nome', message: 'O nome é obrigatório.', type: 'required' },
      { path: 'dependentes/alterar/1/cpf', message: 'CPF inválido.', type: 'cpf' },
    ]);
    // Nothing was applied by the refused answers.
    const after = await context.database.db.select().from(dependente).where(eq(dependente.idPessoa, carlos.idPessoa)).orderBy(dependente.nome);
    expect(after.map((row) => `${row.nome} ${row.percentual}`)).toEqual(['Helena Contribuinte 60.00', 'Pedro Contribuinte 40.00']);
  });

  it('refuses another person (403), another person’s file (403), an absent file or campaign (404)', async () => {
    const idAnexo = await uploadProof(carlos);
    const mariaFile = await uploadProof(maria);
    const base = { idCampanha, idPessoa: carlos.idPessoa, confirmacao: true, comprovante: { tipo: 'endereco', idAnexo } };
    expect((await inject('POST', '/enviarRecadastramento', maria, base)).statusCode).toBe(403);
    expect((await inject('POST', '/enviarRecadastramento', carlos, { ...base, comprovante: { tipo: 'endereco', idAnexo: mariaFile } })).statusCode).toBe(403);
    expect((await inject('POST', '/enviarRecadastramento', carlos, { ...base, comprovante: { tipo: 'endereco', idAnexo: 1_999_999 } })).statusCode).toBe(404);
    expect((await inject('POST', '/enviarRecadastramento', carlos, { ...base, idCampanha: 999999 })).statusCode).toBe(404);
    const mariaDependant = (await context.database.db.select().from(dependente).where(eq(dependente.idPessoa, maria.idPessoa)))[0];
    expect((await inject('POST', '/enviarRecadastramento', carlos, { ...base, dependentes: { excluir: [mariaDependant.id] } })).statusCode).toBe(403);
    expect((await inject('POST', '/enviarRecadastramento', carlos, { ...base, dependentes: { alterar: [{ id: mariaDependant.id, nome: 'Outro nome' }] } })).statusCode).toBe(403);
    expect((await inject('POST', '/enviarRecadastramento', carlos, { ...base, dependentes: { alterar: [{ id: 1_999_999, nome: 'Ninguém' }] } })).statusCode).toBe(404);
    expect((await inject('POST', '/enviarRecadastramento', null, base)).statusCode).toBe(401);
    // Maria already answered.
    const again = await inject('POST', '/enviarRecadastramento', maria, { ...base, idPessoa: maria.idPessoa, comprovante: { tipo: 'vida', idAnexo: mariaFile } });
    expect(again.statusCode).toBe(409);
  });

  it('records Carlos’s answer (a beneficiary swapped, another edited), moves the counts to 4 of 4 and spends his e-mailed link', async () => {
    const token = await tokenMailedTo(DEMO_ACCOUNTS.carlos.email);
    const idAnexo = await uploadProof(carlos);
    const [pedro] = await context.database.db.select().from(dependente).where(and(eq(dependente.idPessoa, carlos.idPessoa), eq(dependente.nome, 'Pedro Contribuinte')));
    const [helena] = await context.database.db.select().from(dependente).where(and(eq(dependente.idPessoa, carlos.idPessoa), eq(dependente.nome, 'Helena Contribuinte')));
    const response = await inject('POST', '/enviarRecadastramento', carlos, {
      idCampanha,
      idPessoa: carlos.idPessoa,
      confirmacao: true,
      dependentes: {
        excluir: [pedro.id],
        // Helena 60 % → 55 % and the new Pedro Henrique 45 %: 100 %.
        alterar: [{ id: helena.id, nome: 'Helena Maria Contribuinte', cpf: '529.982.247-25', data_nascimento: helena.dataNascimento, parentesco: 'Cônjuge', finalidade: 'Pensão por morte', percentual: '55' }],
        incluir: [{ tipo: 'previdencial', nome: 'Pedro Henrique Contribuinte', cpf: '702.483.280-00', data_nascimento: '2010-09-15', parentesco: 'Filho(a)', percentual: '45,00' }],
      },
      comprovante: { tipo: 'endereco', idAnexo },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ houveAlteracao: true, message: 'Recadastramento enviado. Obrigado por manter seus dados em dia.' });
    const names = (await context.database.db.select().from(dependente).where(eq(dependente.idPessoa, carlos.idPessoa))).map((row) => `${row.nome} ${row.percentual}`).sort();
    expect(names).toEqual(['Helena Maria Contribuinte 55.00', 'Pedro Henrique Contribuinte 45.00']);
    const [edited] = await context.database.db.select().from(dependente).where(eq(dependente.id, helena.id));
    expect(edited).toMatchObject({ cpf: '52998224725', parentesco: 'Cônjuge', finalidade: 'Pensão por morte', tipo: BENEFICIARY_TYPE.previdencial });
    expect(await panel()).toMatchObject({ total: 4, concluidos: 4, pendentes: 0, percentualConcluido: '100.0', pessoasPendentes: [] });
    expect((await inject('GET', `/retornarRecadastramentoPorLink?token=${token}`, null)).statusCode).toBe(410);
    expect((await inject('POST', '/enviarRecadastramento', carlos, { idCampanha, idPessoa: carlos.idPessoa, confirmacao: true, comprovante: { tipo: 'endereco', idAnexo } })).statusCode).toBe(409);
    const [audit] = await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'recadastramento.enviado')).orderBy(desc(auditoria.id)).limit(1);
    expect(audit).toMatchObject({ idAtor: carlos.idPessoa, idPessoaAlvo: carlos.idPessoa, detalhes: { dependentesIncluidos: 1, dependentesAlterados: [helena.id], dependentesExcluidos: [pedro.id] } });
  });

  it('refuses reminders for a campaign that is not open (409)', async () => {
    const created = await inject('POST', '/criarCampanhaRecadastramento', ana, { titulo: 'Futura', inicio: '2099-01-01', fim: '2099-02-01', idPlanos: [PLAN_ID.DXC] });
    const response = await inject('POST', '/enviarLembretesRecadastramento', ana, { idCampanha: created.json().campanha.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Esta campanha de recadastramento não está aberta.');
  });
});

describe('the opening notice (issue 26)', () => {
  type Listed = { id: number; titulo: string; descricao: string; reagido: string; link: string | null; tipoNotificacao: { id: number }; data_notificacao: string };
  const notificationsOf = async (account: Account) => (await inject('GET', `/retornarNotificacoes/${account.idPessoa}/0/0/0`, account)).json() as Listed[];
  const noticesOf = async (account: Account, titulo: string) => (await notificationsOf(account)).filter((item) => item.titulo.startsWith(`${titulo}: responda até`));
  const sockets: ClientSocket[] = [];
  let url: string;
  beforeAll(async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => sockets.forEach((socket) => socket.close()));

  async function openSocket(token: string): Promise<ClientSocket> {
    const socket: ClientSocket = connect(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  it('the seeded campaign told everyone who must answer when it opened: Carlos and Otavio have it unread, Maria read it', async () => {
    const [campaign] = await context.database.db.select().from(campanhaRecadastramento).where(eq(campanhaRecadastramento.id, idCampanha));
    const otavio = await login(context.app, DEMO_ACCOUNTS.otavio.cpf);
    const expected = {
      titulo: `${campaign.titulo}: responda até ${formatDateBr(campaign.fim)}`,
      link: '/recadastramento',
      tipoNotificacao: expect.objectContaining({ id: NOTIFICATION_TYPE.DETAIL }),
      data_notificacao: campaign.criadoEm.toISOString(),
    };
    for (const account of [carlos, otavio]) expect(await noticesOf(account, campaign.titulo)).toEqual([expect.objectContaining({ ...expected, reagido: 'N' })]);
    expect(await noticesOf(maria, campaign.titulo)).toEqual([expect.objectContaining({ ...expected, reagido: 'S' })]);
    expect(campaign.aberturaNotificadaEm?.toISOString()).toBe(campaign.criadoEm.toISOString());
  });

  it('a campaign open the day it is created notifies each person who must answer, with the campaign, and live on their open pages', async () => {
    const sofia = await login(context.app, DEMO_ACCOUNTS.sofia.cpf);
    const lucas = await login(context.app, DEMO_ACCOUNTS.lucas.cpf);
    const socket = await openSocket(sofia.token);
    const received = new Promise<{ id: number; titulo: string; link: string | null }>((resolve) => socket.once('newNotification', resolve));
    const fim = '2099-06-30';
    const response = await inject('POST', '/criarCampanhaRecadastramento', ana, { titulo: 'Recadastramento Mais Valor 2099', inicio: fundToday(), fim, idPlanos: [PLAN_ID.MAIS_VALOR] });
    expect(response.statusCode).toBe(201);
    const idNova = response.json().campanha.id;
    // Already there when the answer arrives: written in the campaign's transaction.
    const [stored] = await noticesOf(sofia, 'Recadastramento Mais Valor 2099');
    expect(stored).toMatchObject({ titulo: 'Recadastramento Mais Valor 2099: responda até 30/06/2099', reagido: 'N', link: '/recadastramento', tipoNotificacao: { id: NOTIFICATION_TYPE.DETAIL } });
    expect(stored.descricao).toContain('Até 30/06/2099');
    expect(await noticesOf(lucas, 'Recadastramento Mais Valor 2099')).toHaveLength(1);
    expect(await received).toMatchObject({ id: stored.id, titulo: stored.titulo, link: '/recadastramento' });
    // Nobody outside the campaign's plans, nor an administrator, is told.
    expect(await noticesOf(carlos, 'Recadastramento Mais Valor 2099')).toEqual([]);
    expect(await noticesOf(ana, 'Recadastramento Mais Valor 2099')).toEqual([]);
    const [row] = await context.database.db.select().from(campanhaRecadastramento).where(eq(campanhaRecadastramento.id, idNova));
    expect(row.aberturaNotificadaEm).not.toBeNull();
  });

  it('a scheduled campaign says nothing until its first day, then the sweep announces it once, however many sweeps run', async () => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const paulo = await login(context.app, DEMO_ACCOUNTS.paulo.cpf);
    const titulo = 'Recadastramento DXC agendado';
    const response = await inject('POST', '/criarCampanhaRecadastramento', ana, { titulo, inicio: fundToday(tomorrow), fim: '2099-03-31', idPlanos: [PLAN_ID.DXC] });
    expect(response.statusCode).toBe(201);
    expect(response.json().campanha.situacao).toBe('agendada');
    expect(await noticesOf(carlos, titulo)).toEqual([]);
    // Today's sweep leaves it for tomorrow.
    expect(await announceOpenedCampaigns(context.database.db, context.app.realtime)).toBe(0);
    expect(await noticesOf(paulo, titulo)).toEqual([]);

    const socket = await openSocket(paulo.token);
    const received = new Promise<{ titulo: string }>((resolve) => socket.once('newNotification', resolve));
    // Tomorrow, two instances sweep at the same moment: one notice per person.
    const counts = await Promise.all([announceOpenedCampaigns(context.database.db, context.app.realtime, tomorrow), announceOpenedCampaigns(context.database.db, context.app.realtime, tomorrow)]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await announceOpenedCampaigns(context.database.db, context.app.realtime, tomorrow)).toBe(0);
    for (const account of [carlos, paulo]) expect(await noticesOf(account, titulo)).toEqual([expect.objectContaining({ titulo: `${titulo}: responda até 31/03/2099`, reagido: 'N', link: '/recadastramento' })]);
    expect(await received).toMatchObject({ titulo: `${titulo}: responda até 31/03/2099` });
  });
});
