import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, gte, inArray, lt, sum } from 'drizzle-orm';
import { firstBusinessDayOf, fundYear } from '@/domain/business-days';
import { formatBrl } from '@/domain/format-decimal';
import { Money } from '@/domain/money';
import { auditoria } from '@/server/db/schema/audit';
import { contribuicao } from '@/server/db/schema/contributions';
import { emailSaida } from '@/server/db/schema/email-templates';
import { notificacao, notificacaoPessoa } from '@/server/db/schema/notifications';
import { vinculoPlano } from '@/server/db/schema/plans';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
const people: Record<string, { token: string; idPessoa: number; idVinculoPlano: number }> = {};

beforeAll(async () => {
  context = await createTestContext();
  for (const name of ['lucas', 'carlos'] as const) {
    const { token, idPessoa } = await login(context.app, DEMO_ACCOUNTS[name].cpf);
    const [link] = await context.database.db.select().from(vinculoPlano).where(eq(vinculoPlano.idPessoa, idPessoa)).orderBy(vinculoPlano.id).limit(1);
    people[name] = { token, idPessoa, idVinculoPlano: link.id };
  }
});
afterAll(() => context.close());

const read = (idVinculoPlano: number, token?: string) => context.app.inject({ method: 'GET', url: `/api/retornarAvisoDeducao/${idVinculoPlano}`, headers: token ? bearer(token) : {} });
const save = (idVinculoPlano: number, payload: object, token?: string) =>
  context.app.inject({ method: 'PUT', url: `/api/atualizarAvisoDeducao/${idVinculoPlano}`, headers: token ? bearer(token) : {}, payload });
const decemberNoticesOf = (idPessoa: number) =>
  context.database.db
    .select({ titulo: notificacao.titulo, descricao: notificacao.descricao })
    .from(notificacaoPessoa)
    .innerJoin(notificacao, eq(notificacao.id, notificacaoPessoa.idNotificacao))
    .where(and(eq(notificacaoPessoa.idPessoa, idPessoa), eq(notificacao.link, '/services/simulador-incentivo-fiscal')));

describe('the December notice of the tax incentive (opt-in)', () => {
  it('is off until asked for, and asked for with the year’s taxable income (audited)', async () => {
    const { token, idVinculoPlano } = people.lucas;
    const before = await read(idVinculoPlano, token);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ ativo: false, rendaTributavelAnual: null, proximoAviso: expect.stringMatching(/^\d{4}-12-0\d$/) });

    const noIncome = await save(idVinculoPlano, { ativo: true }, token);
    expect(noIncome.statusCode).toBe(400);
    expect(noIncome.json().errors).toEqual([{ path: 'rendaTributavelAnual', message: 'Informe a sua renda tributável do ano, maior que zero, para receber o aviso de dezembro.', type: 'amount' }]);
    expect((await save(idVinculoPlano, { ativo: true, rendaTributavelAnual: '0' }, token)).statusCode).toBe(400);
    expect((await save(idVinculoPlano, { ativo: true, rendaTributavelAnual: 'muito' }, token)).statusCode).toBe(400);

    const saved = await save(idVinculoPlano, { ativo: true, rendaTributavelAnual: '120000.00' }, token);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ativo: true, rendaTributavelAnual: '120000.00', outrasDeducoes: '0.00' });
    expect(saved.json().message).toMatch(/^Pronto: no dia \d{2}\/12\/\d{4} avisaremos quanto você ainda pode contribuir no ano para deduzir até 12 %\.$/);
    const [audit] = await context.database.db.select().from(auditoria).where(eq(auditoria.idPessoaAlvo, people.lucas.idPessoa)).orderBy(desc(auditoria.id)).limit(1);
    expect(audit.acao).toBe('incentivo.aviso_dezembro');
  });

  it('is the participant’s own: another person’s link is 403, no session 401', async () => {
    expect((await read(people.lucas.idVinculoPlano, people.carlos.token)).statusCode).toBe(403);
    expect((await save(people.lucas.idVinculoPlano, { ativo: false }, people.carlos.token)).statusCode).toBe(403);
    expect((await read(people.lucas.idVinculoPlano)).statusCode).toBe(401);
  });

  it('tells on the first business day of December what is left of the 12 % (120 000 × 12 % = 14 400 − paid), once', async () => {
    const year = fundYear();
    const [{ total }] = await context.database.db
      .select({ total: sum(contribuicao.valor) })
      .from(contribuicao)
      .where(
        and(
          eq(contribuicao.idVinculoPlano, people.lucas.idVinculoPlano),
          eq(contribuicao.status, 'paga'),
          inArray(contribuicao.tipo, ['basica', 'suplementar', 'esporadica']),
          gte(contribuicao.competencia, `${year}-01-01`),
          lt(contribuicao.competencia, `${year + 1}-01-01`),
        ),
      );
    const left = new Money('14400.00').minus(total ?? '0').toFixed(2);
    expect(new Money(left).gt(0)).toBe(true);
    const firstDay = firstBusinessDayOf(`${year}-12`);
    // Another December day sends nothing; the first business day sends once.
    const dayAfter = await context.app.jobs.runRecurring('tax-incentive.december', new Date(`${year}-12-0${Number(firstDay.slice(-1)) + 1}T09:00:00-03:00`));
    expect(dayAfter.result).toEqual({ enviados: 0, noLimite: 0 });
    const run = await context.app.jobs.runRecurring('tax-incentive.december', new Date(`${firstDay}T09:00:00-03:00`));
    expect(run.result).toEqual({ enviados: 1, noLimite: 0 });
    const [notice] = await decemberNoticesOf(people.lucas.idPessoa);
    expect(notice.titulo).toBe(`Você ainda pode contribuir ${formatBrl(left)} em ${year} e deduzir no Imposto de Renda`);
    expect(notice.descricao).toContain(`Você contribuiu ${formatBrl(total ?? '0')} em ${year}; o limite de 12 % da renda que você informou é ${formatBrl('14400.00')}.`);
    const [mail] = await context.database.db.select().from(emailSaida).where(and(eq(emailSaida.chave, 'aviso_deducao'), eq(emailSaida.destinatario, DEMO_ACCOUNTS.lucas.email)));
    expect(mail.corpo).toContain(`Uma contribuição esporádica de até ${formatBrl(left)} até o fim do ano`);
    // Run again that day (another instance, a run by hand): the year's notice is taken.
    expect((await context.app.jobs.runRecurring('tax-incentive.december', new Date(`${firstDay}T10:00:00-03:00`))).result).toEqual({ enviados: 0, noLimite: 0 });
    expect(await decemberNoticesOf(people.lucas.idPessoa)).toHaveLength(1);
  });

  it('is cancelled by the participant', async () => {
    const cancelled = await save(people.lucas.idVinculoPlano, { ativo: false }, people.lucas.token);
    expect(cancelled.json()).toMatchObject({ ativo: false, rendaTributavelAnual: null, message: 'Aviso de dezembro cancelado.' });
  });
});
