import { parse } from 'csv-parse/sync';
import { format, subMonths } from 'date-fns';
import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRIBUTION_STATUS_LABELS, CONTRIBUTION_TYPE_LABELS, parseCsvDecimal } from '@/domain/extracts-balance';
import { fundMonth, fundToday } from '@/domain/business-days';
import { HISTORY_MESSAGES } from '@/domain/extracts-history';
import { addMonthsTo, listMonths } from '@/domain/extracts-period';
import { formatBrl } from '@/domain/format-decimal';
import { Money, toCents } from '@/domain/money';
import { regressiveRate } from '@/domain/extracts-regressive-tax';
import { contribuicao } from '@/server/db/schema/contributions';
import { indiceEconomico, valorIndice } from '@/server/db/schema/economic-indexes';
import { perfilInvestimento } from '@/server/db/schema/investment-profile';
import { plano, vinculoPlano } from '@/server/db/schema/plans';
import { valorCota } from '@/server/db/schema/quota-values';
import { apiOf, bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { formatQuotas } from '@/domain/format-decimal';
import { pdfText } from './pdf-text';

let context: TestContext;
let admin: string;
const links: Record<string, number> = {};
const tokens: Record<string, string> = {};
const now = new Date();
const currentMonth = fundMonth(now);
const today = fundToday(now);

beforeAll(async () => {
  context = await createTestContext();
  admin = (await login(context.app, DEMO_ACCOUNTS.ana.cpf)).token;
  for (const name of ['carlos', 'maria', 'sofia'] as const) {
    const { token, idPessoa } = await login(context.app, DEMO_ACCOUNTS[name].cpf);
    tokens[name] = token;
    links[name] = (await context.app.inject({ method: 'GET', url: `/api/retornarPlanosAtivos/${idPessoa}`, headers: bearer(token) })).json()[0].id;
  }
});
afterAll(() => context.close());

const { get } = apiOf(() => context.app);

/** The link's quota series read straight from the tables (the plan's first profile when none was chosen). */
async function latestValueOf(idVinculoPlano: number, day = today) {
  const db = context.database.db;
  const [link] = await db.select().from(vinculoPlano).where(eq(vinculoPlano.id, idVinculoPlano));
  const [plan] = await db.select().from(plano).where(eq(plano.id, link.idPlano));
  let profile: number | null = null;
  if (plan.temPerfil === 'S') {
    profile = link.idPerfilInvestimento ?? (await db.select().from(perfilInvestimento).where(eq(perfilInvestimento.idPlano, plan.id)).orderBy(perfilInvestimento.ordem).limit(1))[0].id;
  }
  const [row] = await db
    .select()
    .from(valorCota)
    .where(and(eq(valorCota.idPlano, plan.id), profile === null ? isNull(valorCota.idPerfilInvestimento) : eq(valorCota.idPerfilInvestimento, profile), lte(valorCota.data, day)))
    .orderBy(desc(valorCota.data))
    .limit(1);
  return row;
}

async function paidQuotasByType(idVinculoPlano: number) {
  const rows = await context.database.db
    .select({ tipo: contribuicao.tipo, cotas: sql<string>`sum(${contribuicao.cotas})::text` })
    .from(contribuicao)
    .where(and(eq(contribuicao.idVinculoPlano, idVinculoPlano), eq(contribuicao.status, 'paga')))
    .groupBy(contribuicao.tipo);
  return Object.fromEntries(rows.map((row) => [row.tipo, row.cotas]));
}

describe('GET /api/retornarSaldo/{idVinculoPlano}', () => {
  it('gives the balance = all paid quotas × the latest quota value rounded once, and the accounts as its shares', async () => {
    const response = await get(`/api/retornarSaldo/${links.carlos}`, tokens.carlos);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const latest = await latestValueOf(links.carlos);
    expect(body.valorCota).toBe(new Money(latest.valor).toFixed(8));
    expect(body.dataCota).toBe(latest.data);
    const quotas = await paidQuotasByType(links.carlos);
    expect(body.contas.map((account: { conta: string }) => account.conta)).toEqual(['basica', 'suplementar', 'esporadica', 'patrocinadora']);
    for (const account of body.contas) {
      expect(account.cotas).toBe(new Money(quotas[account.conta] ?? 0).toFixed(8));
      // Each account's share is within a centavo of its own quotas × the quota value.
      expect(new Money(account.saldo).minus(new Money(quotas[account.conta] ?? 0).times(latest.valor)).abs().lt('0.01')).toBe(true);
    }
    const allQuotas = Object.values(quotas).reduce((total, value) => total.plus(value), new Money(0));
    expect(body.saldoTotal).toBe(toCents(allQuotas.times(latest.valor)).toFixed(2));
    const sum = body.contas.reduce((total: InstanceType<typeof Money>, account: { saldo: string }) => total.plus(account.saldo), new Money(0));
    expect(sum.toFixed(2)).toBe(body.saldoTotal);
    expect(new Money(body.saldoTotal).gt(100_000)).toBe(true);
  });

  it('shows on the home page the same balance', async () => {
    const balance = (await get(`/api/retornarSaldo/${links.carlos}`, tokens.carlos)).json();
    const panel = (await get(`/api/retornarPainelParticipante/${links.carlos}`, tokens.carlos)).json();
    expect(panel.saldo.total).toBe(balance.saldoTotal);
    expect(panel.saldo.dataCota).toBe(balance.dataCota);
  });

  it('gives 12 month-end balances, the last equal to the balance, each = quotas held then × that month’s quota value', async () => {
    const body = (await get(`/api/retornarSaldo/${links.sofia}`, tokens.sofia)).json();
    expect(body.evolucao).toHaveLength(12);
    expect(body.evolucao.at(-1)).toEqual({ mes: currentMonth, saldo: body.saldoTotal });
    // Six months ago, worked from the rows: Sofia pays only basic contributions, one account.
    const month = addMonthsTo(currentMonth, -6);
    const [held] = await context.database.db
      .select({ cotas: sql<string>`sum(${contribuicao.cotas})::text` })
      .from(contribuicao)
      .where(and(eq(contribuicao.idVinculoPlano, links.sofia), eq(contribuicao.status, 'paga'), lte(contribuicao.competencia, `${month}-01`)));
    const value = await latestValueOf(links.sofia, `${month}-28`);
    expect(body.evolucao.find((row: { mes: string }) => row.mes === month).saldo).toBe(toCents(new Money(held.cotas).times(value.valor)).toFixed(2));
    expect(body.evolucao.map((row: { mes: string }) => row.mes)).toEqual([...body.evolucao.map((row: { mes: string }) => row.mes)].sort());
  });

  it('gives the quota returns in % with 2 places: 12 months, the year and since the start', async () => {
    const body = (await get(`/api/retornarSaldo/${links.sofia}`, tokens.sofia)).json();
    const latest = await latestValueOf(links.sofia);
    const yearAgo = await latestValueOf(links.sofia, format(subMonths(new Date(`${latest.data}T12:00:00`), 12), 'yyyy-MM-dd'));
    const expected = new Money(latest.valor).div(yearAgo.valor).minus(1).times(100).toDecimalPlaces(2).toFixed(2);
    expect(body.rentabilidade.ultimos12Meses).toBe(expected);
    expect(body.rentabilidade.desdeInicio).toMatch(/^-?\d+\.\d{2}$/);
    expect(Number(body.rentabilidade.desdeInicio)).toBeGreaterThan(Number(body.rentabilidade.ultimos12Meses));
    expect(body.rentabilidade.noAno).toMatch(/^-?\d+\.\d{2}$/);
  });
});

describe('GET /api/retornarSaldo/{idVinculoPlano}: the period of the history and the comparison with IPCA and CDI', () => {
  const url = (query = '') => `/api/retornarSaldo/${links.carlos}${query}`;
  const monthsOf = (body: { evolucao: Array<{ mes: string }> }) => body.evolucao.map((row) => row.mes);
  const lastDay = (month: string) => format(new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0), 'yyyy-MM-dd');

  /** An index accumulated over the months, worked straight from valor_indice: Π(1 + v/100) − 1, null if a month lacks. */
  async function indexOver(codigo: string, inicio: string, fim: string) {
    const rows = await context.database.db
      .select({ competencia: valorIndice.competencia, variacao: valorIndice.variacao })
      .from(valorIndice)
      .innerJoin(indiceEconomico, eq(indiceEconomico.id, valorIndice.idIndice))
      .where(and(eq(indiceEconomico.codigo, codigo), gte(valorIndice.competencia, `${inicio}-01`), lte(valorIndice.competencia, `${fim}-01`)));
    if (rows.length !== listMonths(inicio, fim).length) return null;
    const factor = rows.reduce((product, row) => product.times(new Money(row.variacao).div(100).plus(1)), new Money(1));
    return factor.minus(1).times(100).toDecimalPlaces(2).toFixed(2);
  }

  /** The plan's quota over the months: its value at the end of `fim` over the one at the end of the month before `inicio`. */
  async function planOver(inicio: string, fim: string) {
    const start = await latestValueOf(links.carlos, lastDay(addMonthsTo(inicio, -1)));
    const end = await latestValueOf(links.carlos, lastDay(fim) < today ? lastDay(fim) : today);
    return new Money(end.valor).div(start.valor).minus(1).times(100).toDecimalPlaces(2).toFixed(2);
  }

  it('answers the last 12 months without a query, as before, and the same with periodo=12m', async () => {
    const plain = (await get(url(), tokens.carlos)).json();
    expect(monthsOf(plain)).toEqual(listMonths(addMonthsTo(currentMonth, -11), currentMonth));
    expect(plain.evolucao.at(-1).saldo).toBe(plain.saldoTotal);
    expect((await get(url('?periodo=12m'), tokens.carlos)).json()).toEqual(plain);
    expect(plain.comparacao).toMatchObject({ inicio: addMonthsTo(currentMonth, -11), fim: currentMonth });
  });

  it('gives 60 month-end balances for periodo=5a: the current month and the 59 before, as 12m is 12', async () => {
    const body = (await get(url('?periodo=5a'), tokens.carlos)).json();
    expect(body.evolucao).toHaveLength(60);
    expect(monthsOf(body)).toEqual(listMonths(addMonthsTo(currentMonth, -59), currentMonth));
    const twelve = (await get(url(), tokens.carlos)).json();
    // The last 12 points and the balance are those of the default answer.
    expect(body.evolucao.slice(-12)).toEqual(twelve.evolucao);
    expect(body.saldoTotal).toBe(twelve.saldoTotal);
  });

  it('gives the whole history for periodo=tudo, from the month of the first paid contribution', async () => {
    const [first] = await context.database.db
      .select({ mes: sql<string>`to_char(min(${contribuicao.competencia}), 'YYYY-MM')` })
      .from(contribuicao)
      .where(and(eq(contribuicao.idVinculoPlano, links.carlos), eq(contribuicao.status, 'paga')));
    const body = (await get(url('?periodo=tudo'), tokens.carlos)).json();
    // The seed gives Carlos ten years of contributions: 120 months, the current one included.
    expect(first.mes).toBe(addMonthsTo(currentMonth, -119));
    expect(monthsOf(body)).toEqual(listMonths(first.mes, currentMonth));
    expect(body.evolucao[0].saldo).not.toBe('0.00');
    expect(body.evolucao.at(-1).saldo).toBe(body.saldoTotal);
    // The quota series starts with the contributions, so its first month has no month-end before it: the comparison starts a month later.
    expect(body.comparacao.inicio).toBe(addMonthsTo(first.mes, 1));
  });

  it('takes inicio and fim: the month-end balances of those months, the balance still today’s', async () => {
    const inicio = addMonthsTo(currentMonth, -30);
    const fim = addMonthsTo(currentMonth, -19);
    const body = (await get(url(`?inicio=${inicio}&fim=${fim}`), tokens.carlos)).json();
    expect(monthsOf(body)).toEqual(listMonths(inicio, fim));
    expect(body.saldoTotal).toBe((await get(url(), tokens.carlos)).json().saldoTotal);
    const [held] = await context.database.db
      .select({ cotas: sql<string>`sum(${contribuicao.cotas})::text` })
      .from(contribuicao)
      .where(and(eq(contribuicao.idVinculoPlano, links.carlos), eq(contribuicao.status, 'paga'), lte(contribuicao.competencia, `${fim}-01`)));
    const value = await latestValueOf(links.carlos, lastDay(fim));
    expect(body.evolucao.at(-1)).toEqual({ mes: fim, saldo: toCents(new Money(held.cotas).times(value.valor)).toFixed(2) });
    expect(body.comparacao.inicio).toBe(inicio);
    expect(body.comparacao.fim).toBe(fim);
  });

  it('compares the plan’s return with the IPCA and the CDI accumulated over the same months, as worked from the tables', async () => {
    for (const query of ['', '?periodo=5a', '?periodo=tudo', `?inicio=${addMonthsTo(currentMonth, -30)}&fim=${addMonthsTo(currentMonth, -19)}`]) {
      const { comparacao } = (await get(url(query), tokens.carlos)).json();
      expect(comparacao.ipca, query).toBe(await indexOver('IPCA', comparacao.inicio, comparacao.fim));
      expect(comparacao.cdi, query).toBe(await indexOver('CDI', comparacao.inicio, comparacao.fim));
      expect(comparacao.rentabilidadePlano, query).toBe(await planOver(comparacao.inicio, comparacao.fim));
      for (const figure of [comparacao.ipca, comparacao.cdi, comparacao.rentabilidadePlano]) expect(figure, query).toMatch(/^-?\d+\.\d{2}$/);
    }
    // The whole history compounds about ten years: the CDI of the demo (0.55 % to 1.05 % a month) is far above 50 %.
    expect(Number((await get(url('?periodo=tudo'), tokens.carlos)).json().comparacao.cdi)).toBeGreaterThan(50);
  });

  it('answers null for an index that lacks a month of the period', async () => {
    const month = addMonthsTo(currentMonth, -3);
    const db = context.database.db;
    const [cdi] = await db.select().from(indiceEconomico).where(eq(indiceEconomico.codigo, 'CDI'));
    const [removed] = await db.delete(valorIndice).where(and(eq(valorIndice.idIndice, cdi.id), eq(valorIndice.competencia, `${month}-01`))).returning();
    try {
      const { comparacao } = (await get(url(), tokens.carlos)).json();
      expect(comparacao.cdi).toBeNull();
      expect(comparacao.ipca).not.toBeNull();
      // A period without that month is whole again.
      expect((await get(url(`?fim=${addMonthsTo(month, -1)}`), tokens.carlos)).json().comparacao.cdi).not.toBeNull();
    } finally {
      await db.insert(valorIndice).values(removed);
    }
  });

  it('refuses both forms, an end before the start, a future end, more than 600 months and malformed values (400, in Portuguese)', async () => {
    const refused = async (query: string) => {
      const response = await get(url(query), tokens.carlos);
      expect(response.statusCode, query).toBe(400);
      return response.json();
    };
    expect(await refused('?periodo=5a&inicio=2020-01')).toEqual({ message: HISTORY_MESSAGES.bothForms, errors: [{ path: 'querystring/periodo', message: HISTORY_MESSAGES.bothForms, type: 'periodo' }] });
    expect(await refused('?inicio=2025-02&fim=2025-01')).toEqual({
      message: 'O mês final deve ser igual ou posterior ao mês inicial.',
      errors: [{ path: 'querystring/fim', message: 'O mês final deve ser igual ou posterior ao mês inicial.', type: 'periodo' }],
    });
    const future = await refused(`?inicio=${currentMonth}&fim=${addMonthsTo(currentMonth, 1)}`);
    expect(future.message).toBe('O mês final não pode ser posterior ao mês atual.');
    expect(future.errors[0].path).toBe('querystring/fim');
    const tooLong = await refused(`?inicio=${addMonthsTo(currentMonth, -600)}&fim=${currentMonth}`);
    expect(tooLong.message).toBe('O período pode ter no máximo 600 meses (50 anos). Escolha um período menor.');
    expect((await get(url(`?inicio=${addMonthsTo(currentMonth, -599)}&fim=${currentMonth}`), tokens.carlos)).statusCode).toBe(200);
    for (const query of ['?periodo=10a', '?periodo=', '?inicio=2026-13', '?fim=26-01', '?inicio=2025-1', '?extra=1']) {
      const body = await refused(query);
      expect(body.message, query).toBe('Os dados enviados são inválidos. Corrija os campos indicados.');
      expect(body.errors[0].path, query).toMatch(/^querystring/);
    }
  });
});

describe('GET /api/retornarExtratoContribuicao/{idVinculoPlano}', () => {
  const url = (query = '') => `/api/retornarExtratoContribuicao/${links.carlos}${query}`;

  it('lists the last 12 months by default, with totals equal to the rows and to the database', async () => {
    const body = (await get(url(), tokens.carlos)).json();
    const start = addMonthsTo(currentMonth, -11);
    expect(body.periodo).toEqual({ inicio: start, fim: currentMonth });
    // Carlos on HPE pays basic, supplementary and sponsor every month: 36 rows.
    expect(body.contribuicoes).toHaveLength(36);
    expect(body.contribuicoes[0]).toMatchObject({ competencia: start, tipo: 'basica', valor: '364.08', status: 'paga' });
    const sumOf = (key: 'valor' | 'cotas') => body.contribuicoes.reduce((sum: InstanceType<typeof Money>, row: Record<string, string>) => sum.plus(row[key] ?? 0), new Money(0));
    expect(body.totais.valor).toBe(sumOf('valor').toFixed(2));
    expect(body.totais.cotas).toBe(sumOf('cotas').toFixed(8));
    expect(body.totais.valor).toBe(new Money('1405.22').times(12).toFixed(2));
    const [fromDb] = await context.database.db
      .select({ valor: sql<string>`sum(${contribuicao.valor})::text` })
      .from(contribuicao)
      .where(and(eq(contribuicao.idVinculoPlano, links.carlos), sql`${contribuicao.competencia} >= ${`${start}-01`}`));
    expect(new Money(fromDb.valor).toFixed(2)).toBe(body.totais.valor);
    expect(body.totais.porTipo.map((row: { tipo: string }) => row.tipo)).toEqual(['basica', 'suplementar', 'patrocinadora']);
    expect(body.totais.porTipo.reduce((sum: InstanceType<typeof Money>, row: { valor: string }) => sum.plus(row.valor), new Money(0)).toFixed(2)).toBe(body.totais.valor);
    for (const row of body.contribuicoes) expect(toCents(new Money(row.cotas).times(row.valorCota)).toFixed(2)).toBe(row.valor);
  });

  it('filters by period and type', async () => {
    const body = (await get(url(`?inicio=${format(subMonths(now, 5), 'yyyy-MM')}&fim=${currentMonth}&tipo=suplementar`), tokens.carlos)).json();
    expect(body.contribuicoes).toHaveLength(6);
    expect(body.contribuicoes.every((row: { tipo: string }) => row.tipo === 'suplementar')).toBe(true);
    expect(body.totais.valor).toBe(new Money('677.06').times(6).toFixed(2));
  });

  it('lists a pending sporadic contribution without quotas; its value counts in the total, not in the quotas', async () => {
    const month = `${currentMonth}-01`;
    await context.database.db.insert(contribuicao).values([
      { idVinculoPlano: links.sofia, competencia: month, tipo: 'esporadica', valor: '250.00', status: 'pendente' },
      { idVinculoPlano: links.sofia, competencia: month, tipo: 'esporadica', valor: '100.00', cotas: '10.00000000', valorCota: '10.00000000', status: 'paga' },
    ]);
    const body = (await get(`/api/retornarExtratoContribuicao/${links.sofia}?inicio=${currentMonth}&tipo=esporadica`, tokens.sofia)).json();
    expect(body.contribuicoes).toEqual([
      { competencia: currentMonth, tipo: 'esporadica', valor: '250.00', cotas: null, valorCota: null, status: 'pendente' },
      { competencia: currentMonth, tipo: 'esporadica', valor: '100.00', cotas: '10.00000000', valorCota: '10.00000000', status: 'paga' },
    ]);
    expect(body.totais).toEqual({ valor: '350.00', cotas: '10.00000000', porTipo: [{ tipo: 'esporadica', valor: '350.00', cotas: '10.00000000' }] });
    // The paid one is in the sporadic account of the balance.
    const balance = (await get(`/api/retornarSaldo/${links.sofia}`, tokens.sofia)).json();
    expect(balance.contas.find((account: { conta: string }) => account.conta === 'esporadica').cotas).toBe('10.00000000');
  });

  it('streams the same rows as CSV: BOM, header, ";" and decimal comma, then the totals line', async () => {
    const query = `?inicio=${format(subMonths(now, 23), 'yyyy-MM')}&fim=${currentMonth}`;
    const json = (await get(url(query), tokens.carlos)).json();
    const response = await get(url(`${query}&formato=csv`), tokens.carlos);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const matricula = (await context.database.db.select().from(vinculoPlano).where(eq(vinculoPlano.id, links.carlos)))[0].matricula;
    expect(response.headers['content-disposition']).toBe(`attachment; filename="extrato-contribuicao-${matricula}-${json.periodo.inicio}-a-${currentMonth}.csv"`);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = response.rawPayload.toString('utf8');
    expect(text).toContain('Competência;Tipo;Valor (R$);Cotas;Valor da cota (R$);Situação\r\n');
    const records: string[][] = parse(text, { delimiter: ';', bom: true, from_line: 2 });
    const totals = records.pop()!;
    expect(records).toHaveLength(json.contribuicoes.length);
    const labelToType = Object.fromEntries(Object.entries(CONTRIBUTION_TYPE_LABELS).map(([tipo, label]) => [label, tipo]));
    const labelToStatus = Object.fromEntries(Object.entries(CONTRIBUTION_STATUS_LABELS).map(([status, label]) => [label, status]));
    expect(
      records.map(([competencia, tipo, valor, cotas, cota, status]) => ({
        competencia,
        tipo: labelToType[tipo],
        valor: parseCsvDecimal(valor),
        cotas: cotas ? parseCsvDecimal(cotas) : null,
        valorCota: cota ? parseCsvDecimal(cota) : null,
        status: labelToStatus[status],
      })),
    ).toEqual(json.contribuicoes);
    expect(totals).toEqual(['Total', '', json.totais.valor.replace('.', ','), json.totais.cotas.replace('.', ','), '', '']);
  });

  it('gives the same rows and totals as a PDF with the fund, the participant’s name and formatted CPF, the plan and the period', async () => {
    const query = `?inicio=${format(subMonths(now, 2), 'yyyy-MM')}&fim=${currentMonth}&tipo=basica`;
    const json = (await get(url(query), tokens.carlos)).json();
    const response = await get(url(`${query}&formato=pdf`), tokens.carlos);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="extrato-contribuicao-\d+-\d{4}-\d{2}-a-\d{4}-\d{2}-basica\.pdf"$/);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Fundação Exemplo de Previdência Complementar');
    expect(text).toContain('Carlos Contribuinte');
    expect(text).toContain('529.982.247-25');
    expect(text).toContain('HPE');
    expect(text).toContain('R$\u00a0364,08');
    expect(text).toContain(formatBrl(json.totais.valor));
    expect(text).toContain(formatQuotas(json.totais.cotas));
    expect(json.totais.valor).toBe('1092.24');
    expect(text.match(/R\$\u00a0364,08/g)).toHaveLength(3);
  });

  it('refuses bad months, an end before the start, more than ten years, a bad type or format (400, in Portuguese)', async () => {
    for (const query of ['?inicio=2026-13', '?fim=26-01', '?tipo=outra', '?formato=xls', '?inicio=2025-02&fim=2025-01', '?inicio=2010-01&fim=2025-01', '?extra=1']) {
      const response = await get(url(query), tokens.carlos);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/[ãçéíóúâêô]|inválid|período|mês/i);
    }
    expect((await get(url('?inicio=2025-02&fim=2025-01'), tokens.carlos)).json().message).toBe('O mês final deve ser igual ou posterior ao mês inicial.');
  });
});

describe('GET /api/retornarExtratoIrRegressivo/{idVinculoPlano}', () => {
  it('gives each monthly lot its share of the balance, its rate by age and its tax, with totals equal to the lots', async () => {
    const response = await get(`/api/retornarExtratoIrRegressivo/${links.carlos}`, tokens.carlos);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.lotes).toHaveLength(120);
    const latest = await latestValueOf(links.carlos);
    for (const lot of body.lotes) {
      // The lot's share of the balance: within a centavo of its quotas × the quota value.
      expect(new Money(lot.valorAtual).minus(new Money(lot.cotas).times(latest.valor)).abs().lt('0.01')).toBe(true);
      expect(lot.aliquota).toBe(new Money(regressiveRate(`${lot.competencia}-01`, today)).toFixed(2));
      expect(lot.imposto).toBe(toCents(new Money(lot.valorAtual).times(lot.aliquota).div(100)).toFixed(2));
    }
    // The newest lot is under two years: 35 %; the oldest, ten years old this month (its anniversary is the 1st): 10 %.
    expect(body.lotes.at(-1).aliquota).toBe('35.00');
    expect(body.lotes[0].aliquota).toBe('15.00');
    const quotas = await paidQuotasByType(links.carlos);
    const allQuotas = Object.values(quotas).reduce((sum, value) => sum.plus(value), new Money(0));
    expect(body.totais.cotas).toBe(allQuotas.toFixed(8));
    // The lots add up to the balance, rounded once: the figure of retornarSaldo.
    expect(body.totais.valorAtual).toBe(toCents(allQuotas.times(latest.valor)).toFixed(2));
    expect(body.totais.valorAtual).toBe((await get(`/api/retornarSaldo/${links.carlos}`, tokens.carlos)).json().saldoTotal);
    const sum = (key: string) => body.lotes.reduce((total: InstanceType<typeof Money>, lot: Record<string, string>) => total.plus(lot[key]), new Money(0)).toFixed(2);
    expect(body.totais.valorAtual).toBe(sum('valorAtual'));
    expect(body.totais.imposto).toBe(sum('imposto'));
    expect(body.porAliquota.reduce((total: InstanceType<typeof Money>, row: { imposto: string }) => total.plus(row.imposto), new Money(0)).toFixed(2)).toBe(body.totais.imposto);
    expect(body.porAliquota.map((row: { aliquota: string }) => row.aliquota)).toEqual(['15.00', '20.00', '25.00', '30.00', '35.00']);
  });
});

describe('access to the extracts', () => {
  const routes = (id: number | string) => [`/api/retornarSaldo/${id}`, `/api/retornarSaldo/${id}?periodo=tudo`, `/api/retornarSaldo/${id}?inicio=2020-01&fim=2020-12`, `/api/retornarExtratoContribuicao/${id}`, `/api/retornarExtratoContribuicao/${id}?formato=csv`, `/api/retornarExtratoIrRegressivo/${id}`];

  it('answers 401 without a session', async () => {
    for (const route of routes(links.carlos)) expect((await get(route)).statusCode, route).toBe(401);
  });

  it("refuses another person's link and unknown links (403) without telling whether they exist", async () => {
    for (const route of [...routes(links.carlos), ...routes(999999)]) expect((await get(route, tokens.maria)).statusCode, route).toBe(403);
  });

  it('lets an administrator read anyone’s (404 for an absent link, 400 for a malformed id)', async () => {
    for (const route of routes(links.carlos)) expect((await get(route, admin)).statusCode, route).toBe(200);
    expect((await get('/api/retornarSaldo/999999', admin)).statusCode).toBe(404);
    expect((await get('/api/retornarSaldo/abc', admin)).statusCode).toBe(400);
  });
});
