import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

/** A fake provider on loopback: nothing in the tests reaches the internet. */
let behaviour: 'viacep' | 'brasilapi' | 'erro' | 'fail' = 'viacep';
let calls = 0;
const fake: Server = createServer((request, response) => {
  calls += 1;
  const cep = /(\d{8})/.exec(request.url ?? '')?.[1];
  response.setHeader('content-type', 'application/json');
  if (behaviour === 'fail') {
    response.statusCode = 500;
    return response.end('{"message":"indisponível"}');
  }
  if (behaviour === 'erro') return response.end(JSON.stringify({ erro: 'true' }));
  if (behaviour === 'brasilapi') return response.end(JSON.stringify({ cep, state: 'SP', city: 'São Paulo', neighborhood: 'Bela Vista', street: 'Avenida Paulista' }));
  return response.end(JSON.stringify({ cep: '01310-100', logradouro: 'Avenida Paulista', complemento: 'de 1047 a 1865 - lado ímpar', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' }));
});

let context: TestContext;
let fallbackOnly: TestContext;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const port = (fake.address() as AddressInfo).port;
  // The first provider is a closed port (down); the second is the fake one.
  context = await createTestContext({ cepProviders: ['http://127.0.0.1:9/ws/{cep}/json/', `http://127.0.0.1:${port}/ws/{cep}/json/`], cepLookupRateLimit: 8 });
  fallbackOnly = await createTestContext({ cepProviders: ['http://127.0.0.1:9/{cep}'] });
});
afterAll(async () => {
  await context.close();
  await fallbackOnly.close();
  fake.close();
});

const lookup = (cep: string, test = context, remoteAddress = '127.0.0.1') => test.app.inject({ method: 'GET', url: `/api/consultarCep/${cep}`, remoteAddress });

describe('GET /api/consultarCep/{cep}', () => {
  it('falls back past a provider that is down, and answers in the ViaCEP shape without a session', async () => {
    const response = await lookup('01310-100');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ cep: '01310100', logradouro: 'Avenida Paulista', complemento: 'de 1047 a 1865 - lado ímpar', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' });
  });

  it('answers a known CEP from the cache, without asking the provider again', async () => {
    const before = calls;
    expect((await lookup('01310100')).json().bairro).toBe('Bela Vista');
    expect(calls).toBe(before);
  });

  it('understands a BrasilAPI-style provider', async () => {
    behaviour = 'brasilapi';
    expect((await lookup('01310200')).json()).toMatchObject({ logradouro: 'Avenida Paulista', localidade: 'São Paulo', uf: 'SP', complemento: '' });
  });

  it('tells a CEP that does not exist with {erro: true}', async () => {
    behaviour = 'erro';
    expect((await lookup('99999999')).json()).toEqual({ erro: true });
  });

  it('says in Portuguese when no provider could answer (503), so the form can be filled by hand', async () => {
    behaviour = 'fail';
    const response = await lookup('04538133');
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/Preencha o endereço manualmente/);
    const down = await lookup('04538133', fallbackOnly);
    expect(down.statusCode).toBe(503);
  });

  it('refuses malformed codes (400) and limits each address (429)', async () => {
    expect((await lookup('1234')).statusCode).toBe(400);
    expect((await lookup('abcdefgh')).statusCode).toBe(400);
    behaviour = 'viacep';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) statuses.push((await lookup('01310100', context, '10.1.1.1')).statusCode);
    expect(statuses.slice(0, 8).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
  });
});
