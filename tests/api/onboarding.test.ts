import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endereco } from '@/server/db/schema/profile';
import { pessoa } from '@/server/db/schema/people';
import { vinculoPlano } from '@/server/db/schema/plans';
import { apiOf, bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
let olivia: { token: string; idPessoa: number };
let otavio: { token: string; idPessoa: number };
let carlos: { token: string; idPessoa: number };
let uploadDir: string;
beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'portal-onboarding-uploads-'));
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
const { get } = apiOf(() => context.app);

describe('GET /api/retornarOnboarding/{idPessoa}/{idPlano}', () => {
  it('lists the steps of each path and the plan rules', async () => {
    const value = (await get(`/api/retornarOnboarding/${olivia.idPessoa}/4`, olivia.token)).json();
    expect(value.etapas).toEqual([0, 1, 2, 3, 4, 5]);
    expect(value.regrasContribuicao).toMatchObject({ valorMinimo: '122.08', limiteSalarial: '7473.30', percentualBasicoMaximo: 6, percentualSuplementarMaximo: 25, banco: '341', diaVencimento: 10, suspensaoMesesMaximo: 6 });
    // The bank's name from the Banco Central list, so the step shows more than a bare code (issue 26).
    expect(value.regrasContribuicao.bancoNome).toBe('Itaú Unibanco S.A.');
    const percentages = (await get(`/api/retornarOnboarding/${otavio.idPessoa}/1`, otavio.token)).json();
    expect(percentages.etapas).toEqual([0, 1, 2, 4, 6, 7]);
    expect(percentages.perfisInvestimento.map((profile: { nome: string }) => profile.nome)).toEqual(['Super Conservador', 'Conservador', 'Moderado', 'Arrojado']);
    expect(percentages.faixasRenda).toHaveLength(6);
  });

  it("refuses another person's id (403) and a plan the person has no link to (404)", async () => {
    expect((await get(`/api/retornarOnboarding/${otavio.idPessoa}/1`, olivia.token)).statusCode).toBe(403);
    const noLink = await get(`/api/retornarOnboarding/${olivia.idPessoa}/1`, olivia.token);
    expect(noLink.statusCode).toBe(404);
    expect(noLink.json()).toEqual({ message: 'A pessoa não tem vínculo com este plano.' });
    expect((await get(`/api/retornarOnboarding/${olivia.idPessoa}/4`)).statusCode).toBe(401);
  });
});

describe('GET /api/retornarSalario/{idPessoa}/{idPlano}', () => {
  it("returns the link's salary; another person's is refused", async () => {
    expect((await get(`/api/retornarSalario/${otavio.idPessoa}/1`, otavio.token)).json()).toEqual({ salario: '9100.00' });
    expect((await get(`/api/retornarSalario/${otavio.idPessoa}/1`, carlos.token)).statusCode).toBe(403);
    expect((await get(`/api/retornarSalario/x/1`, carlos.token)).statusCode).toBe(400);
  });
});

describe('POST /api/enviarDadosOnboarding', () => {
  it('value path: every step lands in the real records, and the last one ends the onboarding', async () => {
    const base = { idPessoa: olivia.idPessoa, idPlano: 4 };
    const other = await login(context.app, DEMO_ACCOUNTS.olivia.cpf);

    const weak = await send(olivia.token, { ...base, idStep: 1, metadata: { password: 'fraca' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toMatchObject({ path: 'metadata/password' });
    const step1 = await send(olivia.token, { ...base, idStep: 1, metadata: { password: 'Olivia#2026x' } });
    expect(step1.json()).toEqual({ proximaEtapa: 2, onboarding: 'S', progresso: 20 });
    expect((await get(`/api/retornarPlanosAtivos/${olivia.idPessoa}`, other.token)).statusCode).toBe(401);
    expect((await context.app.inject({ method: 'POST', url: '/api/autenticar', payload: { cpf: DEMO_ACCOUNTS.olivia.cpf, senha: 'Olivia#2026x' } })).statusCode).toBe(200);

    expect((await send(olivia.token, { ...base, idStep: 2, metadata: {} })).json().errors[0].message).toBe('Selecione uma opção.');
    expect((await send(olivia.token, { ...base, idStep: 2, metadata: { ppe: 'S' } })).json().proximaEtapa).toBe(3);
    expect((await send(olivia.token, { ...base, idStep: 3, metadata: { incomeRange: 9 } })).statusCode).toBe(400);
    expect((await send(olivia.token, { ...base, idStep: 3, metadata: { incomeRange: 2 } })).json().proximaEtapa).toBe(4);

    const emptyAddress = await send(olivia.token, { ...base, idStep: 4, metadata: { cep: '0131' } });
    expect(emptyAddress.json().errors.map((error: { message: string }) => error.message)).toEqual([
      'O cep é obrigatório',
      'O endereço é obrigatório',
      'O número é obrigatório',
      'O bairro é obrigatório',
      'A cidade é obrigatória',
      'O estado é obrigatório',
    ]);
    const address = { cep: '01310-100', logradouro: 'Avenida Paulista', numero: '1000', bairro: 'Bela Vista', cidade: 'São Paulo', estado: 'sp' };
    expect((await send(olivia.token, { ...base, idStep: 4, metadata: address })).json().proximaEtapa).toBe(5);

    const low = await send(olivia.token, { ...base, idStep: 5, metadata: { formaPagamento: 2, valorContribuicao: '100.00' } });
    expect(low.json().errors[0]).toEqual({ path: 'metadata/valorContribuicao', message: '*Valor mínimo R$122,08', type: 'minimum' });
    const badAccount = await send(olivia.token, { ...base, idStep: 5, metadata: { formaPagamento: 5, valorContribuicao: '300', agencia: '12', conta: '1' } });
    expect(badAccount.json().errors.map((error: { path: string }) => error.path)).toEqual(['metadata/agencia', 'metadata/conta']);
    const last = await send(olivia.token, { ...base, idStep: 5, metadata: { formaPagamento: 5, valorContribuicao: '300', agencia: '0001', conta: '12345-6', banco: '999' } });
    expect(last.json()).toEqual({ proximaEtapa: -1, onboarding: 'N', progresso: 100 });

    const person = await context.database.db.query.pessoa.findFirst({ where: eq(pessoa.id, olivia.idPessoa) });
    expect(person).toMatchObject({ ppe: 'S', faixaRenda: 2, onboarding: 'N' });
    expect(await context.database.db.query.endereco.findFirst({ where: eq(endereco.idPessoa, olivia.idPessoa) })).toMatchObject({ cep: '01310100', estado: 'SP', residenteExterior: 'N' });
    const link = await context.database.db.query.vinculoPlano.findFirst({ where: eq(vinculoPlano.idPessoa, olivia.idPessoa) });
    expect(link).toMatchObject({ formaPagamento: 5, valorContribuicao: '300.00', agencia: '0001', conta: '12345-6', banco: '341', diaVencimento: 10 });
    const relogin = await context.app.inject({ method: 'POST', url: '/api/autenticar', payload: { cpf: DEMO_ACCOUNTS.olivia.cpf, senha: 'Olivia#2026x' } });
    expect(relogin.json().onboarding).toBe('N');
  });

  it('percentages path: the spec §5 rules on the salary, a foreign address and an investment profile', async () => {
    const base = { idPessoa: otavio.idPessoa, idPlano: 1 };
    expect((await send(otavio.token, { ...base, idStep: 3, metadata: { incomeRange: 2 } })).json().errors[0].message).toBe('Esta etapa não se aplica ao seu cadastro.');
    const foreign = await send(otavio.token, { ...base, idStep: 4, metadata: { foreignResident: 'S', country: 'Portugal' } });
    expect(foreign.json().errors.map((error: { message: string }) => error.message)).toEqual(['O código postal é obrigatório', 'O número de identificação fiscal é obrigatório']);
    expect((await send(otavio.token, { ...base, idStep: 4, metadata: { foreignResident: 'S', country: 'Portugal', postalCode: '1100-148', identificationNumber: '245678901' } })).statusCode).toBe(200);
    expect(await context.database.db.query.endereco.findFirst({ where: eq(endereco.idPessoa, otavio.idPessoa) })).toMatchObject({ residenteExterior: 'S', pais: 'Portugal', cep: null });

    // Salary 9 100 is above the threshold: supplementary needs basic at 6 %.
    const supplementaryAlone = await send(otavio.token, { ...base, idStep: 6, metadata: { percentualBasica: 3, percentualSuplementar: 5 } });
    expect(supplementaryAlone.json().errors[0]).toMatchObject({ path: 'metadata/percentualSuplementar', message: 'A contribuição suplementar exige a básica de 6%.' });
    expect((await send(otavio.token, { ...base, idStep: 6, metadata: { percentualBasica: 7, percentualSuplementar: 0 } })).statusCode).toBe(400);
    expect((await send(otavio.token, { ...base, idStep: 6, metadata: { percentualBasica: 0, percentualSuplementar: 0 } })).json().errors[0].message).toBe('Informe a contribuição básica ou a suplementar.');
    expect((await send(otavio.token, { ...base, idStep: 6, metadata: { percentualBasica: 6, percentualSuplementar: 10 } })).json().proximaEtapa).toBe(7);

    const profiles = (await get(`/api/retornarOnboarding/${otavio.idPessoa}/1`, otavio.token)).json().perfisInvestimento;
    expect((await send(otavio.token, { ...base, idStep: 7, metadata: { idPerfilInvestimento: 99999 } })).statusCode).toBe(400);
    // Steps 1 and 2 were not saved: the last step leads back to them instead of ending the onboarding.
    const early = await send(otavio.token, { ...base, idStep: 7, metadata: { idPerfilInvestimento: profiles[2].id } });
    expect(early.json()).toMatchObject({ proximaEtapa: 1, onboarding: 'S' });
    await send(otavio.token, { ...base, idStep: 1, metadata: { password: 'Otavio#2026x' } });
    const done = await send(otavio.token, { ...base, idStep: 2, metadata: { ppe: 'N' } });
    expect(done.json()).toMatchObject({ proximaEtapa: -1, onboarding: 'N' });
    expect(await context.database.db.query.vinculoPlano.findFirst({ where: eq(vinculoPlano.idPessoa, otavio.idPessoa) })).toMatchObject({ percentualBasica: '6.00', percentualSuplementar: '10.00', idPerfilInvestimento: profiles[2].id });
  });

  it("refuses another person's id (403), bad bodies (400) and visitors (401)", async () => {
    expect((await send(carlos.token, { idPessoa: olivia.idPessoa, idPlano: 4, idStep: 2, metadata: { ppe: 'N' } })).statusCode).toBe(403);
    expect((await send(carlos.token, { idPessoa: carlos.idPessoa, idPlano: 1, idStep: 9, metadata: {} })).statusCode).toBe(400);
    expect((await send(carlos.token, { idPessoa: carlos.idPessoa, idPlano: 1, idStep: 2, metadata: {}, pular: 'S' })).statusCode).toBe(400);
    expect((await context.app.inject({ method: 'POST', url: '/api/enviarDadosOnboarding', payload: { idPessoa: 1, idPlano: 1, idStep: 2, metadata: {}, pular: 'N' } })).statusCode).toBe(401);
    // Carlos has no onboarding pending, but saving a step is still his own data: allowed.
    expect((await send(carlos.token, { idPessoa: carlos.idPessoa, idPlano: 1, idStep: 2, metadata: { ppe: 'N' } })).statusCode).toBe(200);
  });
});

describe('address step with a proof of residence (spec §3 proofResidence)', () => {
  const uploadPdf = (token: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/enviarAnexo',
      headers: { ...bearer(token), 'content-type': 'application/pdf', 'x-nome-arquivo': 'comprovante.pdf' },
      payload: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
  const address = { cep: '01310100', logradouro: 'Avenida Paulista', numero: '1000', bairro: 'Bela Vista', cidade: 'São Paulo', estado: 'SP' };

  it('keeps the id of the person’s own uploaded file with the address', async () => {
    const uploaded = await uploadPdf(otavio.token);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const saved = await send(otavio.token, { idPessoa: otavio.idPessoa, idPlano: 1, idStep: 4, metadata: { ...address, proofResidence: uploaded.json().id } });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await context.database.db.select().from(endereco).where(eq(endereco.idPessoa, otavio.idPessoa));
    expect(row.idAnexoComprovante).toBe(uploaded.json().id);
  });

  it('refuses another person’s file, and the address stays as it was', async () => {
    const carlosFile = (await uploadPdf(carlos.token)).json().id;
    const [before] = await context.database.db.select().from(endereco).where(eq(endereco.idPessoa, otavio.idPessoa));
    const refused = await send(otavio.token, { idPessoa: otavio.idPessoa, idPlano: 1, idStep: 4, metadata: { ...address, numero: '2000', proofResidence: carlosFile } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ path: 'metadata/proofResidence' });
    const [after] = await context.database.db.select().from(endereco).where(eq(endereco.idPessoa, otavio.idPessoa));
    expect(after).toEqual(before);
  });
});
