import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { format } from 'date-fns';
import { monthsUntilAge, projectBenefit } from '@/domain/benefit-simulator-projection';
import { Money } from '@/domain/money';
import { progressiveFinalTaxRange } from '@/domain/redemption-final-tax';
import { REGIME_MESSAGES } from '@/domain/tax-regime';
import { contribuicao } from '@/server/db/schema/contributions';
import { pessoa } from '@/server/db/schema/people';
import { requisicao } from '@/server/db/schema/requests';
import { vinculoPlano } from '@/server/db/schema/plans';
import { REGIME_SERVICE_MESSAGES } from '@/server/modules/tax-regime/service';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
type Person = { token: string; idPessoa: number; links: Array<{ id: number; idPlano: number }> };
const people: Record<string, Person> = {};
let admin: string;
const ABSENT = 2_000_000_000;

beforeAll(async () => {
  context = await createTestContext();
  admin = (await login(context.app, DEMO_ACCOUNTS.ana.cpf)).token;
  for (const name of ['carlos', 'maria', 'paulo', 'diego', 'sofia', 'bruno'] as const) {
    const { token, idPessoa } = await login(context.app, DEMO_ACCOUNTS[name].cpf);
    const links = await context.database.db.select({ id: vinculoPlano.id, idPlano: vinculoPlano.idPlano }).from(vinculoPlano).where(eq(vinculoPlano.idPessoa, idPessoa)).orderBy(vinculoPlano.id);
    people[name] = { token, idPessoa, links };
  }
});
afterAll(() => context.close());

const get = (idVinculoPlano: number | string, token?: string) =>
  context.app.inject({ method: 'GET', url: `/api/retornarRegimeTributacao/${idVinculoPlano}`, headers: token ? bearer(token) : {} });
const simulate = (body: Record<string, unknown>, token?: string) => context.app.inject({ method: 'POST', url: '/api/simularRegimeTributacao', headers: token ? bearer(token) : {}, payload: body });
const choose = (body: Record<string, unknown>, token?: string) => context.app.inject({ method: 'POST', url: '/api/enviarOpcaoRegimeTributacao', headers: token ? bearer(token) : {}, payload: body });
const linkOf = (name: string, index = 0) => people[name].links[index].id;
const choiceOf = (name: string, regime: string, extra: Record<string, unknown> = {}, index = 0) => ({ idPessoa: people[name].idPessoa, idVinculoPlano: linkOf(name, index), regime, ...extra });

describe('GET /api/retornarRegimeTributacao/{idVinculoPlano}', () => {
  it("Carlos (HPE, active, 'Não informado') may choose either regime", async () => {
    const response = await get(linkOf('carlos'), people.carlos.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ regime: null, regimeDescricao: 'Não informado', podeEscolher: true, opcoesPermitidas: ['progressivo', 'regressivo'] });
  });

  it('Bruno (BPD, regressive) cannot, and is told why', async () => {
    const body = (await get(linkOf('bruno'), people.bruno.token)).json();
    expect(body).toEqual({ regime: 'regressivo', regimeDescricao: 'Regressivo', podeEscolher: false, opcoesPermitidas: [], motivo: REGIME_MESSAGES.regressiveIsFinal });
  });

  it('Maria (assisted, in benefit, progressive) cannot either: the benefit was granted', async () => {
    const body = (await get(linkOf('maria'), people.maria.token)).json();
    expect(body).toEqual({ regime: 'progressivo', regimeDescricao: 'Progressivo', podeEscolher: false, opcoesPermitidas: [], motivo: REGIME_MESSAGES.receivingBenefit });
  });

  it('Paulo (pensioner, in benefit, progressive) cannot: the benefit was granted', async () => {
    const body = (await get(linkOf('paulo'), people.paulo.token)).json();
    expect(body).toMatchObject({ regime: 'progressivo', regimeDescricao: 'Progressivo', podeEscolher: false, motivo: REGIME_MESSAGES.receivingBenefit });
  });

  it('Diego (left the sponsor, progressive) may only go to regressive', async () => {
    expect((await get(linkOf('diego'), people.diego.token)).json()).toEqual({ regime: 'progressivo', regimeDescricao: 'Progressivo', podeEscolher: true, opcoesPermitidas: ['regressivo'] });
  });

  it('401 without a session, 403 for another person’s link, 404 for an absent one (administrator), 400 for a malformed id', async () => {
    expect((await get(linkOf('carlos'))).statusCode).toBe(401);
    expect((await get(linkOf('maria'), people.carlos.token)).statusCode).toBe(403);
    expect((await get(ABSENT, people.carlos.token)).statusCode).toBe(403);
    expect((await get(ABSENT, admin)).statusCode).toBe(404);
    expect((await get(linkOf('carlos'), admin)).statusCode).toBe(200);
    const malformed = await get('abc', people.carlos.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].path).toBe('params/idVinculoPlano');
  });
});

describe('POST /api/simularRegimeTributacao', () => {
  it("compares both regimes over Carlos's own numbers; the redemption's regressive tax is the regressive extract's total", async () => {
    const response = await simulate({ idVinculoPlano: linkOf('carlos') }, people.carlos.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const extract = (await context.app.inject({ method: 'GET', url: `/api/retornarExtratoIrRegressivo/${linkOf('carlos')}`, headers: bearer(people.carlos.token) })).json();

    // (a) A full redemption today: the extract's lots, and 15 % of the same amount in advance under the progressive.
    expect(body.resgate.valorBruto).toBe(extract.totais.valorAtual);
    expect(body.regressivo.imposto.resgate).toBe(extract.totais.imposto);
    expect(body.progressivo.imposto.resgate).toBe(new Money(extract.totais.valorAtual).times('0.15').toDecimalPlaces(2).toFixed(2));
    expect(body.progressivo.aliquotaEfetiva.resgate).toBe('15.00');
    // The 15 % is an advance: the declaration's final tax by the annual table (redemption-final-tax.ts).
    expect(body.progressivo.impostoFinalResgate).toEqual(progressiveFinalTaxRange(body.resgate.valorBruto, Number(body.dataReferencia.slice(0, 4))));
    expect(body.regressivo.aliquotaEfetiva.resgate).toBe(new Money(extract.totais.imposto).div(extract.totais.valorAtual).times(100).toFixed(2));
    expect(new Money(body.regressivo.valorLiquido.resgate).plus(body.regressivo.imposto.resgate).toFixed(2)).toBe(extract.totais.valorAtual);

    // (b) The income: HPE's parameters (60 years, 13 payments, 4 % a year), 240 months, Carlos's last monthly contribution.
    const today = format(new Date(), 'yyyy-MM-dd');
    const [owner] = await context.database.db.select({ dataNascimento: pessoa.dataNascimento }).from(pessoa).where(eq(pessoa.id, people.carlos.idPessoa));
    const [last] = await context.database.db
      .select({ competencia: contribuicao.competencia })
      .from(contribuicao)
      .where(and(eq(contribuicao.idVinculoPlano, linkOf('carlos')), eq(contribuicao.status, 'paga'), inArray(contribuicao.tipo, ['basica', 'suplementar', 'patrocinadora'])))
      .orderBy(desc(contribuicao.competencia))
      .limit(1);
    const lastMonth = await context.database.db
      .select({ valor: contribuicao.valor })
      .from(contribuicao)
      .where(and(eq(contribuicao.idVinculoPlano, linkOf('carlos')), eq(contribuicao.competencia, last.competencia), inArray(contribuicao.tipo, ['basica', 'suplementar', 'patrocinadora'])));
    const monthly = lastMonth.reduce((total, row) => total.plus(row.valor), new Money(0)).toFixed(2);
    const months = monthsUntilAge(owner.dataNascimento, 60, today);
    expect(body.premissas).toMatchObject({ idadeAposentadoria: 60, pagamentosPorAno: 13, rentabilidadeAnual: '4.00', prazoMeses: 240, contribuicaoMensal: monthly, mesesAteAposentadoria: months, outrasRendasMensais: '0.00' });
    const projection = projectBenefit(
      { saldoInicial: extract.totais.valorAtual, contribuicaoMensal: monthly, rentabilidadeAnual: '4.00', meses: months },
      { formaRenda: 'prazo', prazoMeses: 240, pagamentosPorAno: 13 },
    );
    expect(body.renda).toMatchObject({ saldoAtual: extract.totais.valorAtual, saldoProjetado: projection.saldoProjetado, rendaMensal: projection.rendaMensal, pagamentos: 260 });
    expect(body.renda.rendaTotal).toBe(new Money(projection.rendaMensal).times(260).toFixed(2));
    expect(body.progressivo.imposto.rendaTotal).toBe(new Money(body.progressivo.imposto.rendaMensal).times(260).toFixed(2));
    // Carlos has contributed since 2016 in the demo data and retires in the 2030s: every lot is over 10 years old when paid.
    expect(body.regressivo.aliquotaEfetiva.renda).toBe('10.00');
    expect(body.pontoDeEquilibrio).toMatchObject({ aliquotaRegressiva: '10.00', outrasRendasMensais: '0.00' });
    expect(body.recomendacao.regime).toMatch(/^(progressivo|regressivo)$/);
    expect(body.recomendacao.ressalvas.join(' ')).toContain('irretratável');
  });

  it('other income raises the progressive tax (marginal) and lowers the break-even; inputs are echoed', async () => {
    const base = (await simulate({ idVinculoPlano: linkOf('carlos'), idadeAposentadoria: 65, prazoMeses: 120 }, people.carlos.token)).json();
    const withOther = (await simulate({ idVinculoPlano: linkOf('carlos'), idadeAposentadoria: 65, prazoMeses: 120, outrasRendasMensais: '8000.00' }, people.carlos.token)).json();
    expect(withOther.premissas).toMatchObject({ idadeAposentadoria: 65, prazoMeses: 120, outrasRendasMensais: '8000.00' });
    expect(withOther.renda.rendaMensal).toBe(base.renda.rendaMensal);
    expect(new Money(withOther.progressivo.imposto.rendaMensal).gt(base.progressivo.imposto.rendaMensal)).toBe(true);
    expect(new Money(withOther.pontoDeEquilibrio.rendaMensal).lt(base.pontoDeEquilibrio.rendaMensal)).toBe(true);
  });

  it('works for someone who no longer contributes (Diego) and for a benefit already granted (Maria)', async () => {
    const diego = (await simulate({ idVinculoPlano: linkOf('diego') }, people.diego.token)).json();
    expect(diego.premissas.contribuicaoMensal).toBe('0.00');
    expect(diego.regimeAtual).toBe('progressivo');
    const maria = await simulate({ idVinculoPlano: linkOf('maria') }, people.maria.token);
    expect(maria.statusCode).toBe(200);
    expect(maria.json().premissas.mesesAteAposentadoria).toBe(0);
  });

  it('400 with a Portuguese message per field', async () => {
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ idadeAposentadoria: 30 }, 'idadeAposentadoria', REGIME_SERVICE_MESSAGES.retirementAge],
      [{ prazoMeses: 100 }, 'prazoMeses', REGIME_SERVICE_MESSAGES.term],
      [{ prazoMeses: 0 }, 'prazoMeses', REGIME_SERVICE_MESSAGES.term],
      [{ rentabilidadeAnual: '20.00' }, 'rentabilidadeAnual', REGIME_SERVICE_MESSAGES.annualReturn],
      [{ outrasRendasMensais: '2000000.00' }, 'outrasRendasMensais', REGIME_SERVICE_MESSAGES.otherIncome],
      [{ outrasRendasMensais: 'abc' }, 'outrasRendasMensais'],
      [{ outrasRendasMensais: 3000 }, 'outrasRendasMensais'],
      [{ idadeAposentadoria: '65' }, 'idadeAposentadoria'],
    ];
    for (const [extra, path, message] of cases) {
      const response = await simulate({ idVinculoPlano: linkOf('carlos'), ...extra }, people.carlos.token);
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      // The schema's own messages name the part too (body/…); the service's name the field.
      expect(response.json().errors[0].path).toBe(message ? path : `body/${path}`);
      if (message) expect(response.json().errors[0].message).toBe(message);
      else expect(response.json().errors[0].message).toMatch(/deve/);
    }
    expect((await simulate({ idVinculoPlano: linkOf('carlos'), extra: 1 }, people.carlos.token)).statusCode).toBe(400);
    expect((await simulate({}, people.carlos.token)).statusCode).toBe(400);
  });

  it('401 without a session, 403 for another person’s link, 404 for an absent one (administrator)', async () => {
    expect((await simulate({ idVinculoPlano: linkOf('carlos') })).statusCode).toBe(401);
    expect((await simulate({ idVinculoPlano: linkOf('maria') }, people.carlos.token)).statusCode).toBe(403);
    expect((await simulate({ idVinculoPlano: ABSENT }, admin)).statusCode).toBe(404);
  });
});

describe('POST /api/enviarOpcaoRegimeTributacao', () => {
  it('regressive without confirmacaoIrretratavel: true → 400 naming the field', async () => {
    for (const extra of [{}, { confirmacaoIrretratavel: false }]) {
      const response = await choose(choiceOf('carlos', 'regressivo', extra), people.carlos.token);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ path: 'confirmacaoIrretratavel', message: REGIME_SERVICE_MESSAGES.confirmationRequired, type: 'required' }]);
    }
    expect((await choose(choiceOf('carlos', 'isento'), people.carlos.token)).statusCode).toBe(400);
    expect((await choose(choiceOf('carlos', 'regressivo', { confirmacaoIrretratavel: 'sim' }), people.carlos.token)).statusCode).toBe(400);
  });

  it('401, 403 (another person, another person’s link), 404 (administrator, absent link)', async () => {
    expect((await choose(choiceOf('carlos', 'progressivo'))).statusCode).toBe(401);
    expect((await choose(choiceOf('maria', 'progressivo'), people.carlos.token)).statusCode).toBe(403);
    expect((await choose({ ...choiceOf('carlos', 'progressivo'), idVinculoPlano: linkOf('maria') }, people.carlos.token)).statusCode).toBe(403);
    expect((await choose({ ...choiceOf('carlos', 'progressivo'), idVinculoPlano: ABSENT }, admin)).statusCode).toBe(404);
  });

  it('409 with the reason for a regime that is not allowed: Bruno (regressive), Maria (in benefit), Diego to progressive', async () => {
    const bruno = await choose(choiceOf('bruno', 'progressivo'), people.bruno.token);
    expect(bruno.statusCode).toBe(409);
    expect(bruno.json().message).toBe(REGIME_MESSAGES.regressiveIsFinal);
    const maria = await choose(choiceOf('maria', 'regressivo', { confirmacaoIrretratavel: true }), people.maria.token);
    expect(maria.statusCode).toBe(409);
    expect(maria.json().message).toBe(REGIME_MESSAGES.receivingBenefit);
    const diego = await choose(choiceOf('diego', 'progressivo'), people.diego.token);
    expect(diego.statusCode).toBe(409);
    expect(diego.json().message).toBe(REGIME_SERVICE_MESSAGES.alreadyProgressive);
  });

  it('Diego to regressive with the confirmation: 201, then a second choice while it is open → 409', async () => {
    const created = await choose(choiceOf('diego', 'regressivo', { confirmacaoIrretratavel: true }), people.diego.token);
    expect(created.statusCode, created.body).toBe(201);
    const { protocolo, id } = created.json();
    const status = (await get(linkOf('diego'), people.diego.token)).json();
    expect(status).toMatchObject({ regime: 'progressivo', podeEscolher: false, opcoesPermitidas: [], solicitacaoAberta: { id, protocolo, regime: 'regressivo' } });
    expect(status.motivo).toBe(REGIME_SERVICE_MESSAGES.openRequest(protocolo));
    const again = await choose(choiceOf('diego', 'regressivo', { confirmacaoIrretratavel: true }), people.diego.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REGIME_SERVICE_MESSAGES.openRequest(protocolo));
    // Cancelled, it no longer blocks a new choice.
    expect((await context.app.inject({ method: 'POST', url: `/api/cancelarSolicitacao/${id}`, headers: bearer(people.diego.token), payload: {} })).statusCode).toBe(200);
    expect((await get(linkOf('diego'), people.diego.token)).json()).toMatchObject({ podeEscolher: true, opcoesPermitidas: ['regressivo'] });
  });

  it('Carlos chooses regressive: a request of functionality 1 with dados.regime and the confirmation; concluded, the link is regressive for good', async () => {
    const before = Date.now();
    const created = await choose(choiceOf('carlos', 'regressivo', { confirmacaoIrretratavel: true }), people.carlos.token);
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ id: expect.any(Number), protocolo: expect.stringMatching(/^\d{10}$/), idPlano: people.carlos.links[0].idPlano, regime: 'regressivo' });
    const [row] = await context.database.db.select().from(requisicao).where(eq(requisicao.id, body.id));
    expect(row).toMatchObject({ idFuncionalidade: 1, idStatus: 1, idPessoa: people.carlos.idPessoa, idVinculoPlano: linkOf('carlos') });
    const dados = row.dados as { regime: string; confirmacaoIrretratavel: boolean; confirmadoEm: string };
    expect(dados).toMatchObject({ regime: 'regressivo', confirmacaoIrretratavel: true });
    expect(Date.parse(dados.confirmadoEm)).toBeGreaterThanOrEqual(before - 1000);

    // It is in Carlos's request tracking.
    const list = (await context.app.inject({ method: 'GET', url: `/api/retornarSolicitacoes?idPessoa=${people.carlos.idPessoa}&page=0&limit=5`, headers: bearer(people.carlos.token) })).json();
    expect(list.requisicoes[0]).toMatchObject({ id: body.id, funcionalidade: { id: 1 } });

    // The request centre concludes it: the link's regime changes in the same transaction.
    const concluded = await context.app.inject({ method: 'POST', url: `/api/alterarStatusSolicitacao/${body.id}`, headers: bearer(admin), payload: { idStatus: 4, comentario: 'Opção registrada.' } });
    expect(concluded.statusCode, concluded.body).toBe(200);
    const [link] = await context.database.db.select({ regimeTributacao: vinculoPlano.regimeTributacao }).from(vinculoPlano).where(eq(vinculoPlano.id, linkOf('carlos')));
    expect(link.regimeTributacao).toBe('regressivo');
    expect((await get(linkOf('carlos'), people.carlos.token)).json()).toEqual({
      regime: 'regressivo',
      regimeDescricao: 'Regressivo',
      podeEscolher: false,
      opcoesPermitidas: [],
      motivo: REGIME_MESSAGES.regressiveIsFinal,
    });
    const later = await choose(choiceOf('carlos', 'progressivo'), people.carlos.token);
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toBe(REGIME_MESSAGES.regressiveIsFinal);
  });

  it('Carlos chooses progressive on DXC (no confirmation needed); an administrator acting for him may too', async () => {
    const created = await choose(choiceOf('carlos', 'progressivo', {}, 1), people.carlos.token);
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await context.database.db.select({ dados: requisicao.dados }).from(requisicao).where(eq(requisicao.id, created.json().id));
    expect(row.dados).toEqual({ regime: 'progressivo' });
    // Sofia ('Não informado'), through an administrator viewing the portal as her.
    const forSofia = await context.app.inject({
      method: 'POST',
      url: '/api/enviarOpcaoRegimeTributacao',
      headers: { ...bearer(admin), 'x-pessoa-alvo': String(people.sofia.idPessoa) },
      payload: choiceOf('sofia', 'progressivo'),
    });
    expect(forSofia.statusCode, forSofia.body).toBe(201);
  });
});
