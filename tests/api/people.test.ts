import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
let admin: string;
let participant: string;
beforeAll(async () => {
  context = await createTestContext();
  admin = (await login(context.app, DEMO_ACCOUNTS.ana.cpf)).token;
  participant = (await login(context.app, DEMO_ACCOUNTS.carlos.cpf)).token;
});
afterAll(() => context.close());

const search = (query: string, token = admin) => context.app.inject({ method: 'GET', url: `/api/filtrarPessoas?${query}`, headers: bearer(token) });

describe('GET /api/filtrarPessoas', () => {
  it('finds people by part of the name, ignoring case', async () => {
    const response = await search('palavraChave=iniciante');
    expect(response.statusCode).toBe(200);
    expect(response.json().pessoas.map((person: { nome: string }) => person.nome)).toEqual(['Olivia Iniciante', 'Otavio Iniciante']);
    expect(response.json().total).toBe(2);
  });

  it('finds people by CPF with or without the mask, and by part of it', async () => {
    for (const keyword of ['529.982.247-25', '52998224725', '982247']) {
      const { pessoas } = (await search(`palavraChave=${encodeURIComponent(keyword)}`)).json();
      expect(pessoas).toEqual([{ id: expect.any(Number), nome: 'Carlos Contribuinte', cpf: '52998224725', data_nascimento: '1979-07-21', admin: 'N' }]);
    }
  });

  it('pages with page and limit', async () => {
    const first = (await search('palavraChave=a&page=0&limit=3')).json();
    const second = (await search('palavraChave=a&page=1&limit=3')).json();
    expect(first.pessoas).toHaveLength(3);
    expect(second.pessoas[0].id).not.toBe(first.pessoas[0].id);
    expect(first.total).toBe(second.total);
  });

  it('treats LIKE wildcards as text', async () => {
    expect((await search('palavraChave=%25')).json().pessoas).toEqual([]);
    expect((await search('palavraChave=_')).json().pessoas).toEqual([]);
  });

  it('refuses participants (403), visitors (401) and bad parameters (400)', async () => {
    expect((await search('palavraChave=ana', participant)).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'GET', url: '/api/filtrarPessoas?palavraChave=ana' })).statusCode).toBe(401);
    expect((await search('')).statusCode).toBe(400);
    expect((await search('palavraChave=a&limit=500')).statusCode).toBe(400);
    expect((await search('palavraChave=a&page=-1')).statusCode).toBe(400);
  });
});
