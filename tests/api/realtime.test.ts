import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientToServerEvents, ServerToClientEvents } from '@/domain/realtime-events';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let context: TestContext;
let url: string;
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  context = await createTestContext();
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await context.close();
});

function open(token: string): ClientSocket {
  const socket: ClientSocket = connect(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return socket;
}

const connected = (socket: ClientSocket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

const refused = (socket: ClientSocket) => new Promise<string>((resolve) => socket.once('connect_error', (error) => resolve(error.message)));

describe('socket.io', () => {
  it('refuses a connection without a valid token', async () => {
    expect(await refused(open('not-a-token-at-all-000000000'))).toMatch(/Sessão inválida/);
  });

  it("delivers an administrator's notification to the person's open sockets only", async () => {
    const admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
    const carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
    const maria = await login(context.app, DEMO_ACCOUNTS.maria.cpf);
    const carlosSocket = open(carlos.token);
    const mariaSocket = open(maria.token);
    await Promise.all([connected(carlosSocket), connected(mariaSocket)]);
    const mariaReceived: unknown[] = [];
    mariaSocket.on('newNotification', (notification) => mariaReceived.push(notification));
    const received = new Promise((resolve) => carlosSocket.once('newNotification', resolve));
    const sent = await context.app.inject({
      method: 'POST',
      url: '/api/enviarNotificacao',
      headers: bearer(admin.token),
      payload: { idPessoa: carlos.idPessoa, titulo: 'Aviso ao vivo', descricao: 'Chegou sem recarregar.' },
    });
    expect(sent.statusCode).toBe(200);
    expect(await received).toMatchObject({ id: sent.json().id, titulo: 'Aviso ao vivo', reagido: 'N' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mariaReceived).toEqual([]);
  });

  it('logout sends `logout` to that session and disconnects it; a revoked token cannot reconnect', async () => {
    const sofia = await login(context.app, DEMO_ACCOUNTS.sofia.cpf);
    const other = await login(context.app, DEMO_ACCOUNTS.sofia.cpf);
    const socket = open(sofia.token);
    const otherSocket = open(other.token);
    await Promise.all([connected(socket), connected(otherSocket)]);
    const loggedOut = new Promise((resolve) => socket.once('logout', resolve));
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    await context.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(sofia.token) });
    expect(await loggedOut).toEqual({ reason: 'revoked' });
    await disconnected;
    expect(otherSocket.connected).toBe(true);
    expect(await refused(open(sofia.token))).toMatch(/Sessão inválida/);
  });

  it('a password change logs out the other sessions in real time', async () => {
    const first = await login(context.app, DEMO_ACCOUNTS.bruno.cpf);
    const second = await login(context.app, DEMO_ACCOUNTS.bruno.cpf);
    const socket = open(second.token);
    await connected(socket);
    const loggedOut = new Promise((resolve) => socket.once('logout', resolve));
    const changed = await context.app.inject({
      method: 'POST',
      url: '/api/alterarSenha',
      headers: bearer(first.token),
      payload: { senhaAtual: 'Previdencia@2026', novaSenha: 'Outra#Senha2026', confirmacaoSenha: 'Outra#Senha2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await loggedOut).toEqual({ reason: 'password-changed' });
  });
});
