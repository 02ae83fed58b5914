import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl, REDACTED } from '@/server/logging';
import { createTestContext, type TestContext } from './helpers';

/** The re-registration's single-use token never reaches a log line: the production logger's request serializer redacts it. */

describe('redactUrl', () => {
  it('replaces the value of every token parameter, keeps the rest of the URL as it was', () => {
    expect(redactUrl('/recadastramento?token=abcDEF123_-xyz')).toBe(`/recadastramento?token=${REDACTED}`);
    expect(redactUrl('/api/retornarRecadastramentoPorLink?token=s3cr3t&x=1')).toBe(`/api/retornarRecadastramentoPorLink?token=${REDACTED}&x=1`);
    expect(redactUrl('/api/enviarComprovanteRecadastramento?a=1&TOKEN=s3cr3t&token=again')).toBe(`/api/enviarComprovanteRecadastramento?a=1&TOKEN=${REDACTED}&token=${REDACTED}`);
    expect(redactUrl('/x?%74oken=s3cr3t')).toBe(`/x?%74oken=${REDACTED}`);
    expect(redactUrl('/x?tokenizer=keep&access_token=s3cr3t')).toBe(`/x?tokenizer=keep&access_token=${REDACTED}`);
    expect(redactUrl('/api/token/s3cr3t/usar?y=2')).toBe(`/api/token/${REDACTED}/usar?y=2`);
    expect(redactUrl('/api/retornarEleicoes')).toBe('/api/retornarEleicoes');
    expect(redactUrl('/a?b')).toBe('/a?b');
  });
});

describe('the production logger', () => {
  const lines: string[] = [];
  let context: TestContext;
  const secret = 'Xq7_secretTOKENvalue-0123456789abcdef';

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    context = await createTestContext({}, { logger: { ...loggerOptions({ isProduction: true, logLevel: 'info' }), stream } });
  }, 60_000);
  afterAll(() => context?.close());

  it('logs the re-registration routes and the page without the token', async () => {
    await context.app.inject({ method: 'GET', url: `/api/retornarRecadastramentoPorLink?token=${secret}` });
    await context.app.inject({ method: 'POST', url: `/api/enviarComprovanteRecadastramento?token=${secret}`, headers: { 'x-nome-arquivo': 'a.pdf', 'content-type': 'application/octet-stream' }, payload: Buffer.from('%PDF-1.4') });
    await context.app.inject({ method: 'GET', url: `/recadastramento?token=${secret}` });
    const logged = lines.join('');
    expect(logged).toContain(`/api/retornarRecadastramentoPorLink?token=${REDACTED}`);
    expect(logged).toContain(`/recadastramento?token=${REDACTED}`);
    expect(logged).not.toContain(secret);
  });

  it('logs the first-access routes and page without the token, and they send no Referer', async () => {
    lines.length = 0;
    await context.app.inject({ method: 'GET', url: `/api/retornarPrimeiroAcesso?token=${secret}` });
    await context.app.inject({ method: 'GET', url: `/alterar-senha?token=${secret}` });
    const logged = lines.join('');
    expect(logged).toContain(`/api/retornarPrimeiroAcesso?token=${REDACTED}`);
    expect(logged).toContain(`/alterar-senha?token=${REDACTED}`);
    expect(logged).not.toContain(secret);
    const referrer = async (url: string) => (await context.app.inject({ method: 'GET', url })).headers['referrer-policy'];
    expect(await referrer(`/alterar-senha?token=${secret}`)).toBe('no-referrer');
    expect(await referrer(`/api/retornarPrimeiroAcesso?token=${secret}`)).toBe('no-referrer');
    expect(await referrer('/alterar-senha')).toBe('strict-origin-when-cross-origin');
  });

  it('sends no Referer from the re-registration page nor from the token routes; other pages keep strict-origin-when-cross-origin', async () => {
    const referrer = async (url: string) => (await context.app.inject({ method: 'GET', url })).headers['referrer-policy'];
    expect(await referrer(`/recadastramento?token=${secret}`)).toBe('no-referrer');
    expect(await referrer('/recadastramento')).toBe('no-referrer');
    expect(await referrer(`/api/retornarRecadastramentoPorLink?token=${secret}`)).toBe('no-referrer');
    expect(await referrer('/services/eleicoes')).toBe('strict-origin-when-cross-origin');
    expect(await referrer('/api/retornarEleicoes')).toBe('strict-origin-when-cross-origin');
  });
});
