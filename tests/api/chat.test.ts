import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ClientToServerEvents, RealtimeNotification, ServerToClientEvents } from '@/domain/realtime-events';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

type Account = { token: string; idPessoa: number };
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
let context: TestContext;
let url: string;
let admin: Account;
let carlos: Account;
let maria: Account;
const sockets: ClientSocket[] = [];

let uploadDir: string;
beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'portal-chat-uploads-'));
  context = await createTestContext({ uploadDir });
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
  admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
  maria = await login(context.app, DEMO_ACCOUNTS.maria.cpf);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await context.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST', path: string, token?: string, payload?: object) =>
  context.app.inject({ method, url: `/api${path}`, payload, headers: token ? bearer(token) : {} });

async function openSocket(token: string): Promise<ClientSocket> {
  const socket: ClientSocket = connect(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

let keyCounter = 0;
const newKey = () => `teste-chat-${Date.now()}-${(keyCounter += 1)}`;

describe('GET /retornarConversas', () => {
  it('gives a participant their own conversations with unread counts, and administrators all of them', async () => {
    const mine = (await call('GET', `/retornarConversas?idPessoa=${carlos.idPessoa}`, carlos.token)).json();
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((item: { pessoa: { id: number } }) => item.pessoa.id === carlos.idPessoa)).toBe(true);
    // The seed left the fund's last answer unread for Carlos.
    expect(mine[0]).toMatchObject({ assunto: 'Dúvida sobre o extrato', naoLidas: 1 });
    const all = (await call('GET', '/retornarConversas', admin.token)).json();
    expect(new Set(all.map((item: { pessoa: { id: number } }) => item.pessoa.id)).size).toBeGreaterThan(1);
  });

  it('refuses another person’s list (403), a participant without idPessoa (403) and no session (401)', async () => {
    expect((await call('GET', `/retornarConversas?idPessoa=${maria.idPessoa}`, carlos.token)).statusCode).toBe(403);
    expect((await call('GET', '/retornarConversas', carlos.token)).statusCode).toBe(403);
    expect((await call('GET', '/retornarConversas')).statusCode).toBe(401);
  });
});

describe('POST /criarConversa', () => {
  it('opens a conversation about one’s own request; the administrators see it live', async () => {
    const request = (await call('GET', `/retornarSolicitacoes?idPessoa=${carlos.idPessoa}`, carlos.token)).json().requisicoes[0];
    const adminSocket = await openSocket(admin.token);
    const seen = new Promise<ChatMessage>((resolve) => adminSocket.once('chatMessage', resolve));
    const created = await call('POST', '/criarConversa', carlos.token, {
      idPessoa: carlos.idPessoa,
      idPessoaAtendente: null,
      idPlano: request.vinculoPlano.plano.id,
      idRequisicao: request.id,
      assunto: `Ajuda com a solicitação ${request.protocolo}`,
      mensagem: 'Preciso de ajuda com esta solicitação.',
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json();
    expect(await seen).toMatchObject({ idConversa: id, texto: 'Preciso de ajuda com esta solicitação.', autor: { id: carlos.idPessoa, admin: 'N' } });
    const listed = (await call('GET', `/retornarConversas?idPessoa=${carlos.idPessoa}`, carlos.token)).json();
    expect(listed[0]).toMatchObject({ id, idRequisicao: request.id, naoLidas: 0, ultimaMensagem: 'Preciso de ajuda com esta solicitação.' });
  });

  it('refuses another person’s request (403), an attendant named by a participant (403) and blank text (400)', async () => {
    const mariaRequest = (await call('GET', `/retornarSolicitacoes?idPessoa=${maria.idPessoa}`, maria.token)).json().requisicoes[0];
    const base = { idPessoa: carlos.idPessoa, idPessoaAtendente: null, idPlano: null, idRequisicao: null, assunto: 'Assunto', mensagem: 'Texto' };
    expect((await call('POST', '/criarConversa', carlos.token, { ...base, idRequisicao: mariaRequest.id })).statusCode).toBe(403);
    expect((await call('POST', '/criarConversa', carlos.token, { ...base, idPessoaAtendente: admin.idPessoa })).statusCode).toBe(403);
    expect((await call('POST', '/criarConversa', carlos.token, { ...base, idPessoa: maria.idPessoa })).statusCode).toBe(403);
    expect((await call('POST', '/criarConversa', carlos.token, { ...base, mensagem: '   ' })).statusCode).toBe(400);
  });

  it('lets a participant open one for themselves only, about a plan of theirs: another person (403), an unknown person (404) or plan (400)', async () => {
    const base = { idPessoa: carlos.idPessoa, idPessoaAtendente: null, idRequisicao: null, assunto: 'Dúvida sobre o plano', mensagem: 'Como altero minha contribuição?' };
    const own = await call('POST', '/criarConversa', carlos.token, { ...base, idPlano: 1 });
    expect(own.statusCode).toBe(200);
    const listed = (await call('GET', `/retornarConversas?idPessoa=${carlos.idPessoa}`, carlos.token)).json();
    expect(listed.find((item: { id: number }) => item.id === own.json().id)).toMatchObject({ assunto: 'Dúvida sobre o plano', plano: { id: 1 }, atendente: null });
    expect((await call('POST', '/criarConversa', carlos.token, { ...base, idPessoa: maria.idPessoa, idPlano: 1 })).statusCode).toBe(403);
    const otherPlan = await call('POST', '/criarConversa', carlos.token, { ...base, idPlano: 4 });
    expect(otherPlan.statusCode).toBe(400);
    expect(otherPlan.json().errors[0]).toMatchObject({ path: 'idPlano' });
    expect((await call('POST', '/criarConversa', admin.token, { ...base, idPessoa: 999_999, idPlano: null })).statusCode).toBe(404);
    expect((await call('POST', '/criarConversa', admin.token, { ...base, idPlano: 999_999 })).statusCode).toBe(400);
  });

  it('lets an administrator open a chat about a request as attendant; the participant gets the message and a chat notification live', async () => {
    const request = (await call('GET', `/retornarSolicitacoes?idPessoa=${maria.idPessoa}`, maria.token)).json().requisicoes[0];
    const mariaSocket = await openSocket(maria.token);
    const message = new Promise<ChatMessage>((resolve) => mariaSocket.once('chatMessage', resolve));
    const notification = new Promise<RealtimeNotification>((resolve) => mariaSocket.once('newNotification', resolve));
    const created = await call('POST', '/criarConversa', admin.token, {
      idPessoa: maria.idPessoa,
      idPessoaAtendente: admin.idPessoa,
      idPlano: request.vinculoPlano.plano.id,
      idRequisicao: request.id,
      assunto: `Solicitação ${request.protocolo}`,
      mensagem: `Encontramos um problema na solicitação ${request.protocolo}.`,
    });
    expect(created.statusCode).toBe(200);
    expect(await message).toMatchObject({ autor: { id: admin.idPessoa, admin: 'S' } });
    expect(await notification).toMatchObject({ titulo: 'Nova mensagem no chat', tipoNotificacao: { id: 1 }, idConversa: created.json().id });
    const listed = (await call('GET', `/retornarConversas?idPessoa=${maria.idPessoa}`, maria.token)).json();
    expect(listed.find((item: { id: number }) => item.id === created.json().id)).toMatchObject({ atendente: { id: admin.idPessoa }, naoLidas: 1 });
  });
});

describe('GET /retornarTotalNaoLidas', () => {
  it('counts the messages addressed to the person across conversations, and drops as they are read', async () => {
    const count = async (token: string, idPessoa?: number) => {
      const response = await call('GET', `/retornarTotalNaoLidas${idPessoa ? `?idPessoa=${idPessoa}` : ''}`, token);
      expect(response.statusCode).toBe(200);
      return response.json().naoLidas as number;
    };
    const conversations = (await call('GET', `/retornarConversas?idPessoa=${maria.idPessoa}`, maria.token)).json() as Array<{ naoLidas: number }>;
    const before = await count(maria.token, maria.idPessoa);
    expect(before).toBe(conversations.reduce((sum, item) => sum + item.naoLidas, 0));
    const adminBefore = await count(admin.token);

    const first = await call('POST', '/criarConversa', admin.token, { idPessoa: maria.idPessoa, idPessoaAtendente: null, idPlano: null, idRequisicao: null, assunto: 'Contagem', mensagem: 'Primeira' });
    const idConversa = first.json().id;
    await call('POST', '/enviarMensagem', admin.token, { idConversa, texto: 'Segunda', chaveIdempotencia: `contagem-${Date.now()}` });
    expect(await count(maria.token, maria.idPessoa)).toBe(before + 2);
    // Maria's own answer is not addressed to her; the administrators count it until one of them reads it.
    await call('POST', '/enviarMensagem', maria.token, { idConversa, texto: 'Resposta', chaveIdempotencia: `contagem-m-${Date.now()}` });
    expect(await count(maria.token, maria.idPessoa)).toBe(before + 2);
    expect(await count(admin.token)).toBe(adminBefore + 1);
    expect(await count(admin.token, maria.idPessoa)).toBeGreaterThanOrEqual(1);

    await call('POST', '/marcarMensagensLidas', maria.token, { idConversa });
    expect(await count(maria.token, maria.idPessoa)).toBe(before);
    await call('POST', '/marcarMensagensLidas', admin.token, { idConversa });
    expect(await count(admin.token)).toBe(adminBefore);
  });

  it('refuses another person’s count (403), a participant without idPessoa (403), a bad id (400) and no session (401)', async () => {
    expect((await call('GET', `/retornarTotalNaoLidas?idPessoa=${maria.idPessoa}`, carlos.token)).statusCode).toBe(403);
    expect((await call('GET', '/retornarTotalNaoLidas', carlos.token)).statusCode).toBe(403);
    expect((await call('GET', '/retornarTotalNaoLidas?idPessoa=2147483648', carlos.token)).statusCode).toBe(400);
    expect((await call('GET', '/retornarTotalNaoLidas')).statusCode).toBe(401);
  });
});

describe('POST /enviarMensagem, GET /retornarMensagens, POST /marcarMensagensLidas', () => {
  it('stores a message once per idempotency key and delivers it to both sides once', async () => {
    const [conversation] = (await call('GET', `/retornarConversas?idPessoa=${carlos.idPessoa}`, carlos.token)).json();
    const carlosSocket = await openSocket(carlos.token);
    const adminSocket = await openSocket(admin.token);
    const atCarlos: ChatMessage[] = [];
    const atAdmin: ChatMessage[] = [];
    carlosSocket.on('chatMessage', (message) => atCarlos.push(message));
    adminSocket.on('chatMessage', (message) => atAdmin.push(message));

    const key = newKey();
    const first = await call('POST', '/enviarMensagem', carlos.token, { idConversa: conversation.id, texto: 'Olá, equipe!', chaveIdempotencia: key });
    const retry = await call('POST', '/enviarMensagem', carlos.token, { idConversa: conversation.id, texto: 'Olá, equipe!', chaveIdempotencia: key });
    expect(first.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    await expect.poll(() => atAdmin.filter((message) => message.id === first.json().id).length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(atCarlos.filter((message) => message.id === first.json().id)).toHaveLength(1);
    expect(atAdmin.filter((message) => message.id === first.json().id)).toHaveLength(1);

    // The key of someone else's message is refused, and the message is not revealed.
    const stolen = await call('POST', '/enviarMensagem', admin.token, { idConversa: conversation.id, texto: 'Outra', chaveIdempotencia: key });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.body).not.toContain('Olá, equipe!');
  });

  it('returns the messages after an id, in order, so a reconnecting client fetches only what it missed', async () => {
    const [conversation] = (await call('GET', `/retornarConversas?idPessoa=${carlos.idPessoa}`, carlos.token)).json();
    const all = (await call('GET', `/retornarMensagens/${conversation.id}`, carlos.token)).json();
    expect(all.map((message: { id: number }) => message.id)).toEqual([...all.map((message: { id: number }) => message.id)].sort((a: number, b: number) => a - b));
    const sent = (await call('POST', '/enviarMensagem', admin.token, { idConversa: conversation.id, texto: 'Resposta da equipe.', chaveIdempotencia: newKey() })).json();
    const missed = (await call('GET', `/retornarMensagens/${conversation.id}?depoisDe=${all.at(-1).id}`, carlos.token)).json();
    expect(missed).toEqual([sent]);
  });

  it('marks the other side’s messages read and tells the other side', async () => {
    const [conversation] = (await call('GET', `/retornarConversas?idPessoa=${carlos.idPessoa}`, carlos.token)).json();
    expect(conversation.naoLidas).toBeGreaterThan(0);
    const adminSocket = await openSocket(admin.token);
    const told = new Promise((resolve) => adminSocket.once('chatRead', resolve));
    const read = await call('POST', '/marcarMensagensLidas', carlos.token, { idConversa: conversation.id });
    expect(read.json().ateId).toBeGreaterThan(0);
    expect(await told).toMatchObject({ idConversa: conversation.id, idLeitor: carlos.idPessoa });
    const after = (await call('GET', `/retornarConversas?idPessoa=${carlos.idPessoa}`, carlos.token)).json();
    expect(after.find((item: { id: number }) => item.id === conversation.id).naoLidas).toBe(0);
  });

  it('refuses another person’s conversation (403), an unknown one (404), a bad key (400) and no session (401)', async () => {
    const [mariaConversation] = (await call('GET', `/retornarConversas?idPessoa=${maria.idPessoa}`, maria.token)).json();
    expect((await call('GET', `/retornarMensagens/${mariaConversation.id}`, carlos.token)).statusCode).toBe(403);
    expect((await call('POST', '/enviarMensagem', carlos.token, { idConversa: mariaConversation.id, texto: 'Oi', chaveIdempotencia: newKey() })).statusCode).toBe(403);
    expect((await call('POST', '/marcarMensagensLidas', carlos.token, { idConversa: mariaConversation.id })).statusCode).toBe(403);
    expect((await call('GET', '/retornarMensagens/999999', carlos.token)).statusCode).toBe(404);
    expect((await call('POST', '/enviarMensagem', carlos.token, { idConversa: mariaConversation.id, texto: 'Oi', chaveIdempotencia: 'curta' })).statusCode).toBe(400);
    expect((await call('GET', `/retornarMensagens/${mariaConversation.id}`)).statusCode).toBe(401);
  });
});

describe('a file in the chat', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const upload = (token: string) =>
    context.app.inject({ method: 'POST', url: '/api/enviarAnexo', headers: { ...bearer(token), 'content-type': 'application/pdf', 'x-nome-arquivo': 'extrato.pdf' }, payload: pdf });

  it('goes with its message to both sides, and only the conversation’s people and administrators download it', async () => {
    const [conversation] = (await call('GET', `/retornarConversas?idPessoa=${carlos.idPessoa}`, carlos.token)).json();
    const idAnexo = (await upload(carlos.token)).json().id;
    const adminSocket = await openSocket(admin.token);
    const seen = new Promise<ChatMessage>((resolve) => adminSocket.on('chatMessage', (message) => message.anexo && resolve(message)));
    const sent = await call('POST', '/enviarMensagem', carlos.token, { idConversa: conversation.id, texto: '', chaveIdempotencia: newKey(), idAnexo });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ texto: '', anexo: { id: idAnexo, nomeOriginal: 'extrato.pdf', tipoConteudo: 'application/pdf', tamanho: pdf.length } });
    expect((await seen).anexo).toMatchObject({ id: idAnexo });
    const listed = (await call('GET', `/retornarMensagens/${conversation.id}`, carlos.token)).json();
    expect(listed.at(-1).anexo).toMatchObject({ id: idAnexo });

    const byAdmin = await context.app.inject({ method: 'GET', url: `/api/retornarAnexo/${idAnexo}`, headers: bearer(admin.token) });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.rawPayload.equals(pdf)).toBe(true);
    expect((await context.app.inject({ method: 'GET', url: `/api/retornarAnexo/${idAnexo}`, headers: bearer(maria.token) })).statusCode).toBe(403);
  });

  it('refuses an empty message without a file (400), a file used twice (400) and another person’s file (403), writing nothing', async () => {
    const [conversation] = (await call('GET', `/retornarConversas?idPessoa=${carlos.idPessoa}`, carlos.token)).json();
    const before = (await call('GET', `/retornarMensagens/${conversation.id}`, carlos.token)).json().length;
    const empty = await call('POST', '/enviarMensagem', carlos.token, { idConversa: conversation.id, texto: '', chaveIdempotencia: newKey() });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ path: 'texto', message: 'Escreva uma mensagem ou anexe um arquivo.' });
    const idAnexo = (await upload(carlos.token)).json().id;
    expect((await call('POST', '/enviarMensagem', carlos.token, { idConversa: conversation.id, texto: 'um', chaveIdempotencia: newKey(), idAnexo })).statusCode).toBe(200);
    const twice = await call('POST', '/enviarMensagem', carlos.token, { idConversa: conversation.id, texto: 'dois', chaveIdempotencia: newKey(), idAnexo });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0]).toMatchObject({ path: 'idAnexo' });
    const mariaFile = (await upload(maria.token)).json().id;
    expect((await call('POST', '/enviarMensagem', carlos.token, { idConversa: conversation.id, texto: 'três', chaveIdempotencia: newKey(), idAnexo: mariaFile })).statusCode).toBe(403);
    expect((await call('GET', `/retornarMensagens/${conversation.id}`, carlos.token)).json().length).toBe(before + 1);
  });
});
