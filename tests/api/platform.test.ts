import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desativacaoTemporaria } from '@/server/db/schema/maintenance';
import Fastify from 'fastify';
import { registerSecurityHeaders } from '@/server/plugins/security-headers';
import { THEME_INIT_SCRIPT } from '@/domain/themes-init-script';
import { createTestContext, DEMO_ACCOUNTS, login, bearer, type TestContext } from './helpers';

let context: TestContext;
// A stand-in for Next's handler, as main.ts mounts it: an HTML page for every path it is given.
const WEB_PAGE = '<!DOCTYPE html><html><body>Página não encontrada</body></html>';
beforeAll(async () => {
  context = await createTestContext({}, {
    web: async (_request, response) => {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(WEB_PAGE);
    },
  });
});
afterAll(() => context.close());

describe('GET /api/retornarDesativacaoTemporaria', () => {
  it('is public and says inactive when no window is ahead', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/retornarDesativacaoTemporaria' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'inativa', dataInicio: null, dataFim: null, isActive: false, mensagem: null });
  });

  it('tells a scheduled window, then an active one; past windows do not count', async () => {
    const hour = 3600_000;
    await context.database.db.insert(desativacaoTemporaria).values({ dataInicio: new Date(Date.now() - 3 * hour), dataFim: new Date(Date.now() - 2 * hour) });
    const start = new Date(Date.now() + hour);
    await context.database.db.insert(desativacaoTemporaria).values({ dataInicio: start, dataFim: new Date(Date.now() + 2 * hour), mensagem: 'Atualização do sistema' });
    const scheduled = (await context.app.inject({ method: 'GET', url: '/api/retornarDesativacaoTemporaria' })).json();
    expect(scheduled).toMatchObject({ status: 'agendada', isActive: false, dataInicio: start.toISOString(), mensagem: 'Atualização do sistema' });
    await context.database.db.update(desativacaoTemporaria).set({ dataInicio: new Date(Date.now() - 1000) });
    const active = (await context.app.inject({ method: 'GET', url: '/api/retornarDesativacaoTemporaria' })).json();
    expect(active).toMatchObject({ status: 'ativa', isActive: true });
  });
});

describe('the API as a whole', () => {
  it('answers unknown API paths with a Portuguese 404 in JSON, not the web\'s page, whatever the method', async () => {
    for (const [method, url] of [['GET', '/api/naoExiste'], ['POST', '/api/naoExiste?x=1'], ['DELETE', '/api/retornarPerfil/1/2'], ['GET', '/api/'], ['PUT', '/api']] as const) {
      const response = await context.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ message: 'Recurso não encontrado.' });
    }
    // The web keeps every other path.
    const page = await context.app.inject({ method: 'GET', url: '/naoExiste' });
    expect(page.body).toBe(WEB_PAGE);
  });

  it('answers a wrong method on an existing API path with 405 and Allow', async () => {
    const ana = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
    const wrong = await context.app.inject({ method: 'DELETE', url: '/api/retornarPlanos', headers: bearer(ana.token) });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('GET, HEAD');
    expect(wrong.json()).toEqual({ message: 'Método não permitido para este endereço.' });
    const withParams = await context.app.inject({ method: 'GET', url: '/api/autenticar' });
    expect(withParams.statusCode).toBe(405);
    expect(withParams.headers.allow).toBe('POST');
    const post = await context.app.inject({ method: 'POST', url: '/api/retornarPerfil/1', payload: {} });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toContain('GET');
  });

  it('sets the security headers and no X-Powered-By', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/saude' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('publishes its OpenAPI document with the calls of spec §7', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/autenticar',
        '/api/logout',
        '/api/retornarPlanos',
        '/api/retornarPlanosAtivos/{idPessoa}',
        '/api/retornarPlanoFuncionalidades/{idPlano}/{idCategoria}/{idSituacao}',
        '/api/retornarConfiguracaoTema/{idPlano}',
        '/api/retornarDesativacaoTemporaria',
        '/api/filtrarPessoas',
        '/api/retornarNotificacoes/{idPessoa}/{idPlano}/{idCategoria}/{idSituacao}',
        '/api/vizualizarNotificacoes',
        '/api/retornarNotificacoesVisualizadas/{idPessoa}',
        '/api/validarCodigoSeguranca',
      ]),
    );
    expect((await context.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('never answers malformed input with a 500', async () => {
    const { token } = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
    const garbage = ['null', '[]', '"text"', '123', '{"a":{"b":[1,2,{"c":null}]}}', '{', '\u0000', '{"cpf":null,"senha":null}'];
    const bodyRoutes = ['/api/autenticar', '/api/logout', '/api/solicitarCodigoSeguranca', '/api/validarCodigoSeguranca', '/api/redefinirSenha', '/api/alterarSenha', '/api/vizualizarNotificacoes', '/api/enviarNotificacao'];
    for (const url of bodyRoutes) {
      for (const payload of garbage) {
        const response = await context.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...bearer(token) } });
        expect(response.statusCode, `${url} ${payload}`).toBeLessThan(500);
      }
    }
    const getRoutes = [
      '/api/retornarPlanosAtivos/%00',
      '/api/retornarPlanosAtivos/1e9999',
      '/api/retornarPlanoFuncionalidades/1/1/%27%3B',
      '/api/retornarNotificacoes/1/1/1/1/1',
      '/api/filtrarPessoas?palavraChave[]=a',
      '/api/filtrarPessoas?palavraChave=%27%20or%201%3D1--',
      '/api/retornarConfiguracaoTema/NaN',
      '/api/retornarCaixaSaida?page=x',
    ];
    for (const url of getRoutes) {
      const response = await context.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('the production Content-Security-Policy', () => {
  it('allows no inline script but the theme bootstrap, by the hash of its exact text', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { isDevelopment: false });
    app.get('/', async () => 'ok');
    const csp = String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    await app.close();
    const hash = createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64');
    expect(/script-src ([^;]+)/.exec(csp)?.[1]).toBe(`'self' 'sha256-${hash}'`);
  });
});
