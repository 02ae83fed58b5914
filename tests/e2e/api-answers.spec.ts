import { expect, test } from '@playwright/test';

// The product as npm start serves it, the web's catch-all included: /api paths are the API's, in JSON.
test('an /api path that names nothing answers 404 in JSON, a wrong method 405 with Allow', async ({ request }) => {
  const missing = await request.get('/api/naoExiste');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toContain('application/json');
  expect(await missing.json()).toEqual({ message: 'Recurso não encontrado.' });

  const wrongMethod = await request.delete('/api/retornarPlanos');
  expect(wrongMethod.status()).toBe(405);
  expect(wrongMethod.headers().allow).toBe('GET, HEAD');
  expect(await wrongMethod.json()).toEqual({ message: 'Método não permitido para este endereço.' });

  // Every other path is still the web's: a signed-out visitor is sent to /login (src/proxy.ts), one with the session
  // cookie gets the web's HTML 404.
  const signedOut = await request.get('/pagina-que-nao-existe', { maxRedirects: 0 });
  expect(signedOut.status()).toBe(307);
  expect(signedOut.headers().location).toBe('/login');
  const page = await request.get('/pagina-que-nao-existe', { headers: { cookie: 'login=1' } });
  expect(page.status()).toBe(404);
  expect(page.headers()['content-type']).toContain('text/html');
});
