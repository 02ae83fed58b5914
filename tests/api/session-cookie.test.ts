import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientToServerEvents, ServerToClientEvents } from '@/domain/realtime-events';
import { bearer, createTestContext, DEMO_ACCOUNTS, DEMO_PASSWORD, login, type TestContext } from './helpers';
import { PNG_1PX, rawRequest, tusMetadata } from './upload-client';

/**
 * The web's session: the token in the HttpOnly cookie login.token, set by the server on sign-in and cleared on logout;
 * the API takes it as well as the Bearer header, with a CSRF defence (same Origin + custom header) on cookie writes.
 */

let context: TestContext;
let proxied: TestContext;
let uploadDir: string;
let baseUrl: string;
beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'portal-cookie-uploads-'));
  context = await createTestContext({ uploadDir, loginMaxFailuresPerIp: 1000 });
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
  proxied = await createTestContext({ trustProxy: true });
});
const sockets: Socket[] = [];
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await context.close();
  await proxied.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const HOST = 'portal.example';
const SAME_ORIGIN = `http://${HOST}`;
const PORTAL_HEADER = { 'x-requested-with': 'portal' };
const CSRF_MESSAGE = 'Pedido recusado por segurança: ele não partiu do portal. Recarregue a página e tente de novo.';

function setCookieHeaders(headers: Record<string, unknown>): string[] {
  const value = headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];
}

function tokenCookieOf(headers: Record<string, unknown>): string | undefined {
  return setCookieHeaders(headers).find((cookie) => cookie.startsWith('login.token='));
}

async function signIn(app: TestContext['app'], cpf: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'POST', url: '/api/autenticar', headers: { host: HOST, ...headers }, payload: { cpf, senha: DEMO_PASSWORD } });
  expect(response.statusCode).toBe(200);
  const setCookie = tokenCookieOf(response.headers);
  const body = response.json<{ token: string; pessoa: { id: number } }>();
  return { setCookie, token: body.token, idPessoa: body.pessoa.id, cookie: `login.token=${body.token}` };
}

describe('sign-in sets the session cookie', () => {
  it('HttpOnly, SameSite=Strict, Path=/, 1 hour, holding the token the body still answers; no Secure over HTTP', async () => {
    const { setCookie, token } = await signIn(context.app, DEMO_ACCOUNTS.carlos.cpf);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookie).toBeDefined();
    const attributes = setCookie!.split(';').map((part) => part.trim());
    expect(attributes[0]).toBe(`login.token=${token}`);
    expect(attributes).toEqual(expect.arrayContaining(['Max-Age=3600', 'Path=/', 'HttpOnly', 'SameSite=Strict']));
    expect(attributes).not.toContain('Secure');
  });

  it('adds Secure over HTTPS (X-Forwarded-Proto read behind TRUST_PROXY), and not on a spoofed header without it', async () => {
    const overHttps = await signIn(proxied.app, DEMO_ACCOUNTS.carlos.cpf, { 'x-forwarded-proto': 'https' });
    expect(overHttps.setCookie!.split(';').map((part) => part.trim())).toContain('Secure');
    const spoofed = await signIn(context.app, DEMO_ACCOUNTS.carlos.cpf, { 'x-forwarded-proto': 'https' });
    expect(spoofed.setCookie).not.toMatch(/Secure/);
  });

  it('a failed sign-in sets no cookie', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/api/autenticar', payload: { cpf: DEMO_ACCOUNTS.carlos.cpf, senha: 'Errada@2026' } });
    expect(response.statusCode).toBe(401);
    expect(tokenCookieOf(response.headers)).toBeUndefined();
  });
});

describe('the OpenAPI document', () => {
  it('offers the cookie as well as Bearer on signed-in routes, and documents the 503 of a database outage', () => {
    const document = context.app.swagger() as unknown as {
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>;
    };
    expect(document.components.securitySchemes.cookieAuth).toEqual({ type: 'apiKey', in: 'cookie', name: 'login.token' });
    const profile = document.paths['/api/retornarPerfil/{idPessoa}'].get;
    expect(profile.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
    expect(profile.responses).toHaveProperty('503');
  });
});

describe('the API takes the cookie', () => {
  it('authenticates a GET with the cookie alone (no custom header needed to read)', async () => {
    const { cookie, idPessoa } = await signIn(context.app, DEMO_ACCOUNTS.carlos.cpf);
    const response = await context.app.inject({ method: 'GET', url: `/api/retornarPlanosAtivos/${idPessoa}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    // Still another person's data is refused.
    const maria = await login(context.app, DEMO_ACCOUNTS.maria.cpf);
    expect((await context.app.inject({ method: 'GET', url: `/api/retornarPlanosAtivos/${maria.idPessoa}`, headers: { cookie } })).statusCode).toBe(403);
  });

  it('refuses a cookie write without the custom header, or from another origin (403); takes it with both', async () => {
    const admin = await signIn(context.app, DEMO_ACCOUNTS.ana.cpf);
    const carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
    const send = (headers: Record<string, string>) =>
      context.app.inject({
        method: 'POST',
        url: '/api/enviarNotificacao',
        headers: { host: HOST, cookie: admin.cookie, ...headers },
        payload: { idPessoa: carlos.idPessoa, titulo: 'Aviso', descricao: 'Pelo cookie.' },
      });

    const cases: Array<[string, Record<string, string>]> = [
      ['no custom header', { origin: SAME_ORIGIN }],
      ['a wrong custom header', { origin: SAME_ORIGIN, 'x-requested-with': 'XMLHttpRequest' }],
      ['another origin', { origin: 'https://evil.example', ...PORTAL_HEADER }],
      ['a neighbour subdomain', { origin: `http://app.${HOST}`, ...PORTAL_HEADER }],
      ['the opaque origin', { origin: 'null', ...PORTAL_HEADER }],
      ['neither Origin nor Referer', { ...PORTAL_HEADER }],
      ['a Referer of another site', { referer: 'https://evil.example/pagina', ...PORTAL_HEADER }],
    ];
    for (const [label, headers] of cases) {
      const refused = await send(headers);
      expect(refused.statusCode, label).toBe(403);
      expect(refused.json(), label).toEqual({ message: CSRF_MESSAGE });
    }

    const withOrigin = await send({ origin: SAME_ORIGIN, ...PORTAL_HEADER });
    expect(withOrigin.statusCode).toBe(200);
    // A browser that sends no Origin sends the Referer; the default port written out still matches.
    expect((await send({ referer: `${SAME_ORIGIN}/notificacoes`, ...PORTAL_HEADER })).statusCode).toBe(200);
    expect((await context.app.inject({
      method: 'POST',
      url: '/api/enviarNotificacao',
      headers: { host: `${HOST}:80`, cookie: admin.cookie, origin: SAME_ORIGIN, ...PORTAL_HEADER },
      payload: { idPessoa: carlos.idPessoa, titulo: 'Aviso', descricao: 'Porta explícita.' },
    })).statusCode).toBe(200);
  });

  it('a Bearer write needs no custom header nor Origin (other clients), and a Bearer header wins over the cookie', async () => {
    const admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
    const carlos = await signIn(context.app, DEMO_ACCOUNTS.carlos.cpf);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/enviarNotificacao',
      headers: bearer(admin.token),
      payload: { idPessoa: carlos.idPessoa, titulo: 'Aviso', descricao: 'Pelo cabeçalho.' },
    });
    expect(response.statusCode).toBe(200);
    // A bad header is not rescued by a good cookie.
    const badHeader = await context.app.inject({ method: 'GET', url: `/api/retornarPlanosAtivos/${carlos.idPessoa}`, headers: { ...bearer('x'.repeat(43)), cookie: carlos.cookie } });
    expect(badHeader.statusCode).toBe(401);
  });

  it('refuses a cookie with a dead token (401) and clears it', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/retornarPlanosAtivos/1', headers: { cookie: `login.token=${'y'.repeat(43)}` } });
    expect(response.statusCode).toBe(401);
    expect(tokenCookieOf(response.headers)).toMatch(/^login\.token=; Max-Age=0; Path=\/; HttpOnly; SameSite=Strict/);
  });
});

describe('POST /api/logout with the cookie', () => {
  it('clears the cookie (Max-Age=0) and revokes the session', async () => {
    const sofia = await signIn(context.app, DEMO_ACCOUNTS.sofia.cpf);
    const url = `/api/retornarPlanosAtivos/${sofia.idPessoa}`;
    expect((await context.app.inject({ method: 'GET', url, headers: { cookie: sofia.cookie } })).statusCode).toBe(200);

    const forged = await context.app.inject({ method: 'POST', url: '/api/logout', headers: { host: HOST, cookie: sofia.cookie, origin: 'https://evil.example' } });
    expect(forged.statusCode).toBe(403);

    const logout = await context.app.inject({ method: 'POST', url: '/api/logout', headers: { host: HOST, cookie: sofia.cookie, origin: SAME_ORIGIN, ...PORTAL_HEADER } });
    expect(logout.statusCode).toBe(200);
    const cleared = tokenCookieOf(logout.headers)!;
    expect(cleared.split(';').map((part) => part.trim())).toEqual(expect.arrayContaining(['login.token=', 'Max-Age=0', 'Path=/', 'HttpOnly', 'SameSite=Strict']));
    expect((await context.app.inject({ method: 'GET', url, headers: { cookie: sofia.cookie } })).statusCode).toBe(401);
    expect((await context.app.inject({ method: 'GET', url, headers: bearer(sofia.token) })).statusCode).toBe(401);
  });

  it('a Bearer logout clears the cookie too', async () => {
    const paulo = await login(context.app, DEMO_ACCOUNTS.paulo.cpf);
    const logout = await context.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(paulo.token) });
    expect(logout.statusCode).toBe(200);
    expect(tokenCookieOf(logout.headers)).toMatch(/^login\.token=; Max-Age=0/);
  });
});

describe('uploads with the cookie', () => {
  async function cookieSession() {
    const { cookie } = await signIn(context.app, DEMO_ACCOUNTS.carlos.cpf);
    const host = new URL(baseUrl).host;
    return { cookie, host, origin: baseUrl };
  }

  it('POST /api/enviarAnexo: 403 without the custom header, 201 with it', async () => {
    const { cookie, origin } = await cookieSession();
    const headers = { 'content-type': 'application/octet-stream', 'x-nome-arquivo': 'foto.png', cookie, origin };
    const refused = await rawRequest(`${baseUrl}/api/enviarAnexo`, { method: 'POST', headers, body: PNG_1PX });
    expect(refused.status).toBe(403);
    const stored = await rawRequest(`${baseUrl}/api/enviarAnexo`, { method: 'POST', headers: { ...headers, ...PORTAL_HEADER }, body: PNG_1PX });
    expect(stored.status).toBe(201);
    expect(stored.json()).toMatchObject({ nomeOriginal: 'foto.png', tipoConteudo: 'image/png', tamanho: PNG_1PX.length });
  });

  it('tus: creation refused without the custom header; the whole upload (create, PATCH, HEAD) works with the cookie and it', async () => {
    const { cookie, origin } = await cookieSession();
    const tus = { 'tus-resumable': '1.0.0', cookie, origin };
    const metadata = tusMetadata({ filename: 'foto.png' });
    const refused = await rawRequest(`${baseUrl}/api/anexos/tus`, { method: 'POST', headers: { ...tus, 'upload-length': String(PNG_1PX.length), 'upload-metadata': metadata } });
    expect(refused.status).toBe(403);

    const created = await rawRequest(`${baseUrl}/api/anexos/tus`, {
      method: 'POST',
      headers: { ...tus, ...PORTAL_HEADER, 'upload-length': String(PNG_1PX.length), 'upload-metadata': metadata },
    });
    expect(created.status).toBe(201);
    const location = new URL(String(created.headers.location), baseUrl).pathname;
    // HEAD reads (no custom header needed), PATCH writes.
    const head = await rawRequest(`${baseUrl}${location}`, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0', cookie } });
    expect(head.status).toBe(200);
    expect(head.headers['upload-offset']).toBe('0');
    const patched = await rawRequest(`${baseUrl}${location}`, {
      method: 'PATCH',
      headers: { ...tus, ...PORTAL_HEADER, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
      body: PNG_1PX,
    });
    expect(patched.status).toBe(204);
    expect(Number(patched.headers['x-id-anexo'])).toBeGreaterThan(0);
  });
});

describe('socket.io with the cookie', () => {
  type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
  function open(extraHeaders: Record<string, string>, auth?: { token: string }): ClientSocket {
    const socket: ClientSocket = connect(baseUrl, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders, ...(auth ? { auth } : {}) });
    sockets.push(socket);
    return socket;
  }
  const outcome = (socket: ClientSocket) =>
    new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) => resolve(error.message));
    });

  it('connects with the session cookie alone and receives its person’s events', async () => {
    const admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
    const maria = await signIn(context.app, DEMO_ACCOUNTS.maria.cpf);
    const socket = open({ cookie: maria.cookie, origin: baseUrl });
    expect(await outcome(socket)).toBe('connected');
    const received = new Promise((resolve) => socket.once('newNotification', resolve));
    const sent = await context.app.inject({
      method: 'POST',
      url: '/api/enviarNotificacao',
      headers: bearer(admin.token),
      payload: { idPessoa: maria.idPessoa, titulo: 'Ao vivo', descricao: 'Pelo cookie.' },
    });
    expect(sent.statusCode).toBe(200);
    expect(await received).toMatchObject({ id: sent.json().id, titulo: 'Ao vivo' });
  });

  it('refuses the cookie from another origin, a dead cookie and no credentials; still takes a token in the handshake', async () => {
    const maria = await signIn(context.app, DEMO_ACCOUNTS.maria.cpf);
    expect(await outcome(open({ cookie: maria.cookie, origin: 'https://evil.example' }))).toBe('Origem não permitida.');
    expect(await outcome(open({ cookie: `login.token=${'z'.repeat(43)}`, origin: baseUrl }))).toMatch(/Sessão inválida/);
    expect(await outcome(open({ origin: baseUrl }))).toMatch(/Sessão inválida/);
    expect(await outcome(open({}, { token: maria.token }))).toBe('connected');
  });
});

describe('security headers', () => {
  it('sends Strict-Transport-Security over HTTPS behind TRUST_PROXY only', async () => {
    const overHttps = await proxied.app.inject({ method: 'GET', url: '/api/saude', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const overHttp = await proxied.app.inject({ method: 'GET', url: '/api/saude' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY the header is a client's claim: no HSTS.
    const spoofed = await context.app.inject({ method: 'GET', url: '/api/saude', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it("limits connections to the page's own origin: connect-src 'self', no ws:/wss: to any host", async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/saude' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy.split('; ')).toContain("connect-src 'self'");
    expect(policy).not.toMatch(/\bwss?:/);
  });
});
