import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addMonths, format, parseISO } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENEFIT_RULE_MESSAGES } from '@/domain/benefit-simulator-input';
import { estimatedFirstIncome } from '@/domain/benefits-income';
import { fundToday } from '@/domain/business-days';
import { CATEGORY_ID, PLAN_ID, SITUATION_ID } from '@/domain/constants';
import { requisicao } from '@/server/db/schema/requests';
import { vinculoPlano } from '@/server/db/schema/plans';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

type Account = { token: string; idPessoa: number };
let context: TestContext;
let uploadDir: string;
let admin: Account;
let carlos: Account;
let maria: Account;
let paulo: Account;
const links = { carlosHpe: 0, mariaHpe: 0, pauloDxc: 0 };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  context.app.inject({ method, url: `/api${url}`, payload, headers: token ? bearer(token) : {} });

async function linkOf(account: Account, idPlano: number): Promise<number> {
  const found = (await call('GET', `/retornarPlanosAtivos/${account.idPessoa}`, account.token)).json() as Array<{ id: number; plano: { id: number } }>;
  return found.find((item) => item.plano.id === idPlano)!.id;
}

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'portal-benefits-uploads-'));
  context = await createTestContext({ uploadDir });
  admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
  maria = await login(context.app, DEMO_ACCOUNTS.maria.cpf);
  paulo = await login(context.app, DEMO_ACCOUNTS.paulo.cpf);
  links.carlosHpe = await linkOf(carlos, PLAN_ID.HPE);
  links.mariaHpe = await linkOf(maria, PLAN_ID.HPE);
  links.pauloDxc = await linkOf(paulo, PLAN_ID.DXC);
});
afterAll(async () => {
  await context.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const uploadPdf = async (account: Account, name: string) => {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/enviarAnexo',
    headers: { ...bearer(account.token), 'content-type': 'application/pdf', 'x-nome-arquivo': encodeURIComponent(name) },
    payload: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
};

const rules = (idFuncionalidade: number, idVinculoPlano: number, token?: string) => call('GET', `/retornarRegrasSolicitacao/${idFuncionalidade}/${idVinculoPlano}`, token);
const ask = (account: Account, idVinculoPlano: number, idFuncionalidade: number, dados: object, idAnexos?: number[]) =>
  call('POST', '/criarSolicitacao', account.token, { idPessoa: account.idPessoa, idVinculoPlano, idFuncionalidade, dados, ...(idAnexos ? { idAnexos } : {}) });
const changeStatus = (id: number, idStatus: number) => call('POST', `/alterarStatusSolicitacao/${id}`, admin.token, { idStatus, comentario: null });
const linkRow = async (id: number) => (await context.database.db.select().from(vinculoPlano).where(eq(vinculoPlano.id, id)))[0];
const requestRow = async (id: number) => (await context.database.db.select().from(requisicao).where(eq(requisicao.id, id)))[0];
const putParameters = (changes: object) => call('PUT', `/atualizarParametrosBeneficio/${PLAN_ID.HPE}`, admin.token, { pagamentosPorAno: 13, rentabilidadeReferencia: '4.00', idadeAposentadoria: 60, ...changes });
const brDate = (day: string) => format(parseISO(day), 'dd/MM/yyyy');

const HPE_LIMITS = { prazoRendaMinimoMeses: 60, prazoRendaMaximoMeses: 360, percentualRendaMinimo: '0.30', percentualRendaMaximo: '2.00' };

describe('benefit request (12)', () => {
  it('tells Carlos (47, born 21/07/1979) exactly why and when, with the plan\'s limits and his balance', async () => {
    const response = await rules(12, links.carlosHpe, carlos.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      idFuncionalidade: 12,
      limites: { ...HPE_LIMITS, idadeMinima: 55, anosMinimosPlano: 10 },
      elegivel: false,
      motivos: ['Você precisa ter 55 anos: completa em 21/07/2034.'],
      elegivelEm: '2034-07-21',
    });
    // The balance is the simulator's (and the home's) figure, with the plan's reference return.
    const simulation = (await call('GET', `/retornarDadosSimulacao/${links.carlosHpe}`, carlos.token)).json();
    expect(body.valores).toMatchObject({ saldo: simulation.saldoAtual, dataSaldo: simulation.dataSaldo, rentabilidadeReferencia: '4.00', pagamentosPorAno: 13, dataNascimento: '1979-07-21' });
    expect(body.valores.saldo).toMatch(/^\d+\.\d{2}$/);
  });

  it('refuses his request with 422 and the exact sentence, after checking the data', async () => {
    const documents = [await uploadPdf(carlos, 'rg.pdf'), await uploadPdf(carlos, 'banco.pdf')];
    const refused = await ask(carlos, links.carlosHpe, 12, { formaRenda: 'prazo', prazoMeses: 240 }, documents);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe('Você precisa ter 55 anos: completa em 21/07/2034.');
    // Bad data is told first (400 per field), eligibility after.
    const bad = await ask(carlos, links.carlosHpe, 12, { formaRenda: 'prazo', prazoMeses: 12 }, documents);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'dados/prazoMeses', message: 'Prazo: de 60 a 360.', type: expect.any(String) }]);
  });

  it('with the plan\'s minimum age lowered to 45, opens the request with its values; concluded, the link is in benefit', async () => {
    expect((await putParameters({ idadeMinima: 45 })).statusCode).toBe(200);
    try {
      const eligible = (await rules(12, links.carlosHpe, carlos.token)).json();
      expect(eligible).toMatchObject({ elegivel: true, motivos: [], elegivelEm: null, limites: { idadeMinima: 45 } });

      const documents = [await uploadPdf(carlos, 'rg.pdf'), await uploadPdf(carlos, 'banco.pdf')];
      const cases: Array<[object, number[] | undefined, string, string]> = [
        [{ formaRenda: 'prazo', prazoMeses: 361 }, documents, 'dados/prazoMeses', 'Prazo: de 60 a 360.'],
        [{ formaRenda: 'prazo', prazoMeses: 120.5 }, documents, 'dados/prazoMeses', 'Prazo: informe um número inteiro.'],
        [{ formaRenda: 'percentual', percentualSaldo: '2.50' }, documents, 'dados/percentualSaldo', 'Percentual do saldo por mês: de 0,3 % a 2 %.'],
        [{ formaRenda: 'percentual', percentualSaldo: '0.29' }, documents, 'dados/percentualSaldo', 'Percentual do saldo por mês: de 0,3 % a 2 %.'],
        [{ formaRenda: 'vitalicia' }, documents, 'dados/formaRenda', 'Escolha uma opção em Forma de recebimento da renda.'],
        [{ formaRenda: 'prazo', prazoMeses: 240 }, undefined, 'idAnexos', 'Envie o documento: Documento de identidade com foto.'],
        [{ formaRenda: 'prazo', prazoMeses: 240 }, documents.slice(0, 1), 'idAnexos', 'Envie o documento: Comprovante de dados bancários.'],
      ];
      for (const [dados, idAnexos, errorPath, message] of cases) {
        const response = await ask(carlos, links.carlosHpe, 12, dados, idAnexos);
        expect(response.statusCode, JSON.stringify(dados)).toBe(400);
        expect(response.json().errors, JSON.stringify(dados)).toContainEqual({ path: errorPath, message, type: expect.any(String) });
      }

      const created = await ask(carlos, links.carlosHpe, 12, { formaRenda: 'prazo', prazoMeses: 240 }, documents);
      expect(created.statusCode, created.body).toBe(201);
      const { id, protocolo } = created.json();
      expect(protocolo).toMatch(/^\d{4}\/\d+|^\S+$/);
      const row = await requestRow(id);
      const saldo = eligible.valores.saldo as string;
      expect(row.dados).toEqual({ formaRenda: 'prazo', prazoMeses: 240, saldo, dataSaldo: eligible.valores.dataSaldo, rendaEstimada: estimatedFirstIncome(saldo, { formaRenda: 'prazo', prazoMeses: 240 }, { rentabilidadeReferencia: '4.00', pagamentosPorAno: 13 }) });

      // Benefits are analysed before they are concluded (the workflow refuses Recebida → Concluída).
      expect((await changeStatus(id, 4)).statusCode).toBe(409);
      expect((await changeStatus(id, 2)).statusCode).toBe(200);
      expect(await linkRow(links.carlosHpe)).toMatchObject({ idCategoria: CATEGORY_ID.TAXPAYER, idSituacao: SITUATION_ID.ACTIVE, formaRenda: null });
      const done = await changeStatus(id, 4);
      expect(done.statusCode, done.body).toBe(200);
      expect(await linkRow(links.carlosHpe)).toMatchObject({ idCategoria: CATEGORY_ID.ASSISTED, idSituacao: SITUATION_ID.IN_BENEFIT, formaRenda: 'prazo', prazoRendaMeses: 240, percentualRenda: null });
    } finally {
      expect((await putParameters({ idadeMinima: 55 })).statusCode).toBe(200);
    }
  });

  it('answers 401 without a session, 403 for another person\'s link and for a service not enabled, 404 for an absent link', async () => {
    expect((await rules(12, links.carlosHpe)).statusCode).toBe(401);
    expect((await call('POST', '/criarSolicitacao', undefined, { idPessoa: carlos.idPessoa, idVinculoPlano: links.carlosHpe, idFuncionalidade: 12, dados: {} })).statusCode).toBe(401);
    expect((await rules(12, links.carlosHpe, maria.token)).statusCode).toBe(403);
    expect((await ask(maria, links.carlosHpe, 12, { formaRenda: 'prazo', prazoMeses: 240 })).statusCode).toBe(403);
    // Maria already receives: the benefit request is not among her services.
    expect((await rules(12, links.mariaHpe, maria.token)).statusCode).toBe(403);
    expect((await ask(maria, links.mariaHpe, 12, { formaRenda: 'prazo', prazoMeses: 240 })).statusCode).toBe(403);
    expect((await rules(12, 999999, carlos.token)).statusCode).toBe(404);
  });
});

describe('income change (31)', () => {
  it('shows Maria her current income (0,80 % of the balance), the plan\'s range and the period', async () => {
    const response = await rules(31, links.mariaHpe, maria.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      limites: { ...HPE_LIMITS, mesesEntreAlteracoesRenda: 12 },
      elegivel: true,
      motivos: [],
      elegivelEm: null,
      valores: { rendaAtual: { formaRenda: 'percentual', prazoMeses: null, percentualSaldo: '0.80' }, rentabilidadeReferencia: '4.00' },
    });
    // What the current income and the plan's range pay on today's balance, by the simulator's equations.
    const valores = response.json().valores;
    const plan = { rentabilidadeReferencia: '4.00', pagamentosPorAno: 13 as const };
    expect(valores.rendaAtual.valorEstimado).toBe(estimatedFirstIncome(valores.saldo, { formaRenda: 'percentual', percentualSaldo: '0.80' }, plan));
    expect(valores.rendaEstimada).toEqual({
      percentualMinimo: estimatedFirstIncome(valores.saldo, { formaRenda: 'percentual', percentualSaldo: '0.30' }, plan),
      percentualMaximo: estimatedFirstIncome(valores.saldo, { formaRenda: 'percentual', percentualSaldo: '2.00' }, plan),
      prazoMinimo: estimatedFirstIncome(valores.saldo, { formaRenda: 'prazo', prazoMeses: 60 }, plan),
      prazoMaximo: estimatedFirstIncome(valores.saldo, { formaRenda: 'prazo', prazoMeses: 360 }, plan),
    });
    // 0,80 % of the balance, to the centavo.
    expect(Number(valores.rendaAtual.valorEstimado)).toBeCloseTo(Number(valores.saldo) * 0.008, 2);
    expect((await rules(31, links.pauloDxc, paulo.token)).json().valores.rendaAtual).toMatchObject({ formaRenda: 'prazo', prazoMeses: 240, percentualSaldo: null });
  });

  it('400 per field, 201 with the values, then 409 within the period saying from when; a cancelled one does not count', async () => {
    for (const [dados, errorPath, message] of [
      [{ formaRenda: 'percentual', percentualSaldo: '0.10' }, 'dados/percentualSaldo', 'Percentual do saldo por mês: de 0,3 % a 2 %.'],
      [{ formaRenda: 'percentual', percentualSaldo: 'um' }, 'dados/percentualSaldo', 'Percentual do saldo por mês: use um número com até 2 casas decimais.'],
      [{ formaRenda: 'prazo', prazoMeses: 30 }, 'dados/prazoMeses', 'Prazo: de 60 a 360.'],
      [{ formaRenda: 'prazo' }, 'dados/prazoMeses', 'Preencha o campo Prazo.'],
    ] as const) {
      const response = await ask(maria, links.mariaHpe, 31, dados);
      expect(response.statusCode, JSON.stringify(dados)).toBe(400);
      expect(response.json().errors).toContainEqual({ path: errorPath, message, type: expect.any(String) });
    }

    const first = await ask(maria, links.mariaHpe, 31, { formaRenda: 'percentual', percentualSaldo: '1.00' });
    expect(first.statusCode, first.body).toBe(201);
    const firstRow = await requestRow(first.json().id);
    expect(firstRow.dados).toMatchObject({ formaRenda: 'percentual', percentualSaldo: '1.00', formaRendaAnterior: 'percentual', percentualSaldoAnterior: '0.80', rendaAnteriorEstimada: expect.stringMatching(/^\d+\.\d{2}$/) });
    const { saldo, rendaEstimada } = firstRow.dados as { saldo: string; rendaEstimada: string };
    expect(rendaEstimada).toBe(estimatedFirstIncome(saldo, { formaRenda: 'percentual', percentualSaldo: '1.00' }, { rentabilidadeReferencia: '4.00', pagamentosPorAno: 13 }));

    const today = fundToday();
    const next = format(addMonths(parseISO(today), 12), 'yyyy-MM-dd');
    const sentence = `A renda pode ser alterada uma vez a cada 12 meses. Você pediu uma alteração em ${brDate(today)}: uma nova pode ser pedida a partir de ${brDate(next)}.`;
    const second = await ask(maria, links.mariaHpe, 31, { formaRenda: 'prazo', prazoMeses: 120 });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().message).toBe(sentence);
    expect((await rules(31, links.mariaHpe, maria.token)).json()).toMatchObject({ elegivel: false, motivos: [sentence], elegivelEm: next });

    // Cancelled, it no longer counts: she asks again, and the fund concludes it (31 may go straight to Concluída).
    expect((await call('POST', `/cancelarSolicitacao/${first.json().id}`, maria.token, {})).statusCode).toBe(200);
    expect((await rules(31, links.mariaHpe, maria.token)).json().elegivel).toBe(true);
    const again = await ask(maria, links.mariaHpe, 31, { formaRenda: 'prazo', prazoMeses: 120 });
    expect(again.statusCode, again.body).toBe(201);
    expect((await changeStatus(again.json().id, 2)).statusCode).toBe(200);
    expect((await changeStatus(again.json().id, 4)).statusCode).toBe(200);
    expect(await linkRow(links.mariaHpe)).toMatchObject({ idSituacao: SITUATION_ID.IN_BENEFIT, formaRenda: 'prazo', prazoRendaMeses: 120, percentualRenda: null });
  });

  it('403 for another person\'s link and for a contributor (not enabled); 401 without a session', async () => {
    expect((await rules(31, links.mariaHpe, carlos.token)).statusCode).toBe(403);
    expect((await ask(carlos, links.mariaHpe, 31, { formaRenda: 'percentual', percentualSaldo: '1.00' })).statusCode).toBe(403);
    const carlosDxc = await linkOf(carlos, PLAN_ID.DXC);
    expect((await rules(31, carlosDxc, carlos.token)).statusCode).toBe(403);
    expect((await ask(carlos, carlosDxc, 31, { formaRenda: 'percentual', percentualSaldo: '1.00' })).statusCode).toBe(403);
    expect((await rules(31, links.mariaHpe)).statusCode).toBe(401);
  });
});

describe('benefit suspension (21)', () => {
  it('Paulo asks once; a second while the first is open is 409; concluded, the benefit is suspended', async () => {
    expect((await rules(21, links.pauloDxc, paulo.token)).json()).toMatchObject({ elegivel: true, motivos: [], valores: { rendaAtual: { formaRenda: 'prazo', prazoMeses: 240 } } });
    const missing = await ask(paulo, links.pauloDxc, 21, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({ path: 'dados/motivo', message: 'Preencha o campo Motivo da suspensão.', type: expect.any(String) });

    const created = await ask(paulo, links.pauloDxc, 21, { motivo: 'Vou voltar a trabalhar na patrocinadora.' });
    expect(created.statusCode, created.body).toBe(201);
    const { id, protocolo } = created.json();
    const sentence = `Você já tem um pedido de suspensão do benefício em andamento (protocolo ${protocolo}).`;
    const second = await ask(paulo, links.pauloDxc, 21, { motivo: 'De novo.' });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().message).toBe(sentence);
    expect((await rules(21, links.pauloDxc, paulo.token)).json()).toMatchObject({ elegivel: false, motivos: [sentence], elegivelEm: null });

    expect((await changeStatus(id, 2)).statusCode).toBe(200);
    expect((await changeStatus(id, 4)).statusCode).toBe(200);
    expect(await linkRow(links.pauloDxc)).toMatchObject({ idSituacao: SITUATION_ID.SUSPENDED });
  });

  it('403 for another person\'s link and for a contributor', async () => {
    expect((await rules(21, links.mariaHpe, paulo.token)).statusCode).toBe(403);
    expect((await ask(paulo, links.mariaHpe, 21, { motivo: 'x' })).statusCode).toBe(403);
    const carlosDxc = await linkOf(carlos, PLAN_ID.DXC);
    expect((await ask(carlos, carlosDxc, 21, { motivo: 'x' })).statusCode).toBe(403);
  });
});

describe('the plan\'s benefit rules in GET and PUT /…ParametrosBeneficio', () => {
  it('GET answers them; PUT saves them (and keeps those left out)', async () => {
    const saved = await putParameters({ idadeMinima: 50, anosMinimosPlano: 5, percentualRendaMinimo: '0.50', percentualRendaMaximo: '1.50', prazoRendaMinimoMeses: 120, prazoRendaMaximoMeses: 300, mesesEntreAlteracoesRenda: 6, percentualSaqueAVista: '10.00' });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { pagamentosPorAno: 13, rentabilidadeReferencia: '4.00', idadeAposentadoria: 60, idadeMinima: 50, anosMinimosPlano: 5, percentualRendaMinimo: '0.50', percentualRendaMaximo: '1.50', prazoRendaMinimoMeses: 120, prazoRendaMaximoMeses: 300, mesesEntreAlteracoesRenda: 6, percentualSaqueAVista: '10.00' };
    expect(saved.json()).toEqual(expected);
    expect((await call('GET', `/retornarParametrosBeneficio/${PLAN_ID.HPE}`, admin.token)).json()).toEqual(expected);
    // The services read them at once.
    expect((await rules(31, links.mariaHpe, maria.token)).json().limites).toEqual({ prazoRendaMinimoMeses: 120, prazoRendaMaximoMeses: 300, percentualRendaMinimo: '0.50', percentualRendaMaximo: '1.50', mesesEntreAlteracoesRenda: 6 });
    expect((await putParameters({ idadeAposentadoria: 62 })).json()).toEqual({ ...expected, idadeAposentadoria: 62 });
    const restore = { idadeMinima: 55, anosMinimosPlano: 10, percentualRendaMinimo: '0.30', percentualRendaMaximo: '2.00', prazoRendaMinimoMeses: 60, prazoRendaMaximoMeses: 360, mesesEntreAlteracoesRenda: 12, percentualSaqueAVista: '25.00' };
    expect((await putParameters(restore)).statusCode).toBe(200);
  });

  it('400 with a message per rule: ranges, minimum above maximum, minimum age above retirement age', async () => {
    const m = BENEFIT_RULE_MESSAGES;
    const cases: Array<[object, string, string]> = [
      [{ idadeMinima: 39 }, 'idadeMinima', m.idadeMinima],
      [{ idadeMinima: 61 }, 'idadeMinima', m.idadeMinimaAcimaAposentadoria],
      [{ anosMinimosPlano: 41 }, 'anosMinimosPlano', m.anosMinimosPlano],
      [{ percentualRendaMinimo: '0.00' }, 'percentualRendaMinimo', m.percentualRendaMinimo],
      [{ percentualRendaMaximo: '10.01' }, 'percentualRendaMaximo', m.percentualRendaMaximo],
      [{ percentualRendaMinimo: '1,5' }, 'percentualRendaMinimo', m.percentualRendaMinimo],
      [{ percentualRendaMinimo: '1.60', percentualRendaMaximo: '1.50' }, 'percentualRendaMaximo', m.percentualRendaOrdem],
      [{ prazoRendaMinimoMeses: 11 }, 'prazoRendaMinimoMeses', m.prazoRendaMinimoMeses],
      [{ prazoRendaMaximoMeses: 601 }, 'prazoRendaMaximoMeses', m.prazoRendaMaximoMeses],
      [{ prazoRendaMinimoMeses: 300, prazoRendaMaximoMeses: 240 }, 'prazoRendaMaximoMeses', m.prazoRendaOrdem],
      [{ mesesEntreAlteracoesRenda: 0 }, 'mesesEntreAlteracoesRenda', m.mesesEntreAlteracoesRenda],
      [{ percentualSaqueAVista: '100.01' }, 'percentualSaqueAVista', m.percentualSaqueAVista],
    ];
    for (const [change, errorPath, message] of cases) {
      const response = await putParameters(change);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors, JSON.stringify(change)).toEqual([{ path: errorPath, message, type: expect.any(String) }]);
    }
    expect((await putParameters({ idadeMinima: 'cinquenta' })).statusCode).toBe(400);
    expect((await call('PUT', `/atualizarParametrosBeneficio/${PLAN_ID.HPE}`, carlos.token, { pagamentosPorAno: 13, rentabilidadeReferencia: '4.00', idadeAposentadoria: 60, idadeMinima: 50 })).statusCode).toBe(403);
    expect((await call('GET', `/retornarParametrosBeneficio/${PLAN_ID.HPE}`)).statusCode).toBe(401);
    // Nothing was saved by the refused calls.
    expect((await call('GET', `/retornarParametrosBeneficio/${PLAN_ID.HPE}`, admin.token)).json()).toMatchObject({ idadeMinima: 55, percentualRendaMaximo: '2.00', prazoRendaMaximoMeses: 360 });
  });
});
