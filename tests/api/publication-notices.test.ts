import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSaida } from '@/server/db/schema/email-templates';
import { notificacao, notificacaoPessoa } from '@/server/db/schema/notifications';
import { vinculoPlano } from '@/server/db/schema/plans';
import { avisoPublicacao, pagamentoBeneficio } from '@/server/db/schema/statements';
import { createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
let carlos: number;

beforeAll(async () => {
  context = await createTestContext();
  carlos = (await login(context.app, DEMO_ACCOUNTS.carlos.cpf)).idPessoa;
});
afterAll(() => context.close());

/** 10:00 in Brasília of a day. */
const morningOf = (day: string) => new Date(`${day}T10:00:00-03:00`);
const lastOutboxId = async () => Math.max(0, ...(await context.database.db.select({ id: emailSaida.id }).from(emailSaida)).map((row) => row.id));

async function notificationsOf(idPessoa: number, link: string) {
  return context.database.db
    .select({ titulo: notificacao.titulo, descricao: notificacao.descricao, idPlano: notificacao.idPlano })
    .from(notificacaoPessoa)
    .innerJoin(notificacao, eq(notificacao.id, notificacaoPessoa.idNotificacao))
    .where(and(eq(notificacaoPessoa.idPessoa, idPessoa), eq(notificacao.link, link)));
}

describe('paycheck and income report notices (the recurring job, the clock moved)', () => {
  it('tells the owner of a paycheck on its payment day, once, in the portal and by e-mail', async () => {
    const [paid] = await context.database.db
      .select({ idVinculoPlano: pagamentoBeneficio.idVinculoPlano, competencia: pagamentoBeneficio.competencia, dataPagamento: pagamentoBeneficio.dataPagamento, idPessoa: vinculoPlano.idPessoa, idPlano: vinculoPlano.idPlano })
      .from(pagamentoBeneficio)
      .innerJoin(vinculoPlano, eq(vinculoPlano.id, pagamentoBeneficio.idVinculoPlano))
      .where(eq(pagamentoBeneficio.tipo, 'mensal'))
      .orderBy(desc(pagamentoBeneficio.dataPagamento))
      .limit(1);
    const before = await lastOutboxId();
    const run = await context.app.jobs.runRecurring('statements.publications', morningOf(paid.dataPagamento));
    expect((run.result as { contracheques: number }).contracheques).toBeGreaterThan(0);
    const [year, month] = paid.competencia.split('-');
    const monthName = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'][Number(month) - 1];
    const notices = await notificationsOf(paid.idPessoa, '/services/contracheque');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ titulo: `Contracheque de ${monthName}/${year} disponível`, idPlano: paid.idPlano });
    expect(notices[0].descricao).toMatch(new RegExp(`^Já está no portal o contracheque de ${monthName}/${year}, do plano .+\\.$`));
    const mails = await context.database.db.select().from(emailSaida).where(and(eq(emailSaida.chave, 'aviso_publicacao'), gt(emailSaida.id, before)));
    expect(mails.some((mail) => mail.corpo.includes(`o contracheque de ${monthName}/${year}`))).toBe(true);
    // The next morning: nothing again.
    const again = await context.app.jobs.runRecurring('statements.publications', new Date(morningOf(paid.dataPagamento).getTime() + 86_400_000));
    expect(again.result).toEqual({ contracheques: 0, informes: 0 });
    expect(await notificationsOf(paid.idPessoa, '/services/contracheque')).toHaveLength(1);
  });

  it('announces no paycheck older than a few days (a first run is not a flood of history)', async () => {
    const [oldest] = await context.database.db.select({ dataPagamento: pagamentoBeneficio.dataPagamento }).from(pagamentoBeneficio).orderBy(pagamentoBeneficio.dataPagamento).limit(1);
    const tenDaysLater = new Date(morningOf(oldest.dataPagamento).getTime() + 10 * 86_400_000);
    await context.app.jobs.runRecurring('statements.publications', tenDaysLater);
    const claimed = await context.database.db.select().from(avisoPublicacao).where(inArray(avisoPublicacao.referencia, [`${oldest.dataPagamento.slice(0, 7)}/mensal`]));
    expect(claimed).toEqual([]);
  });

  it('announces last year’s income report in January to whoever has one (a contributor too), and not in March', async () => {
    const year = new Date().getFullYear();
    expect((await context.app.jobs.runRecurring('statements.publications', morningOf(`${year + 1}-03-02`))).result).toMatchObject({ informes: 0 });
    const run = await context.app.jobs.runRecurring('statements.publications', morningOf(`${year + 1}-01-05`));
    expect((run.result as { informes: number }).informes).toBeGreaterThan(0);
    const notices = await notificationsOf(carlos, '/services/report-income');
    expect(notices.map((notice) => notice.titulo)).toContain(`Informe de rendimentos de ${year} disponível`);
    const again = await context.app.jobs.runRecurring('statements.publications', morningOf(`${year + 1}-01-06`));
    expect(again.result).toMatchObject({ informes: 0 });
  });
});
