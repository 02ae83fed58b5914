import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_MESSAGES } from '@/domain/agreement';
import { auditActionLabel } from '@/domain/audit-log';
import { aceiteDeclaracaoConcordancia, declaracaoConcordancia } from '@/server/db/schema/agreement';
import { auditoria } from '@/server/db/schema/audit';
import { AGREEMENT_DECLARATION_V1 } from '@/server/db/seed/agreement';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

/** Publishing a new version of the declaration of agreement (settings/declaracao-concordancia), and what participants see then. */

type Account = { token: string; idPessoa: number };
let context: TestContext;
let ana: Account;
let carlos: Account;
let maria: Account;
let paulo: Account;

beforeAll(async () => {
  context = await createTestContext();
  [ana, carlos, maria, paulo] = await Promise.all([DEMO_ACCOUNTS.ana, DEMO_ACCOUNTS.carlos, DEMO_ACCOUNTS.maria, DEMO_ACCOUNTS.paulo].map((account) => login(context.app, account.cpf)));
});
afterAll(async () => context.close());

const V2 = 'Declaro que li o novo Regulamento do meu plano de benefícios, aprovado pela Previc.\n\nDeclaro que minhas informações são verdadeiras.';
const V3 = 'Terceira versão: declaro que li a Política de Privacidade atualizada e o Regulamento do plano.';

const list = (account: Account | null) => context.app.inject({ method: 'GET', url: '/api/retornarVersoesDeclaracaoConcordancia', headers: account ? bearer(account.token) : {} });
const publish = (account: Account | null, payload: unknown, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'POST', url: '/api/publicarDeclaracaoConcordancia', headers: { ...(account ? bearer(account.token) : {}), ...headers }, payload: payload as object, remoteAddress: '198.51.100.4' });
const read = (account: Account) => context.app.inject({ method: 'GET', url: `/api/retornarDeclaracaoConcordancia/${account.idPessoa}`, headers: bearer(account.token) });
const accept = (account: Account) => context.app.inject({ method: 'POST', url: '/api/aceitarDeclaracaoConcordancia', headers: bearer(account.token), payload: { idPessoa: account.idPessoa } });
const versionCount = async () => (await context.database.db.select().from(declaracaoConcordancia)).length;
const publicationAudits = () => context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'declaracao-concordancia.publicada')).orderBy(desc(auditoria.id));

describe('who may list and publish', () => {
  it('answers 401 without a session and 403 to a participant, publishing nothing', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await publish(null, { texto: V2 })).statusCode).toBe(401);
    const asParticipant = await list(carlos);
    expect(asParticipant.statusCode).toBe(403);
    expect(asParticipant.json().message).toBe('Somente administradores podem fazer isso.');
    expect((await publish(carlos, { texto: V2 })).statusCode).toBe(403);
    expect(await versionCount()).toBe(1);
  });
});

describe('GET /api/retornarVersoesDeclaracaoConcordancia', () => {
  it('lists the seeded version with its text, its date and its acceptances counted', async () => {
    expect((await accept(maria)).statusCode).toBe(201);
    const response = await list(ana);
    expect(response.statusCode).toBe(200);
    const { versoes } = response.json();
    expect(versoes).toHaveLength(1);
    expect(versoes[0]).toEqual({ versao: 1, texto: AGREEMENT_DECLARATION_V1, publicadaEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/), aceites: 1 });
  });
});

describe('POST /api/publicarDeclaracaoConcordancia: the rules (400, nothing published)', () => {
  const rejected = async (payload: unknown, message: string) => {
    const response = await publish(ana, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: [expect.objectContaining({ path: expect.stringContaining('texto'), message })] });
  };

  it('refuses an empty or blank text, a text under 50 characters, and the text in force (even with other blank space around it)', async () => {
    await rejected({ texto: '' }, 'Informe o texto da nova versão.');
    await rejected({ texto: '  \n\n \t ' }, 'Informe o texto da nova versão.');
    // 49 characters once trimmed: too short; 50 would do.
    await rejected({ texto: `   ${'a'.repeat(49)}   ` }, 'O texto deve ter ao menos 50 caracteres.');
    await rejected({ texto: AGREEMENT_DECLARATION_V1 }, 'O texto é igual ao da versão em vigor.');
    await rejected({ texto: `\n  ${AGREEMENT_DECLARATION_V1.replaceAll('\n', '\r\n')}  \n` }, 'O texto é igual ao da versão em vigor.');
    expect(AGREEMENT_MESSAGES.sameAsCurrent).toBe('O texto é igual ao da versão em vigor.');
    expect(await versionCount()).toBe(1);
    expect(await publicationAudits()).toHaveLength(0);
  });

  it('refuses a text over 20 000 characters, a missing text, another type and an unknown field', async () => {
    for (const payload of [{ texto: 'x'.repeat(20_001) }, {}, { texto: 42 }, { texto: V2, versao: 9 }]) {
      const response = await publish(ana, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String), errors: [expect.objectContaining({ path: expect.any(String) })] });
    }
    expect(await versionCount()).toBe(1);
  });
});

describe('POST /api/publicarDeclaracaoConcordancia: a new version', () => {
  it('publishes version 2 (201) with its audit record; the list shows it first with no acceptance yet', async () => {
    const before = Date.now();
    const response = await publish(ana, { texto: `  ${V2}\n` });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({ versao: 2, publicadaEm: expect.any(String), message: 'Versão 2 da declaração publicada. Todos os participantes deverão aceitá-la.' });
    expect(new Date(body.publicadaEm).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const [stored] = await context.database.db.select().from(declaracaoConcordancia).where(eq(declaracaoConcordancia.versao, 2));
    expect(stored.texto).toBe(V2); // trimmed
    const [audit] = await publicationAudits();
    expect(audit).toMatchObject({ idAtor: ana.idPessoa, idPessoaAlvo: null, ip: '198.51.100.4', detalhes: { versao: 2 } });
    expect(auditActionLabel(audit.acao, audit.detalhes)).toBe('Publicou uma nova versão da declaração de concordância');

    const { versoes } = (await list(ana)).json();
    expect(versoes.map((item: { versao: number; aceites: number }) => [item.versao, item.aceites])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    expect(versoes[0]).toMatchObject({ texto: V2, publicadaEm: body.publicadaEm });
  });

  it('asks every participant again: Maria, who had accepted version 1, reads version 2 with no acceptance and accepts it', async () => {
    const read2 = await read(maria);
    expect(read2.json()).toEqual({ versao: 2, texto: V2, aceite: null });
    const accepted = await accept(maria);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ versao: 2 });
    expect((await read(maria)).json().aceite).toEqual(accepted.json().aceite);
    expect((await accept(paulo)).statusCode).toBe(201);
    const rows = await context.database.db.select().from(aceiteDeclaracaoConcordancia).where(eq(aceiteDeclaracaoConcordancia.idPessoa, maria.idPessoa));
    expect(rows.map((row) => row.versao).sort()).toEqual([1, 2]);
    // Version 2: Maria and Paulo; version 1 still Maria's one.
    expect((await list(ana)).json().versoes.map((item: { aceites: number }) => item.aceites)).toEqual([2, 1]);
    // Carlos never accepted: version 2 waits for him too.
    expect((await read(carlos)).json()).toMatchObject({ versao: 2, aceite: null });
  });

  it('refuses to publish version 2’s text again now that it is in force, while version 1’s text may come back as version 3', async () => {
    const same = await publish(ana, { texto: V2 });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('O texto é igual ao da versão em vigor.');
    const back = await publish(ana, { texto: AGREEMENT_DECLARATION_V1 });
    expect(back.statusCode).toBe(201);
    expect(back.json().versao).toBe(3);
  });

  it('two publications at once get consecutive versions, never a 500; the same text twice at once publishes once', async () => {
    const [first, second] = await Promise.all([publish(ana, { texto: V3 }), publish(ana, { texto: `${V3} Com um acréscimo.` })]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect([first.json().versao, second.json().versao].sort()).toEqual([4, 5]);

    const text = 'Sexta versão, enviada duas vezes ao mesmo tempo pelo mesmo administrador.';
    const twice = await Promise.all([publish(ana, { texto: text }), publish(ana, { texto: text })]);
    expect(twice.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    expect(twice.find((response) => response.statusCode === 400)!.json().message).toBe('O texto é igual ao da versão em vigor.');
    expect(await versionCount()).toBe(6);
    const audits = await context.database.db.select().from(auditoria).where(and(eq(auditoria.acao, 'declaracao-concordancia.publicada'), eq(auditoria.idAtor, ana.idPessoa)));
    expect(audits.map((row) => (row.detalhes as { versao: number }).versao).sort()).toEqual([2, 3, 4, 5, 6]);
  });

  it('an administrator viewing the portal as a participant publishes as herself', async () => {
    const response = await publish(ana, { texto: 'Sétima versão, publicada enquanto a administradora via o portal como o Carlos.' }, { 'x-pessoa-alvo': String(carlos.idPessoa) });
    expect(response.statusCode).toBe(201);
    const [audit] = await publicationAudits();
    expect(audit).toMatchObject({ idAtor: ana.idPessoa, detalhes: { versao: 7 } });
  });
});
