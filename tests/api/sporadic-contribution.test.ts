import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { getBoletoInfo } from '@brazilian-utils/brazilian-utils/get-boleto-info';
import { isValidBoleto } from '@brazilian-utils/brazilian-utils/is-valid-boleto';
import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils/get-pix-payload-info';
import { isValidPixPayload } from '@brazilian-utils/brazilian-utils/is-valid-pix-payload';
import { barcodeFromDigitableLine } from '@/domain/boleto';
import { fundToday } from '@/domain/business-days';
import { sporadicDueDate } from '@/domain/sporadic-due-date';
import { auditoria } from '@/server/db/schema/audit';
import { cobrancaContribuicao } from '@/server/db/schema/sporadic-contribution';
import { configuracao } from '@/server/db/schema/fund';
import { contribuicao } from '@/server/db/schema/contributions';
import { vinculoPlano } from '@/server/db/schema/plans';
import { FUND_COLLECTION_SETTING_KEY } from '@/domain/fund-contact-identity';
import { DEMO_FUND_COLLECTION } from '@/server/db/seed/demo';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
const people: Record<string, { token: string; idPessoa: number; idVinculoPlano: number; idPlano: number }> = {};
let admin: string;
/** The instant the app reads (buildApp's clock): the real one unless a test sets it. */
let clockAt: number | null = null;

beforeAll(async () => {
  context = await createTestContext({}, { clock: () => clockAt ?? Date.now() });
  admin = (await login(context.app, DEMO_ACCOUNTS.ana.cpf)).token;
  for (const name of ['sofia', 'carlos', 'maria'] as const) {
    const { token, idPessoa } = await login(context.app, DEMO_ACCOUNTS[name].cpf);
    const [link] = await context.database.db.select().from(vinculoPlano).where(eq(vinculoPlano.idPessoa, idPessoa)).orderBy(vinculoPlano.id).limit(1);
    people[name] = { token, idPessoa, idVinculoPlano: link.id, idPlano: link.idPlano };
  }
});
afterAll(() => context.close());

const generate = (body: Record<string, unknown>, token?: string) =>
  context.app.inject({ method: 'POST', url: '/api/gerarContribuicaoEsporadica', headers: token ? bearer(token) : {}, payload: body });
const ofSofia = (valor: unknown) => ({ idPessoa: people.sofia.idPessoa, idVinculoPlano: people.sofia.idVinculoPlano, valor });
const dayOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('POST /api/gerarContribuicaoEsporadica', () => {
  it('answers 201 with a slip line and a PIX code that validate, for the value and due date asked', async () => {
    const response = await generate(ofSofia('150.5'), people.sofia.token);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    const today = fundToday();
    expect(body).toMatchObject({ id: expect.any(Number), valor: '150.50', vencimento: sporadicDueDate(today) });
    expect(body.linhaDigitavel).toMatch(/^\d{47}$/);
    expect(body.codigoBarras).toMatch(/^\d{44}$/);
    expect(barcodeFromDigitableLine(body.linhaDigitavel)).toBe(body.codigoBarras);
    expect(isValidBoleto(body.linhaDigitavel)).toBe(true);
    const slip = getBoletoInfo(body.linhaDigitavel, { referenceDate: new Date() })!;
    expect(slip).toMatchObject({ amount: 15050, bankCode: '341' });
    expect(dayOf(slip.expirationDate!)).toBe(body.vencimento);
    // The fund's collection account is in the free field: carteira 109, the contribution's nosso número, agência 0912, conta 45678.
    expect(body.codigoBarras.slice(19, 22)).toBe(DEMO_FUND_COLLECTION.carteira);
    expect(body.codigoBarras.slice(22, 30)).toBe(String(body.id).padStart(8, '0'));
    expect(body.codigoBarras.slice(31, 40)).toBe(DEMO_FUND_COLLECTION.agencia + DEMO_FUND_COLLECTION.conta);
    expect(isValidPixPayload(body.pixCopiaECola)).toBe(true);
    expect(getPixPayloadInfo(body.pixCopiaECola)).toMatchObject({ key: DEMO_FUND_COLLECTION.chavePix, amount: 150.5, txid: `CONTRIB${body.id}`, merchantCity: 'Sao Paulo' });
    expect(body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
  });

  it('records a pending contribution of the current month, with no quotas, and its charge, in the database', async () => {
    const body = (await generate(ofSofia('200.00'), people.sofia.token)).json();
    const { db } = context.database;
    const [row] = await db.select().from(contribuicao).where(eq(contribuicao.id, body.id));
    expect(row).toMatchObject({ idVinculoPlano: people.sofia.idVinculoPlano, tipo: 'esporadica', status: 'pendente', valor: '200.00', cotas: null, valorCota: null });
    expect(row.competencia).toBe(`${fundToday().slice(0, 7)}-01`);
    const [charge] = await db.select().from(cobrancaContribuicao).where(eq(cobrancaContribuicao.idContribuicao, body.id));
    expect(charge).toMatchObject({ vencimento: body.vencimento, linhaDigitavel: body.linhaDigitavel, codigoBarras: body.codigoBarras, pixCopiaECola: body.pixCopiaECola });
    const audit = await db.select().from(auditoria).where(eq(auditoria.acao, 'contribuicao.esporadica'));
    expect(audit.some((entry) => (entry.detalhes as { idContribuicao: number }).idContribuicao === body.id)).toBe(true);
  });

  it("makes a slip issued in the year's last days fall due by its last banking day, so it counts in that year", async () => {
    // Monday 28/12/2026, noon in Brasília: three business days would be Monday 04/01/2027; 31/12 has no bank business.
    clockAt = Date.parse('2026-12-28T15:00:00Z');
    try {
      const response = await generate(ofSofia('300.00'), people.sofia.token);
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body.vencimento).toBe('2026-12-30');
      const slip = getBoletoInfo(body.linhaDigitavel, { referenceDate: new Date('2026-12-28T15:00:00Z') })!;
      expect(dayOf(slip.expirationDate!)).toBe('2026-12-30');
      const [charge] = await context.database.db.select().from(cobrancaContribuicao).where(eq(cobrancaContribuicao.idContribuicao, body.id));
      expect(charge.vencimento).toBe('2026-12-30');
      const [row] = await context.database.db.select().from(contribuicao).where(eq(contribuicao.id, body.id));
      expect(row.competencia).toBe('2026-12-01');
    } finally {
      clockAt = null;
    }
  });

  it('refuses a value below the plan minimum with the minimum in the message', async () => {
    const response = await generate(ofSofia('122.07'), people.sofia.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('O valor mínimo da contribuição esporádica é R$\u00a0122,08.');
    expect(response.json().errors[0]).toMatchObject({ path: 'valor', type: 'value' });
    expect((await generate(ofSofia('122.08'), people.sofia.token)).statusCode).toBe(201);
  });

  it('refuses absurd values with 400, never 500', async () => {
    for (const valor of ['1000000.01', '150.001', 'abc', '', '-150', '1e5', '150,00', 'NaN', '9'.repeat(20), 150, null, true]) {
      const response = await generate(ofSofia(valor), people.sofia.token);
      expect(response.statusCode, JSON.stringify(valor)).toBe(400);
      expect(response.json().message).toMatch(/valor|inválid/i);
    }
    expect((await generate({ idPessoa: people.sofia.idPessoa, idVinculoPlano: people.sofia.idVinculoPlano }, people.sofia.token)).statusCode).toBe(400);
    expect((await generate({ ...ofSofia('150.00'), extra: 1 }, people.sofia.token)).statusCode).toBe(400);
  });

  it('needs a session (401)', async () => {
    expect((await generate(ofSofia('150.00'))).statusCode).toBe(401);
  });

  it("refuses another person's link and mismatched ids (403), and says when the link cannot make one", async () => {
    // Carlos with Sofia's person and link, or his own person with her link.
    expect((await generate(ofSofia('150.00'), people.carlos.token)).statusCode).toBe(403);
    expect((await generate({ idPessoa: people.carlos.idPessoa, idVinculoPlano: people.sofia.idVinculoPlano, valor: '150.00' }, people.carlos.token)).statusCode).toBe(403);
    expect((await generate({ idPessoa: people.carlos.idPessoa, idVinculoPlano: 2_000_000_000, valor: '150.00' }, people.carlos.token)).statusCode).toBe(403);
    // An administrator may generate for anyone, but the link must be the person's.
    const mismatch = await generate({ idPessoa: people.carlos.idPessoa, idVinculoPlano: people.sofia.idVinculoPlano, valor: '150.00' }, admin);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('Este vínculo não é da pessoa informada.');
    expect((await generate(ofSofia('150.00'), admin)).statusCode).toBe(201);
    expect((await generate({ idPessoa: people.sofia.idPessoa, idVinculoPlano: 2_000_000_000, valor: '150.00' }, admin)).statusCode).toBe(404);
    // Maria receives a benefit: her link's segment does not have sporadic contributions enabled (settings/services-management).
    const assisted = await generate({ idPessoa: people.maria.idPessoa, idVinculoPlano: people.maria.idVinculoPlano, valor: '150.00' }, people.maria.token);
    expect(assisted.statusCode).toBe(403);
    expect(assisted.json().message).toBe('Este serviço não está disponível para o seu plano.');
  });

  it('says so when the fund has no collection account configured (409, nothing recorded)', async () => {
    const { db } = context.database;
    const before = await db.select().from(contribuicao).where(and(eq(contribuicao.idVinculoPlano, people.carlos.idVinculoPlano), eq(contribuicao.tipo, 'esporadica')));
    await db.delete(configuracao).where(eq(configuracao.chave, FUND_COLLECTION_SETTING_KEY));
    try {
      const response = await generate({ idPessoa: people.carlos.idPessoa, idVinculoPlano: people.carlos.idVinculoPlano, valor: '150.00' }, people.carlos.token);
      expect(response.statusCode).toBe(409);
      const after = await db.select().from(contribuicao).where(and(eq(contribuicao.idVinculoPlano, people.carlos.idVinculoPlano), eq(contribuicao.tipo, 'esporadica')));
      expect(after).toHaveLength(before.length);
    } finally {
      await db.insert(configuracao).values({ chave: FUND_COLLECTION_SETTING_KEY, valor: DEMO_FUND_COLLECTION });
    }
  });
});

describe('GET /api/retornarContribuicoesEsporadicas/{idVinculoPlano}', () => {
  it('lists the pending sporadic contributions with the same codes, newest first', async () => {
    const created = (await generate(ofSofia('321.00'), people.sofia.token)).json();
    const response = await context.app.inject({ method: 'GET', url: `/api/retornarContribuicoesEsporadicas/${people.sofia.idVinculoPlano}`, headers: bearer(people.sofia.token) });
    expect(response.statusCode).toBe(200);
    const [latest, ...older] = response.json().contribuicoes;
    expect(latest).toEqual({ ...created, vencida: false });
    expect(older.length).toBeGreaterThan(0);
    expect(older.every((item: { id: number }) => item.id < created.id)).toBe(true);
  });

  it('leaves out settled ones', async () => {
    const created = (await generate(ofSofia('400.00'), people.sofia.token)).json();
    await context.database.db.update(contribuicao).set({ status: 'paga', cotas: '1.00000000', valorCota: '400.00000000' }).where(eq(contribuicao.id, created.id));
    const list = (await context.app.inject({ method: 'GET', url: `/api/retornarContribuicoesEsporadicas/${people.sofia.idVinculoPlano}`, headers: bearer(people.sofia.token) })).json();
    expect(list.contribuicoes.map((item: { id: number }) => item.id)).not.toContain(created.id);
  });

  it("401 without a session, 403 for another's link, 404 for an administrator's unknown one", async () => {
    const url = `/api/retornarContribuicoesEsporadicas/${people.sofia.idVinculoPlano}`;
    expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await context.app.inject({ method: 'GET', url, headers: bearer(people.carlos.token) })).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'GET', url, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await context.app.inject({ method: 'GET', url: '/api/retornarContribuicoesEsporadicas/2000000000', headers: bearer(admin) })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: '/api/retornarContribuicoesEsporadicas/abc', headers: bearer(admin) })).statusCode).toBe(400);
  });
});

describe('contribution rules: GET /api/retornarConfiguracaoContribuicao/{idPlano} and PUT /api/atualizarConfiguracaoContribuicao/{idPlano}', () => {
  const SPEC_RULES = {
    valorMinimo: '122.08',
    fatorSalario: '1.0833',
    limiteSalarial: '7473.30',
    percentualBasicoMaximo: 6,
    percentualSuplementarMaximo: 25,
    banco: '341',
    diaVencimento: 10,
    suspensaoMesesMaximo: 6,
  };
  const getRules = (idPlano: number, token?: string) =>
    context.app.inject({ method: 'GET', url: `/api/retornarConfiguracaoContribuicao/${idPlano}`, headers: token ? bearer(token) : {} });
  const putRules = (idPlano: number, body: unknown, token?: string) =>
    context.app.inject({ method: 'PUT', url: `/api/atualizarConfiguracaoContribuicao/${idPlano}`, headers: token ? bearer(token) : {}, payload: body as Record<string, unknown> });

  it('gives the seeded rules, exactly the fields the PUT takes, to participants and administrators', async () => {
    const response = await getRules(people.sofia.idPlano, people.sofia.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SPEC_RULES);
    expect((await getRules(people.sofia.idPlano, admin)).json()).toEqual(SPEC_RULES);
    expect((await getRules(people.sofia.idPlano)).statusCode).toBe(401);
    expect((await getRules(2_000_000_000, admin)).statusCode).toBe(404);
  });

  it('lets only administrators change them (401, 403)', async () => {
    expect((await putRules(people.sofia.idPlano, SPEC_RULES)).statusCode).toBe(401);
    expect((await putRules(people.sofia.idPlano, SPEC_RULES, people.sofia.token)).statusCode).toBe(403);
    expect((await putRules(2_000_000_000, SPEC_RULES, admin)).statusCode).toBe(404);
  });

  it('refuses rules out of range with 400 and a Portuguese message per field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ valorMinimo: '0' }, 'valorMinimo'],
      [{ valorMinimo: '12.345' }, 'valorMinimo'],
      [{ fatorSalario: 'abc' }, 'fatorSalario'],
      [{ limiteSalarial: '-1.00' }, 'limiteSalarial'],
      [{ percentualBasicoMaximo: 101 }, 'percentualBasicoMaximo'],
      [{ percentualSuplementarMaximo: -1 }, 'percentualSuplementarMaximo'],
      [{ banco: '34' }, 'banco'],
      [{ banco: '3411' }, 'banco'],
      [{ diaVencimento: 29 }, 'diaVencimento'],
      [{ diaVencimento: 0 }, 'diaVencimento'],
      [{ suspensaoMesesMaximo: 0 }, 'suspensaoMesesMaximo'],
      [{ suspensaoMesesMaximo: 25 }, 'suspensaoMesesMaximo'],
    ];
    for (const [change, path] of cases) {
      const response = await putRules(people.sofia.idPlano, { ...SPEC_RULES, ...change }, admin);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors[0].path, JSON.stringify(change)).toBe(path);
      expect(response.json().errors[0].message).toMatch(/^Informe /);
    }
    expect((await putRules(people.sofia.idPlano, { ...SPEC_RULES, diaVencimento: '10' }, admin)).statusCode).toBe(400);
    expect((await putRules(people.sofia.idPlano, { ...SPEC_RULES, extra: true }, admin)).statusCode).toBe(400);
    expect((await getRules(people.sofia.idPlano, admin)).json()).toEqual(SPEC_RULES);
  });

  it('applies a new minimum at once to the next sporadic contribution and to the onboarding, and audits the change', async () => {
    const saved = await putRules(people.sofia.idPlano, { ...SPEC_RULES, valorMinimo: '250', diaVencimento: 15, suspensaoMesesMaximo: 12 }, admin);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...SPEC_RULES, valorMinimo: '250.00', diaVencimento: 15, suspensaoMesesMaximo: 12 });
    expect((await getRules(people.sofia.idPlano, people.sofia.token)).json().valorMinimo).toBe('250.00');

    const below = await generate(ofSofia('200.00'), people.sofia.token);
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe('O valor mínimo da contribuição esporádica é R$\u00a0250,00.');
    expect((await generate(ofSofia('250.00'), people.sofia.token)).statusCode).toBe(201);

    const onboarding = await context.app.inject({
      method: 'GET',
      url: `/api/retornarOnboarding/${people.sofia.idPessoa}/${people.sofia.idPlano}`,
      headers: bearer(people.sofia.token),
    });
    expect(onboarding.statusCode).toBe(200);
    expect(onboarding.json().regrasContribuicao).toMatchObject({ valorMinimo: '250.00', diaVencimento: 15, suspensaoMesesMaximo: 12 });
    // Olivia (Mais Valor, onboarding by value): the value step is checked against the new minimum.
    const olivia = await login(context.app, DEMO_ACCOUNTS.olivia.cpf);
    const valueStep = await context.app.inject({
      method: 'POST',
      url: '/api/enviarDadosOnboarding',
      headers: bearer(olivia.token),
      payload: { pular: 'N', idPessoa: olivia.idPessoa, idPlano: people.sofia.idPlano, idStep: 5, metadata: { formaPagamento: 2, valorContribuicao: '200.00' } },
    });
    expect(valueStep.statusCode).toBe(400);
    expect(valueStep.json().errors[0]).toEqual({ path: 'metadata/valorContribuicao', message: '*Valor mínimo R$250,00', type: 'minimum' });

    const [entry] = await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'configuracaoContribuicao.alterada')).orderBy(desc(auditoria.id)).limit(1);
    expect(entry.detalhes).toMatchObject({ idPlano: people.sofia.idPlano, antes: { valorMinimo: '122.08' }, depois: { valorMinimo: '250.00' } });

    // Back to the spec's values for the rest of the file.
    expect((await putRules(people.sofia.idPlano, SPEC_RULES, admin)).statusCode).toBe(200);
  });

  it('a plan whose bank is not Itaú gets no slip it could not lay out (409)', async () => {
    await putRules(people.sofia.idPlano, { ...SPEC_RULES, banco: '001' }, admin);
    try {
      const response = await generate(ofSofia('150.00'), people.sofia.token);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain('banco 001');
    } finally {
      await putRules(people.sofia.idPlano, SPEC_RULES, admin);
    }
  });
});
