import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { registerAccessRules } from '@/server/plugins/access';
import { IdOf } from '@/server/schemas/common';

/** 'x-funcionalidade' is checked against the plan link a route takes: a route that takes none cannot be marked. */
describe("the 'x-funcionalidade' mark", () => {
  const appWithRules = () => {
    const app = Fastify();
    registerAccessRules(app, {} as Database);
    return app;
  };
  const handler = async () => ({ ok: true });

  it('is accepted on a route that takes a plan link', () => {
    const app = appWithRules();
    expect(() =>
      app.get('/retornarAlgo/:idVinculoPlano', { schema: { 'x-acesso': 'participante', 'x-funcionalidade': 23, params: { type: 'object', properties: { idVinculoPlano: IdOf('vinculoPlano') } } } }, handler),
    ).not.toThrow();
  });

  it('is accepted on a route that takes a loan (it sits on one plan link)', () => {
    const app = appWithRules();
    expect(() =>
      app.post('/simularAlgo', { schema: { 'x-acesso': 'participante', 'x-funcionalidade': 27, body: { type: 'object', properties: { idEmprestimo: IdOf('emprestimo') } } } }, handler),
    ).not.toThrow();
  });

  it('refuses at start-up a route without a plan link, or a mark that is not a service id', async () => {
    const noLink = appWithRules();
    expect(() => noLink.get('/retornarAlgo/:idPessoa', { schema: { 'x-acesso': 'participante', 'x-funcionalidade': 23, params: { type: 'object', properties: { idPessoa: IdOf('pessoa') } } } }, handler)).toThrow(
      /x-funcionalidade/,
    );
    const notAnId = appWithRules();
    expect(() =>
      notAnId.get('/retornarAlgo/:idVinculoPlano', { schema: { 'x-acesso': 'participante', 'x-funcionalidade': 'extrato', params: { type: 'object', properties: { idVinculoPlano: IdOf('vinculoPlano') } } } }, handler),
    ).toThrow(/x-funcionalidade/);
  });
});
