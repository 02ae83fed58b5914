import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FUND_CONTACT } from '@/server/db/seed/demo';
import { FUND_CONTACT_MESSAGES } from '@/server/modules/fund-contact/service';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
let admin: string;
let carlos: string;

beforeAll(async () => {
  context = await createTestContext();
  admin = (await login(context.app, DEMO_ACCOUNTS.ana.cpf)).token;
  carlos = (await login(context.app, DEMO_ACCOUNTS.carlos.cpf)).token;
});
afterAll(() => context.close());

const read = (token?: string) => context.app.inject({ method: 'GET', url: '/api/retornarContatoFundo', headers: token ? bearer(token) : {} });
const write = (token: string | undefined, payload: unknown) =>
  context.app.inject({ method: 'PUT', url: '/api/atualizarContatoFundo', payload: payload as object, headers: token ? bearer(token) : {} });
const valid = { telefone: '(11) 3003-4000', email: 'fale@fundo.example', horarioAtendimento: 'Segunda a sexta, das 9h às 17h' };

describe('GET /retornarContatoFundo', () => {
  it('gives a signed-in participant the fund’s phone, e-mail and opening hours', async () => {
    const response = await read(carlos);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEMO_FUND_CONTACT);
  });

  it('answers 401 without a session', async () => {
    expect((await read()).statusCode).toBe(401);
  });
});

describe('PUT /atualizarContatoFundo', () => {
  it('lets an administrator change the contact, which everyone then reads', async () => {
    const response = await write(admin, { ...valid, email: '  fale@fundo.example ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(valid);
    expect((await read(carlos)).json()).toEqual(valid);
    const withoutPhone = await write(admin, { ...valid, telefone: null });
    expect(withoutPhone.json()).toEqual({ ...valid, telefone: null });
    expect((await read(carlos)).json().telefone).toBeNull();
  });

  it('refuses participants (403) and anonymous callers (401), changing nothing', async () => {
    await write(admin, valid);
    expect((await write(carlos, { ...valid, telefone: '0800 999 9999' })).statusCode).toBe(403);
    expect((await write(undefined, valid)).statusCode).toBe(401);
    expect((await read(carlos)).json()).toEqual(valid);
  });

  it('refuses a bad e-mail, a bad phone and empty hours (400) with messages that say what to type', async () => {
    const badEmail = await write(admin, { ...valid, email: 'atendimento@fundo' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toEqual([{ path: 'email', message: FUND_CONTACT_MESSAGES.email, type: 'format' }]);
    const badPhone = await write(admin, { ...valid, telefone: '12-34' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors[0]).toMatchObject({ path: 'telefone', message: FUND_CONTACT_MESSAGES.telefone });
    const noHours = await write(admin, { ...valid, horarioAtendimento: '   ' });
    expect(noHours.json().errors[0]).toMatchObject({ path: 'horarioAtendimento', type: 'required' });
  });

  it('refuses too long texts, NUL bytes, missing and unknown fields (400), never 500', async () => {
    const cases = [
      { ...valid, horarioAtendimento: 'x'.repeat(301) },
      { ...valid, email: `${'a'.repeat(250)}@fundo.example` },
      { ...valid, horarioAtendimento: 'Segunda\u0000' },
      { telefone: valid.telefone, email: valid.email },
      { ...valid, site: 'https://fundo.example' },
      { ...valid, telefone: 11999990000 },
    ];
    for (const payload of cases) expect((await write(admin, payload)).statusCode).toBe(400);
    expect((await read(carlos)).json()).toEqual(valid);
  });
});
