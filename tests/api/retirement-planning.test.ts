import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBrl } from '@/domain/format-decimal';
import { formatMonthBr } from '@/domain/format-date';
import { Money } from '@/domain/money';
import { auditoria } from '@/server/db/schema/audit';
import { notificacao, notificacaoPessoa } from '@/server/db/schema/notifications';
import { plano } from '@/server/db/schema/plans';
import { planejamento, planejamentoHistorico } from '@/server/db/schema/retirement-planning';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { startMailCatcher } from './mail-catcher';

let context: TestContext;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let now = new Date('2026-12-07T15:00:00Z');
let admin: string;
const tokens: Record<string, string> = {};
const people: Record<string, number> = {};
const links: Record<string, number> = {};
let carlosDxc: number;
let idPlanoHpe: number;

beforeAll(async () => {
  catcher = await startMailCatcher();
  context = await createTestContext({ smtpUrl: catcher.url }, { clock: () => now.getTime() });
  admin = (await login(context.app, DEMO_ACCOUNTS.ana.cpf)).token;
  for (const name of ['carlos', 'sofia', 'bruno', 'lucas'] as const) {
    const { token, idPessoa } = await login(context.app, DEMO_ACCOUNTS[name].cpf);
    tokens[name] = token;
    people[name] = idPessoa;
    const planLinks = (await context.app.inject({ method: 'GET', url: `/api/retornarPlanosAtivos/${idPessoa}`, headers: bearer(token) })).json();
    links[name] = planLinks[0].id;
    if (name === 'carlos') carlosDxc = planLinks.find((link: { plano: { nome: string } }) => link.plano.nome === 'DXC').id;
  }
  [{ id: idPlanoHpe }] = await context.database.db.select({ id: plano.id }).from(plano).where(eq(plano.nome, 'HPE'));
});
afterAll(async () => {
  await context.close();
  await catcher.close();
});

const read = (idVinculoPlano: number, token?: string) => context.app.inject({ method: 'GET', url: `/api/retornarPlanejamento/${idVinculoPlano}`, headers: token ? bearer(token) : {} });
const save = (idVinculoPlano: number, payload: object, token?: string) =>
  context.app.inject({ method: 'PUT', url: `/api/atualizarPlanejamento/${idVinculoPlano}`, payload, headers: token ? bearer(token) : {} });
const goal = { idadeAlvo: 62, rendaDesejada: '9000.00', estimativaInss: '3200.00', outrasRendas: '500.00' };

describe('GET /api/retornarPlanejamento', () => {
  it('answers, before any goal, the picture at the plan’s retirement age, each scenario equal to the benefit simulator’s', async () => {
    const response = await read(links.carlos, tokens.carlos);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const start = (await context.app.inject({ method: 'GET', url: `/api/retornarDadosSimulacao/${links.carlos}`, headers: bearer(tokens.carlos) })).json();
    expect(body.meta).toBeNull();
    expect(body.lacuna).toBeNull();
    expect(body.idadeAlvo).toBe(start.parametros.idadeAposentadoria);
    expect(body.mesesAteIdadeAlvo).toBe(start.mesesAteAposentadoria);
    expect(body.saldoAtual).toBe(start.saldoAtual);
    expect(body.contribuicaoMensal).toBe(start.contribuicaoMensal.total);
    for (const scenario of body.cenarios) {
      const simulated = await context.app.inject({
        method: 'POST',
        url: '/api/simularBeneficio',
        payload: {
          saldoInicial: body.saldoAtual,
          contribuicaoMensal: body.contribuicaoMensal,
          rentabilidadeAnual: scenario.rentabilidadeAnual,
          meses: body.mesesAteIdadeAlvo,
          formaRenda: 'prazo',
          prazoMeses: body.premissas.prazoRendaMeses,
          pagamentosPorAno: body.premissas.pagamentosPorAno,
        },
      });
      expect(simulated.statusCode, simulated.body).toBe(200);
      expect([scenario.saldoProjetado, scenario.rendaMensalNominal]).toEqual([simulated.json().saldoProjetado, simulated.json().rendaMensal]);
    }
    // Today's reais: the nominal income ÷ (1 + inflation)^(months/12), to the centavo.
    const expected = body.cenarios[1];
    const factor = new Money(1).plus(new Money(body.premissas.inflacaoAnual).div(100)).pow(new Money(body.mesesAteIdadeAlvo).div(12));
    expect(expected.rendaMensalHoje).toBe(new Money(expected.rendaMensalNominal).div(factor).toDecimalPlaces(2).toFixed(2));
    expect(body.faixa[0]).toMatchObject({ idade: body.idadeAtual, esperada: body.saldoAtual });
    expect(body.faixa.at(-1).idade).toBe(body.idadeAlvo);
  });

  it('starts a plan’s inflation from the IPCA’s last 12 months, its scenarios around the simulator’s reference', async () => {
    const body = (await read(links.carlos, tokens.carlos)).json();
    const settings = await context.app.inject({ method: 'GET', url: `/api/retornarConfiguracaoPlanejamento/${idPlanoHpe}`, headers: bearer(admin) });
    expect(settings.statusCode, settings.body).toBe(200);
    const { prazoRendaMeses, ...rates } = settings.json();
    expect(body.premissas).toMatchObject({ ...rates, prazoRendaMeses });
    expect(new Money(rates.rentabilidadeOtimista).minus(rates.rentabilidadeEsperada).toFixed(2)).toBe('2.00');
  });

  it('is 401 without a session and 403 on another person’s link', async () => {
    expect((await read(links.carlos)).statusCode).toBe(401);
    const other = await read(links.carlos, tokens.sofia);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toMatch(/permissão|acesso/i);
  });
});

describe('PUT /api/atualizarPlanejamento', () => {
  it('saves the goal (audited) and answers its gap, the contribution that closes it and where the person stands', async () => {
    const response = await save(links.carlos, goal, tokens.carlos);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Meta salva.');
    expect(body.meta).toMatchObject({ ...goal, rendaTributavelAnual: null });
    expect(body.idadeAlvo).toBe(62);
    expect(body.rendaTotal).toMatchObject({ inss: '3200.00', outras: '500.00' });
    expect(body.rendaTotal.totalHoje).toBe(new Money(body.rendaTotal.fundoHoje).plus('3700.00').toFixed(2));
    expect(body.lacuna.diferenca).toBe(new Money('9000.00').minus(body.rendaTotal.totalHoje).toFixed(2));
    // The extra contribution, put into the simulator's reverse mode, reaches the goal's fund income.
    const needed = body.lacuna.contribuicaoNecessaria;
    const withNeeded = await context.app.inject({
      method: 'POST',
      url: '/api/simularBeneficio',
      payload: { saldoInicial: body.saldoAtual, contribuicaoMensal: needed, rentabilidadeAnual: body.premissas.rentabilidadeEsperada, meses: body.mesesAteIdadeAlvo, formaRenda: 'prazo', prazoMeses: body.premissas.prazoRendaMeses, pagamentosPorAno: body.premissas.pagamentosPorAno },
    });
    const factor = new Money(1).plus(new Money(body.premissas.inflacaoAnual).div(100)).pow(new Money(body.mesesAteIdadeAlvo).div(12));
    expect(new Money(withNeeded.json().rendaMensal).div(factor).plus('3700.00').gte('8999.99')).toBe(true);
    expect(body.lacuna.contribuicaoAdicional).toBe(Money.max(0, new Money(needed).minus(body.contribuicaoMensal)).toFixed(2));
    expect(['no_caminho', 'fora_do_caminho']).toContain(body.lacuna.situacao);
    const [audit] = await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'planejamento.meta_salva'));
    expect(audit).toMatchObject({ idPessoaAlvo: expect.any(Number) });
    expect((await read(links.carlos, tokens.carlos)).json().meta).toMatchObject(goal);
  });

  it('refuses bad input field by field in Portuguese, and saves nothing', async () => {
    const response = await save(links.sofia, { idadeAlvo: 20, rendaDesejada: '0', estimativaInss: '-1', outrasRendas: 'muito', rendaTributavelAnual: '1,5' }, tokens.sofia);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBeTruthy();
    expect(body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['estimativaInss', 'idadeAlvo', 'outrasRendas', 'rendaDesejada', 'rendaTributavelAnual']);
    expect(body.errors.find((error: { path: string }) => error.path === 'idadeAlvo').message).toContain('Informe uma idade de 40 a 85 anos');
    expect(await context.database.db.select().from(planejamento).where(eq(planejamento.idVinculoPlano, links.sofia))).toEqual([]);
    expect((await save(links.sofia, { ...goal, extra: 1 }, tokens.sofia)).statusCode).toBe(400);
  });

  it('is 401 without a session and 403 on another person’s link', async () => {
    expect((await save(links.carlos, goal)).statusCode).toBe(401);
    expect((await save(links.carlos, goal, tokens.sofia)).statusCode).toBe(403);
  });
});

describe('the December tax room', () => {
  it('uses the income the person gave: room left, tax saved, last days of 2026', async () => {
    const response = await save(links.sofia, { ...goal, idadeAlvo: 65, rendaTributavelAnual: '120000.00' }, tokens.sofia);
    expect(response.statusCode, response.body).toBe(200);
    const room = response.json().deducaoDezembro;
    expect(room).toMatchObject({ ano: 2026, rendaTributavelAnual: '120000.00', limiteDedutivel: '14400.00', ultimoDiaPix: '2026-12-31', ultimoDiaBoleto: '2026-12-30' });
    // What the tax-incentive page reads as paid this year, plus sporadic slips due this year.
    const paid = (await context.app.inject({ method: 'GET', url: `/api/retornarContribuicoesAnuais/${links.sofia}`, headers: bearer(tokens.sofia) })).json().contribuicoesAnuais;
    expect(room.contribuicoesPagas).toBe(new Money(paid).toFixed(2));
    const counted = new Money(room.contribuicoesPagas).plus(room.esporadicasPendentes);
    expect(room.espacoRestante).toBe(Money.max(0, new Money('14400.00').minus(counted)).toFixed(2));
    // The tax-incentive simulator answers the same saving for the same figures.
    const simulated = await context.app.inject({ method: 'POST', url: '/api/simularIncentivoFiscal', headers: bearer(tokens.sofia), payload: { rendaTributavelAnual: '120000.00', contribuicoesAnuais: counted.toFixed(2), ano: 2026 } });
    expect(room.economiaImposto).toBe(simulated.json().economiaAdicionalPossivel);
  });

  it('is not shown before October, nor to someone who no longer contributes', async () => {
    now = new Date('2026-07-15T15:00:00Z');
    try {
      expect((await read(links.sofia, tokens.sofia)).json().deducaoDezembro).toBeNull();
    } finally {
      now = new Date('2026-12-07T15:00:00Z');
    }
    const bruno = await read(links.bruno, tokens.bruno);
    expect(bruno.statusCode, bruno.body).toBe(200);
    expect(bruno.json().deducaoDezembro).toBeNull();
    expect(bruno.json().contribuicaoMensal).toBe('0.00');
  });
});

describe('the goal followed month by month', () => {
  it('comes with Carlos’s DXC goal in the demo data, its record the job’s figures of the months before the seed’s', async () => {
    const response = await context.app.inject({ method: 'GET', url: `/api/retornarHistoricoPlanejamento/${carlosDxc}`, headers: bearer(tokens.carlos) });
    expect(response.statusCode, response.body).toBe(200);
    const { historico } = response.json();
    expect(historico).toHaveLength(4);
    for (const row of historico) expect(row).toMatchObject({ rendaDesejada: '5200.00', idadeAlvo: 60, totalProjetado: expect.stringMatching(/^\d+\.\d{2}$/) });
    expect((await read(carlosDxc, tokens.carlos)).json().meta).toMatchObject({ idadeAlvo: 60, rendaDesejada: '5200.00', avisarDesvio: true });
  });

  it('records each goal once a month, on the job, and answers the line', async () => {
    const run = (occurrence: string) => context.app.jobs.runRecurring('retirement-planning.monthly', new Date(occurrence));
    // The goals saved above (Carlos's on HPE, Sofia's) and Carlos's DXC goal of the demo seed, unless the seed, dated
    // by the real clock, already recorded that month.
    const seeded = (await context.database.db.select().from(planejamentoHistorico).where(eq(planejamentoHistorico.idVinculoPlano, carlosDxc))).map((row) => row.competencia.slice(0, 7));
    const goalsToRecord = (month: string) => (seeded.includes(month) ? 2 : 3);
    const first = await run('2026-12-01T09:00:00Z');
    expect(first).toMatchObject({ ran: true, result: { competencia: '2026-12', registrados: goalsToRecord('2026-12') } });
    // Another run in the same month (a second instance, a run by hand) records nothing again.
    expect((await run('2026-12-01T10:00:00Z')).result).toMatchObject({ registrados: 0 });
    expect((await run('2027-01-01T09:00:00Z')).result).toMatchObject({ competencia: '2027-01', registrados: goalsToRecord('2027-01') });
    const response = await context.app.inject({ method: 'GET', url: `/api/retornarHistoricoPlanejamento/${links.carlos}`, headers: bearer(tokens.carlos) });
    expect(response.statusCode, response.body).toBe(200);
    const { historico } = response.json();
    expect(historico.map((row: { competencia: string }) => row.competencia)).toEqual(['2026-12', '2027-01']);
    const current = (await read(links.carlos, tokens.carlos)).json();
    expect(historico[0]).toMatchObject({ rendaDesejada: '9000.00', idadeAlvo: 62, totalProjetado: current.rendaTotal.totalHoje, situacao: current.lacuna.situacao });
    const rows = await context.database.db.select().from(planejamentoHistorico).where(and(eq(planejamentoHistorico.idVinculoPlano, links.carlos)));
    expect(rows).toHaveLength(2);
    expect((await context.app.inject({ method: 'GET', url: `/api/retornarHistoricoPlanejamento/${links.carlos}`, headers: bearer(tokens.sofia) })).statusCode).toBe(403);
  });
});

describe('the off-track notice (opt-in)', () => {
  const run = (month: string, hour = '06') => context.app.jobs.runRecurring('retirement-planning.monthly', new Date(`${month}-01T${hour}:00:00-03:00`));
  // Far above what Lucas's and Bruno's plans project: off track whatever the month.
  const offTrack = { idadeAlvo: 65, rendaDesejada: '60000.00', estimativaInss: '3000.00', outrasRendas: '0.00' };
  const planningNoticesOf = (idPessoa: number) =>
    context.database.db
      .select({ titulo: notificacao.titulo, descricao: notificacao.descricao })
      .from(notificacaoPessoa)
      .innerJoin(notificacao, eq(notificacao.id, notificacaoPessoa.idNotificacao))
      .where(and(eq(notificacaoPessoa.idPessoa, idPessoa), eq(notificacao.link, '/planejamento')));
  const mailsTo = (email: string) => catcher.mails.filter((mail) => mail.to.includes(email) && mail.subject.startsWith('Sua aposentadoria:'));

  it('is asked for with the goal, off by default, and kept by a save that leaves it out', async () => {
    const asked = await save(links.lucas, { ...offTrack, avisarDesvio: true }, tokens.lucas);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().meta.avisarDesvio).toBe(true);
    expect(asked.json().lacuna.situacao).toBe('fora_do_caminho');
    const notAsked = await save(links.bruno, offTrack, tokens.bruno);
    expect(notAsked.statusCode, notAsked.body).toBe(200);
    expect(notAsked.json().meta.avisarDesvio).toBe(false);
    // The December card saves the goal without the field: the choice stays.
    expect((await save(links.lucas, offTrack, tokens.lucas)).json().meta.avisarDesvio).toBe(true);
    expect((await read(links.lucas, tokens.lucas)).json().meta.avisarDesvio).toBe(true);
    expect((await save(links.lucas, { ...offTrack, avisarDesvio: 'sim' }, tokens.lucas)).statusCode).toBe(400);
  });

  it('tells whoever asked once, in the portal and by e-mail, how far below the goal the projection is; not again while it stays off', async () => {
    const first = await run('2027-02');
    expect(first.result).toMatchObject({ competencia: '2027-02', avisos: 1 });
    const [record] = await context.database.db.select().from(planejamentoHistorico).where(and(eq(planejamentoHistorico.idVinculoPlano, links.lucas), eq(planejamentoHistorico.competencia, '2027-02-01')));
    expect(record.situacao).toBe('fora_do_caminho');
    const gap = formatBrl(new Money('60000.00').minus(record.totalProjetado).toFixed(2));
    const notices = await planningNoticesOf(people.lucas);
    expect(notices).toHaveLength(1);
    expect(notices[0].titulo).toBe(`Sua aposentadoria: a projeção está ${gap} abaixo da meta`);
    expect(notices[0].descricao).toContain(`No registro de ${formatMonthBr('2027-02-01')}, a renda mensal projetada para a sua aposentadoria aos 65 anos (plano Mais Valor`);
    expect(notices[0].descricao).toContain(`é de ${formatBrl(record.totalProjetado)}, em valores de hoje: ${gap} abaixo da sua meta de ${formatBrl('60000.00')}`);
    await expect.poll(() => mailsTo(DEMO_ACCOUNTS.lucas.email).length).toBe(1);
    const [mail] = mailsTo(DEMO_ACCOUNTS.lucas.email);
    expect(mail.subject).toBe(`Sua aposentadoria: a projeção está ${gap} abaixo da meta`);
    expect(mail.text).toContain('Olá, Lucas.');
    expect(mail.text).toContain('Minha aposentadoria');
    // Bruno is as far off, and did not ask.
    expect(await planningNoticesOf(people.bruno)).toEqual([]);
    expect(mailsTo(DEMO_ACCOUNTS.bruno.email)).toEqual([]);

    // The same month again (another instance, a run by hand): nothing is recorded or told twice.
    expect((await run('2027-02', '07')).result).toMatchObject({ registrados: 0, avisos: 0 });
    // The next month, still off track: recorded, not told again.
    const next = await run('2027-03');
    expect(next.result).toMatchObject({ competencia: '2027-03', avisos: 0 });
    const lucasRecords = await context.database.db.select().from(planejamentoHistorico).where(eq(planejamentoHistorico.idVinculoPlano, links.lucas));
    expect(lucasRecords.map((row) => [row.competencia, row.situacao])).toEqual([
      ['2027-02-01', 'fora_do_caminho'],
      ['2027-03-01', 'fora_do_caminho'],
    ]);
    expect(await planningNoticesOf(people.lucas)).toHaveLength(1);
    expect(mailsTo(DEMO_ACCOUNTS.lucas.email)).toHaveLength(1);
  });

  it('tells again once the projection came back near the goal and drifted off again', async () => {
    await save(links.lucas, { ...offTrack, rendaDesejada: '100.00' }, tokens.lucas);
    expect((await run('2027-04')).result).toMatchObject({ avisos: 0 });
    await save(links.lucas, offTrack, tokens.lucas);
    expect((await run('2027-05')).result).toMatchObject({ avisos: 1 });
    expect(await planningNoticesOf(people.lucas)).toHaveLength(2);
  });
});

describe('the plan’s planning assumptions (settings)', () => {
  it('are saved by an administrator (audited) and used at once; refused out of order; not for participants', async () => {
    const put = (payload: object, token = admin) => context.app.inject({ method: 'PUT', url: `/api/atualizarConfiguracaoPlanejamento/${idPlanoHpe}`, headers: bearer(token), payload });
    const settings = { rentabilidadePessimista: '3.00', rentabilidadeEsperada: '5.00', rentabilidadeOtimista: '7.00', inflacaoAnual: '4.50', prazoRendaMeses: 300 };
    const saved = await put(settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(settings);
    const body = (await read(links.carlos, tokens.carlos)).json();
    expect(body.premissas).toMatchObject(settings);
    expect(body.cenarios.map((scenario: { rentabilidadeAnual: string }) => scenario.rentabilidadeAnual)).toEqual(['3.00', '5.00', '7.00']);
    const wrong = await put({ ...settings, rentabilidadePessimista: '6.00' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ path: 'rentabilidadeEsperada', message: expect.stringContaining('pessimista') });
    expect((await put(settings, tokens.carlos)).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'GET', url: '/api/retornarConfiguracaoPlanejamento/999999', headers: bearer(admin) })).statusCode).toBe(404);
    const [audit] = await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'configuracaoPlanejamento.alterada'));
    expect(audit.detalhes).toMatchObject({ idPlano: idPlanoHpe, depois: settings });
  });
});
