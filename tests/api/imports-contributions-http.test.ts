import { afterAll, beforeAll, expect, it } from 'vitest';
import { PLAN_ID } from '@/domain/constants';
import { createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

// Over a real socket, not app.inject: the body is then an IncomingMessage, which must reach the pipeline as a stream
// (no hook may walk it as if it were parsed JSON).
let context: TestContext;
let url: string;
let token: string;
beforeAll(async () => {
  context = await createTestContext();
  token = (await login(context.app, DEMO_ACCOUNTS.ana.cpf)).token;
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(context.app.server.address() as { port: number }).port}/api`;
});
afterAll(() => context.close());

it('imports a CSV streamed over HTTP, chunk by chunk', async () => {
  const lines = ['cpf;id_plano;competencia;tipo;valor', ...Array.from({ length: 2500 }, (_, index) => `${DEMO_ACCOUNTS.olivia.cpf};${PLAN_ID.MAIS_VALOR};2019-${String((index % 12) + 1).padStart(2, '0')};esporadica;${index + 1},00`)];
  const encoder = new TextEncoder();
  const body = new ReadableStream({
    start(controller) {
      for (let index = 0; index < lines.length; index += 100) controller.enqueue(encoder.encode(`${lines.slice(index, index + 100).join('\n')}\n`));
      controller.close();
    },
  });
  const response = await fetch(`${url}/importarContribuicoes?confirmar=N`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' }, body, duplex: 'half' } as RequestInit);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ linhas: 2500, validas: 2500, importadas: 2500, totalErros: 0 });
}, 60_000);

it('refuses a body past the size limit with 413 and leaves no temporary file', async () => {
  const { runCsvImport } = await import('@/server/imports/csv-import');
  const { Readable } = await import('node:stream');
  const { readdirSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const before = readdirSync(tmpdir()).filter((name) => name.startsWith('portal-csv-')).length;
  const body = Readable.from([Buffer.from('a;b\n'.repeat(100))]);
  const definition = { header: ['a', 'b'], maxBytes: 100, parseLine: () => ({ ok: true as const, value: null }), processBatch: async () => ({ erros: [], importadas: 0, ignoradas: 0 }) };
  await expect(runCsvImport(body, definition)).rejects.toMatchObject({ statusCode: 413 });
  expect(readdirSync(tmpdir()).filter((name) => name.startsWith('portal-csv-')).length).toBe(before);
});
