import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientToServerEvents, RealtimeNotification, ServerToClientEvents } from '@/domain/realtime-events';
import { auditoria } from '@/server/db/schema/audit';
import { requisicao } from '@/server/db/schema/requests';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { startMailCatcher } from './mail-catcher';

type Account = { token: string; idPessoa: number };
let context: TestContext;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let url: string;
let uploadDir: string;
let admin: Account;
let carlos: Account;
let maria: Account;
let sofia: Account;

beforeAll(async () => {
  catcher = await startMailCatcher();
  uploadDir = mkdtempSync(path.join(tmpdir(), 'portal-requests-uploads-'));
  context = await createTestContext({ smtpUrl: catcher.url, uploadDir });
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
  admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
  maria = await login(context.app, DEMO_ACCOUNTS.maria.cpf);
  sofia = await login(context.app, DEMO_ACCOUNTS.sofia.cpf);
});
afterAll(async () => {
  await context.close();
  await catcher.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST', path: string, token?: string, payload?: object) =>
  context.app.inject({ method, url: `/api${path}`, payload, headers: token ? bearer(token) : {} });

async function linkOf(account: Account, idPlano: number): Promise<number> {
  const links = (await call('GET', `/retornarPlanosAtivos/${account.idPessoa}`, account.token)).json() as Array<{ id: number; plano: { id: number } }>;
  const link = links.find((item) => item.plano.id === idPlano);
  if (!link) throw new Error(`no link to plan ${idPlano}`);
  return link.id;
}

describe('GET /requisicaoStatus and /requisicaoFuncionalidade', () => {
  it('lists the statuses and functionalities, for signed-in people only', async () => {
    const statuses = (await call('GET', '/requisicaoStatus', carlos.token)).json();
    expect(statuses.map((status: { nome: string }) => status.nome)).toEqual(['Recebida', 'Em análise', 'Pendente de documentos', 'Concluída', 'Cancelada', 'Indeferida']);
    const functionalities = (await call('GET', '/requisicaoFuncionalidade', carlos.token)).json();
    expect(functionalities).toContainEqual({ id: 2, nome: 'Pessoa politicamente exposta' });
    expect((await call('GET', '/requisicaoStatus')).statusCode).toBe(401);
  });
});

describe('GET /retornarSolicitacoes', () => {
  it('pages a participant’s own requests five at a time, newest first, zero-based', async () => {
    const first = await call('GET', `/retornarSolicitacoes?idPessoa=${carlos.idPessoa}&page=0&limit=5`, carlos.token);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.requisicoes.length).toBeGreaterThan(0);
    expect(body.requisicoes.every((item: { pessoa: { id: number } }) => item.pessoa.id === carlos.idPessoa)).toBe(true);
    // The plan's code for other clients, and the name a person reads.
    for (const item of body.requisicoes as Array<{ vinculoPlano: { plano: { nome: string; nomeExibicao: string } } }>) {
      expect(item.vinculoPlano.plano.nomeExibicao).toBe(item.vinculoPlano.plano.nome === 'MAIS_VALOR' ? 'Mais Valor' : item.vinculoPlano.plano.nome);
    }
    expect(body.totalPage).toBe(Math.max(1, Math.ceil(body.total / 5)));
    const dates = body.requisicoes.map((item: { dataSolicitacao: string }) => item.dataSolicitacao);
    expect([...dates].sort().reverse()).toEqual(dates);
    // A page past the end is empty, not an error.
    const past = (await call('GET', `/retornarSolicitacoes?idPessoa=${carlos.idPessoa}&page=${body.totalPage}`, carlos.token)).json();
    expect(past.requisicoes).toEqual([]);
  });

  it('filters by functionality, status and dates (inclusive days)', async () => {
    const byFunctionality = (await call('GET', `/retornarSolicitacoes?idPessoa=${carlos.idPessoa}&idFuncionalidade=3&limit=100`, carlos.token)).json();
    expect(byFunctionality.requisicoes.length).toBeGreaterThan(0);
    expect(byFunctionality.requisicoes.every((item: { funcionalidade: { id: number } }) => item.funcionalidade.id === 3)).toBe(true);
    const byStatus = (await call('GET', `/retornarSolicitacoes?idStatus=1&limit=100`, admin.token)).json();
    expect(byStatus.requisicoes.every((item: { status: { id: number } }) => item.status.id === 1)).toBe(true);
    const day = byFunctionality.requisicoes[0].dataSolicitacao as string;
    const saoPauloDay = new Date(new Date(day).getTime() - 3 * 3600_000).toISOString().slice(0, 10);
    const sameDay = (await call('GET', `/retornarSolicitacoes?idPessoa=${carlos.idPessoa}&dataSolicitacaoInicio=${saoPauloDay}&dataSolicitacaoFinal=${saoPauloDay}&limit=100`, carlos.token)).json();
    expect(sameDay.requisicoes.map((item: { id: number }) => item.id)).toContain(byFunctionality.requisicoes[0].id);
    const none = (await call('GET', `/retornarSolicitacoes?idPessoa=${carlos.idPessoa}&dataSolicitacaoInicio=2000-01-01&dataSolicitacaoFinal=2000-12-31`, carlos.token)).json();
    expect(none).toMatchObject({ requisicoes: [], totalPage: 1, total: 0 });
  });

  it('lets administrators search every request by name or CPF', async () => {
    const byName = (await call('GET', '/retornarSolicitacoes?palavraChave=assistida&limit=100', admin.token)).json();
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.requisicoes.every((item: { pessoa: { nome: string } }) => item.pessoa.nome === 'Maria Assistida')).toBe(true);
    const byCpf = (await call('GET', `/retornarSolicitacoes?palavraChave=${DEMO_ACCOUNTS.maria.cpf}&limit=100`, admin.token)).json();
    expect(byCpf.total).toBe(byName.total);
  });

  it('refuses another person’s requests (403), a participant without idPessoa (403), no session (401) and bad filters (400)', async () => {
    expect((await call('GET', `/retornarSolicitacoes?idPessoa=${maria.idPessoa}`, carlos.token)).statusCode).toBe(403);
    expect((await call('GET', '/retornarSolicitacoes', carlos.token)).statusCode).toBe(403);
    expect((await call('GET', `/retornarSolicitacoes?idPessoa=${carlos.idPessoa}`)).statusCode).toBe(401);
    const bad = await call('GET', `/retornarSolicitacoes?idPessoa=${carlos.idPessoa}&page=-1&dataSolicitacaoInicio=ontem`, carlos.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toMatch(/^querystring\/(page|dataSolicitacaoInicio)$/);
  });
});

describe('declarations open requests', () => {
  it('PEP: validates role, organ and the five-year rule, then opens a request with its protocol and history', async () => {
    const idVinculoPlano = await linkOf(sofia, 4);
    const missing = await call('POST', '/enviarDeclaracaoPep', sofia.token, { idPessoa: sofia.idPessoa, idVinculoPlano, ppe: 'S' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((error: { path: string }) => error.path)).toEqual(['cargo', 'orgao', 'dataInicio']);
    const tooOld = await call('POST', '/enviarDeclaracaoPep', sofia.token, { idPessoa: sofia.idPessoa, idVinculoPlano, ppe: 'S', cargo: 'Vereadora', orgao: 'Câmara Municipal', dataInicio: '2010-01-01', dataFim: '2012-12-31' });
    expect(tooOld.json().errors[0]).toMatchObject({ path: 'dataFim', type: 'fiveYears' });

    const created = await call('POST', '/enviarDeclaracaoPep', sofia.token, { idPessoa: sofia.idPessoa, idVinculoPlano, ppe: 'S', cargo: 'Secretária municipal', orgao: 'Prefeitura de Curitiba', dataInicio: '2023-01-01', dataFim: null });
    expect(created.statusCode).toBe(200);
    const { id, protocolo } = created.json();
    expect(protocolo).toMatch(new RegExp(`^\\d{4}${String(id).padStart(6, '0')}$`));
    const detail = (await call('GET', `/retornarSolicitacao/${id}`, sofia.token)).json();
    expect(detail).toMatchObject({ protocolo, funcionalidade: { id: 2 }, status: { id: 1, nome: 'Recebida' }, dados: { ppe: 'S', cargo: 'Secretária municipal' }, prazos: [] });
    expect(detail.historico).toHaveLength(1);
    expect(detail.historico[0]).toMatchObject({ status: { nome: 'Recebida' }, autor: { id: sofia.idPessoa } });
    const profile = (await call('GET', `/retornarPerfil/${sofia.idPessoa}`, sofia.token)).json();
    expect(profile.pessoa.ppe).toBe('S');
  });

  it('FATCA: a US person must give a 9-digit TIN', async () => {
    const idVinculoPlano = await linkOf(carlos, 1);
    const noTin = await call('POST', '/enviarDeclaracaoFatca', carlos.token, { idPessoa: carlos.idPessoa, idVinculoPlano, cidadaniaAmericana: 'S', residenciaFiscalEua: 'N' });
    expect(noTin.statusCode).toBe(400);
    expect(noTin.json().errors[0]).toMatchObject({ path: 'tin', message: 'Informe o TIN (número de identificação fiscal nos EUA).' });
    const ok = await call('POST', '/enviarDeclaracaoFatca', carlos.token, { idPessoa: carlos.idPessoa, idVinculoPlano, cidadaniaAmericana: 'S', residenciaFiscalEua: 'N', tin: '123456789' });
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', `/retornarSolicitacao/${ok.json().id}`, carlos.token)).json().dados).toEqual({ cidadaniaAmericana: 'S', residenciaFiscalEua: 'N', tin: '123-45-6789' });
  });

  it('foreign resident: the §5 messages of the foreign address form', async () => {
    const idVinculoPlano = await linkOf(carlos, 1);
    const empty = await call('POST', '/enviarDeclaracaoResidenteExterior', carlos.token, { idPessoa: carlos.idPessoa, idVinculoPlano, country: 'Portugal', postalCode: ' ', identificationNumber: '' });
    expect(empty.json().errors).toEqual([
      { path: 'postalCode', message: 'O código postal é obrigatório', type: 'required' },
      { path: 'identificationNumber', message: 'O número de identificação fiscal é obrigatório', type: 'required' },
    ]);
    const ok = await call('POST', '/enviarDeclaracaoResidenteExterior', carlos.token, { idPessoa: carlos.idPessoa, idVinculoPlano, country: 'Portugal', postalCode: '1100-148', identificationNumber: '245678901' });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses another person’s link or person (403) and a service the plan does not offer (403)', async () => {
    const mariaLink = await linkOf(maria, 1);
    expect((await call('POST', '/enviarDeclaracaoPep', carlos.token, { idPessoa: carlos.idPessoa, idVinculoPlano: mariaLink, ppe: 'N' })).statusCode).toBe(403);
    expect((await call('POST', '/enviarDeclaracaoPep', carlos.token, { idPessoa: maria.idPessoa, idVinculoPlano: mariaLink, ppe: 'N' })).statusCode).toBe(403);
    expect((await call('POST', '/enviarDeclaracaoPep', undefined, { idPessoa: carlos.idPessoa, idVinculoPlano: mariaLink, ppe: 'N' })).statusCode).toBe(401);
    const before = await context.database.db.select().from(requisicao);
    const unknownLink = await call('POST', '/enviarDeclaracaoPep', carlos.token, { idPessoa: carlos.idPessoa, idVinculoPlano: 999_999, ppe: 'N' });
    expect(unknownLink.statusCode).toBe(404);
    expect(await context.database.db.select().from(requisicao)).toHaveLength(before.length);
  });
});

describe('a declaration with its supporting document', () => {
  const uploadPdf = (account: Account) =>
    context.app.inject({
      method: 'POST',
      url: '/api/enviarAnexo',
      headers: { ...bearer(account.token), 'content-type': 'application/pdf', 'x-nome-arquivo': encodeURIComponent('comprovante de residência.pdf') },
      payload: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });

  it('links the uploaded file to the new request in the same transaction, once', async () => {
    const uploaded = await uploadPdf(carlos);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const idAnexo = uploaded.json().id;
    const idVinculoPlano = await linkOf(carlos, 1);
    const created = await call('POST', '/enviarDeclaracaoResidenteExterior', carlos.token, { idPessoa: carlos.idPessoa, idVinculoPlano, country: 'Portugal', postalCode: '1100-148', identificationNumber: '245678901', idAnexo });
    expect(created.statusCode).toBe(200);
    const detail = (await call('GET', `/retornarSolicitacao/${created.json().id}`, carlos.token)).json();
    expect(detail.anexos).toMatchObject([{ id: idAnexo, nomeOriginal: 'comprovante de residência.pdf', tipoConteudo: 'application/pdf' }]);
    // The same file cannot back a second request.
    const again = await call('POST', '/enviarDeclaracaoPep', carlos.token, { idPessoa: carlos.idPessoa, idVinculoPlano, ppe: 'N', idAnexo });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toMatchObject({ path: 'idAnexo', message: 'O documento enviado não foi encontrado. Envie o arquivo de novo.' });
  });

  it('refuses another person’s file (403) and writes no request', async () => {
    const mariaFile = (await uploadPdf(maria)).json().id;
    const idVinculoPlano = await linkOf(carlos, 1);
    const before = (await call('GET', `/retornarSolicitacoes?idPessoa=${carlos.idPessoa}&limit=100`, carlos.token)).json().total;
    const refused = await call('POST', '/enviarDeclaracaoPep', carlos.token, { idPessoa: carlos.idPessoa, idVinculoPlano, ppe: 'N', idAnexo: mariaFile });
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', `/retornarSolicitacoes?idPessoa=${carlos.idPessoa}&limit=100`, carlos.token)).json().total).toBe(before);
  });
});

describe('GET /retornarSolicitacao/{id} and POST /cancelarSolicitacao/{id}', () => {
  it('shows one’s own request, refuses another person’s (403) and an unknown id (404)', async () => {
    const mine = (await call('GET', `/retornarSolicitacoes?idPessoa=${maria.idPessoa}`, maria.token)).json().requisicoes[0];
    expect((await call('GET', `/retornarSolicitacao/${mine.id}`, maria.token)).statusCode).toBe(200);
    expect((await call('GET', `/retornarSolicitacao/${mine.id}`, carlos.token)).statusCode).toBe(403);
    expect((await call('GET', `/retornarSolicitacao/${mine.id}`, admin.token)).statusCode).toBe(200);
    expect((await call('GET', '/retornarSolicitacao/999999', maria.token)).statusCode).toBe(404);
    expect((await call('GET', '/retornarSolicitacao/abc', maria.token)).statusCode).toBe(400);
  });

  it('cancels an open request once; another person cannot cancel it', async () => {
    const idVinculoPlano = await linkOf(carlos, 1);
    const { id } = (await call('POST', '/enviarDeclaracaoPep', carlos.token, { idPessoa: carlos.idPessoa, idVinculoPlano, ppe: 'N' })).json();
    expect((await call('POST', `/cancelarSolicitacao/${id}`, maria.token, {})).statusCode).toBe(403);
    const cancelled = await call('POST', `/cancelarSolicitacao/${id}`, carlos.token, {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toMatchObject({ id: 5, nome: 'Cancelada', encerrado: true });
    expect(cancelled.json().historico.map((item: { status: { nome: string } }) => item.status.nome)).toEqual(['Recebida', 'Cancelada']);
    const again = await call('POST', `/cancelarSolicitacao/${id}`, carlos.token, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta solicitação já foi encerrada e não pode mais ser alterada.');
  });
});

describe('POST /alterarStatusSolicitacao/{id}', () => {
  it('is for administrators only', async () => {
    const mine = (await call('GET', `/retornarSolicitacoes?idPessoa=${carlos.idPessoa}&idStatus=1`, carlos.token)).json().requisicoes[0];
    expect((await call('POST', `/alterarStatusSolicitacao/${mine.id}`, carlos.token, { idStatus: 4, comentario: null })).statusCode).toBe(403);
    expect((await call('POST', `/alterarStatusSolicitacao/${mine.id}`, admin.token, { idStatus: 99, comentario: null })).statusCode).toBe(400);
    expect((await call('POST', `/alterarStatusSolicitacao/${mine.id}`, admin.token, { comentario: 'sem status' })).statusCode).toBe(400);
  });

  it('records the change with its comment and tells the participant live (socket) and by e-mail (SMTP)', async () => {
    const idVinculoPlano = await linkOf(carlos, 7);
    const { id, protocolo } = (await call('POST', '/enviarDeclaracaoPep', carlos.token, { idPessoa: carlos.idPessoa, idVinculoPlano, ppe: 'N' })).json();
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(url, { path: '/socket.io', auth: { token: carlos.token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const live = new Promise<RealtimeNotification>((resolve) => socket.once('newNotification', resolve));

    const changed = await call('POST', `/alterarStatusSolicitacao/${id}`, admin.token, { idStatus: 3, comentario: 'Envie o comprovante de residência.' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().historico.at(-1)).toMatchObject({ status: { id: 3, nome: 'Pendente de documentos' }, comentario: 'Envie o comprovante de residência.', autor: { id: admin.idPessoa, admin: 'S' } });

    const notification = await live;
    socket.close();
    expect(notification).toMatchObject({ titulo: `Solicitação ${protocolo}: Pendente de documentos`, reagido: 'N', tipoNotificacao: { id: 2 } });
    expect(notification.descricao).toContain('Envie o comprovante de residência.');
    await expect.poll(() => catcher.mails.find((mail) => mail.subject.includes(protocolo))).toBeTruthy();
    const mail = catcher.mails.find((item) => item.subject.includes(protocolo))!;
    expect(mail.to).toEqual([DEMO_ACCOUNTS.carlos.email]);
    expect(mail.text).toContain('Pendente de documentos');

    const audit = await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'requisicao.status'));
    expect(audit.some((row) => (row.detalhes as { idRequisicao: number }).idRequisicao === id && row.idAtor === admin.idPessoa)).toBe(true);

    // Closed: no more changes.
    expect((await call('POST', `/alterarStatusSolicitacao/${id}`, admin.token, { idStatus: 4, comentario: null })).statusCode).toBe(200);
    expect((await call('POST', `/alterarStatusSolicitacao/${id}`, admin.token, { idStatus: 2, comentario: null })).statusCode).toBe(409);
  });
});
