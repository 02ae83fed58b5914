import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

/** GET /api/retornarDadosOnboarding: where an onboarding left half-way picks up, with the answers already saved. */

const MAIS_VALOR = 4;
const HPE = 1;

let context: TestContext;
let olivia: { token: string; idPessoa: number };
let otavio: { token: string; idPessoa: number };
let carlos: { token: string; idPessoa: number };
let uploadDir: string;
beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'portal-onboarding-resume-'));
  context = await createTestContext({ uploadDir });
  olivia = await login(context.app, DEMO_ACCOUNTS.olivia.cpf);
  otavio = await login(context.app, DEMO_ACCOUNTS.otavio.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
});
afterAll(async () => {
  await context.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const send = (token: string, body: object) => context.app.inject({ method: 'POST', url: '/api/enviarDadosOnboarding', headers: bearer(token), payload: { pular: 'N', ...body } });
const saved = (idPessoa: number | string, idPlano: number | string, token?: string) =>
  context.app.inject({ method: 'GET', url: `/api/retornarDadosOnboarding/${idPessoa}/${idPlano}`, headers: token ? bearer(token) : {} });

describe('GET /api/retornarDadosOnboarding/{idPessoa}/{idPlano}', () => {
  it('value path: nothing saved starts at the welcome screen; each saved step comes back as its form sends it, never the password', async () => {
    const base = { idPessoa: olivia.idPessoa, idPlano: MAIS_VALOR };
    const fresh = await saved(olivia.idPessoa, MAIS_VALOR, olivia.token);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toEqual({ etapasSalvas: [], proximaEtapa: 0, respostas: {} });

    const password = 'Olivia#Retoma2026';
    expect((await send(olivia.token, { ...base, idStep: 1, metadata: { password } })).statusCode).toBe(200);
    expect((await send(olivia.token, { ...base, idStep: 2, metadata: { ppe: 'N' } })).statusCode).toBe(200);
    // She leaves after the second step: the next one not saved is the income range (3).
    const afterTwo = await saved(olivia.idPessoa, MAIS_VALOR, olivia.token);
    expect(afterTwo.json()).toEqual({ etapasSalvas: [1, 2], proximaEtapa: 3, respostas: { 2: { ppe: 'N' } } });
    expect(afterTwo.body).not.toContain(password);
    expect(afterTwo.body).not.toMatch(/senha|password|hash/i);

    expect((await send(olivia.token, { ...base, idStep: 3, metadata: { incomeRange: 2 } })).statusCode).toBe(200);
    const uploaded = await context.app.inject({
      method: 'POST',
      url: '/api/enviarAnexo',
      headers: { ...bearer(olivia.token), 'content-type': 'application/pdf', 'x-nome-arquivo': 'conta-de-luz.pdf' },
      payload: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const idComprovante = uploaded.json().id as number;
    const address = { cep: '01310-100', logradouro: 'Avenida Paulista', numero: '1578', complemento: 'Apto 42', bairro: 'Bela Vista', cidade: 'São Paulo', estado: 'sp', proofResidence: idComprovante };
    expect((await send(olivia.token, { ...base, idStep: 4, metadata: address })).statusCode).toBe(200);
    const afterFour = (await saved(olivia.idPessoa, MAIS_VALOR, olivia.token)).json();
    expect(afterFour.etapasSalvas).toEqual([1, 2, 3, 4]);
    expect(afterFour.proximaEtapa).toBe(5);
    expect(afterFour.respostas).toEqual({
      2: { ppe: 'N' },
      3: { incomeRange: 2 },
      // As stored: the CEP in digits, the state in capitals.
      4: {
        foreignResident: 'N',
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        numero: '1578',
        complemento: 'Apto 42',
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        estado: 'SP',
        proofResidence: idComprovante,
        proofResidenceName: 'conta-de-luz.pdf',
      },
    });

    // Money as a decimal string, as the link stores it.
    const value = { formaPagamento: 5, valorContribuicao: '300', agencia: '0001', conta: '12345-6' };
    expect((await send(olivia.token, { ...base, idStep: 5, metadata: value })).json()).toMatchObject({ onboarding: 'N' });
    const done = (await saved(olivia.idPessoa, MAIS_VALOR, olivia.token)).json();
    expect(done.etapasSalvas).toEqual([1, 2, 3, 4, 5]);
    expect(done.proximaEtapa).toBe(-1);
    expect(done.respostas[5]).toEqual({ formaPagamento: 5, valorContribuicao: '300.00', agencia: '0001', conta: '12345-6' });
  });

  it('percentages path: a foreign address, the percentages and the profile; the first missing step comes first', async () => {
    const base = { idPessoa: otavio.idPessoa, idPlano: HPE };
    const foreign = { foreignResident: 'S', country: 'Portugal', postalCode: '1100-148', identificationNumber: '245678901', complement: '3º esquerdo' };
    expect((await send(otavio.token, { ...base, idStep: 4, metadata: foreign })).statusCode).toBe(200);
    expect((await send(otavio.token, { ...base, idStep: 6, metadata: { percentualBasica: 6, percentualSuplementar: 10 } })).statusCode).toBe(200);
    const profiles = (await context.app.inject({ method: 'GET', url: `/api/retornarOnboarding/${otavio.idPessoa}/${HPE}`, headers: bearer(otavio.token) })).json().perfisInvestimento;
    expect((await send(otavio.token, { ...base, idStep: 7, metadata: { idPerfilInvestimento: profiles[1].id } })).statusCode).toBe(200);

    const answer = (await saved(otavio.idPessoa, HPE, otavio.token)).json();
    // The password (1) and the politically-exposed step (2) are still to do: it resumes at 1.
    expect(answer.etapasSalvas).toEqual([4, 6, 7]);
    expect(answer.proximaEtapa).toBe(1);
    expect(answer.respostas).toEqual({
      4: { foreignResident: 'S', country: 'Portugal', postalCode: '1100-148', identificationNumber: '245678901', complement: '3º esquerdo', proofResidence: null, proofResidenceName: null },
      6: { percentualBasica: 6, percentualSuplementar: 10 },
      7: { idPerfilInvestimento: profiles[1].id },
    });
  });

  it('lists only the steps of the plan’s path (Carlos saved a step outside any onboarding of his)', async () => {
    expect((await send(carlos.token, { idPessoa: carlos.idPessoa, idPlano: HPE, idStep: 2, metadata: { ppe: 'S' } })).statusCode).toBe(200);
    const answer = (await saved(carlos.idPessoa, HPE, carlos.token)).json();
    expect(answer.etapasSalvas).toContain(2);
    expect(answer.respostas[2]).toEqual({ ppe: 'S' });
    expect(answer.respostas[3]).toBeUndefined();
  });

  it("refuses visitors (401), another person's id (403), a plan without a link (404) and malformed ids (400)", async () => {
    expect((await saved(olivia.idPessoa, MAIS_VALOR)).statusCode).toBe(401);
    const other = await saved(olivia.idPessoa, MAIS_VALOR, otavio.token);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Paulista');
    expect((await saved(olivia.idPessoa, MAIS_VALOR, carlos.token)).statusCode).toBe(403);
    const noLink = await saved(olivia.idPessoa, HPE, olivia.token);
    expect(noLink.statusCode).toBe(404);
    expect(noLink.json()).toEqual({ message: 'A pessoa não tem vínculo com este plano.' });
    const malformed = await saved('abc', MAIS_VALOR, olivia.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: expect.any(String) });
    expect((await saved(olivia.idPessoa, 0, olivia.token)).statusCode).toBe(400);
  });

  it('an administrator reads a person’s saved steps, as every participant route lets them', async () => {
    const ana = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
    const asOlivia = await saved(olivia.idPessoa, MAIS_VALOR, ana.token);
    expect(asOlivia.statusCode).toBe(200);
    expect(asOlivia.json().etapasSalvas).toEqual([1, 2, 3, 4, 5]);
  });
});
