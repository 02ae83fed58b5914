import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as FUNCTIONALITY from '@/domain/functionality-ids';
import { emailSaida } from '@/server/db/schema/email-templates';
import { notificacao, notificacaoPessoa } from '@/server/db/schema/notifications';
import { requisicao } from '@/server/db/schema/requests';
import { vinculoPlano } from '@/server/db/schema/plans';
import { createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
let carlos: number;
let ana: number;
let protocolo: string;

beforeAll(async () => {
  context = await createTestContext();
  [carlos, ana] = (await Promise.all([login(context.app, DEMO_ACCOUNTS.carlos.cpf), login(context.app, DEMO_ACCOUNTS.ana.cpf)])).map((account) => account.idPessoa);
  const [link] = await context.database.db.select({ id: vinculoPlano.id }).from(vinculoPlano).where(eq(vinculoPlano.idPessoa, carlos)).limit(1);
  // A portability asked for on Monday 2 November 2026 (the clock is moved, not waited for): the statement is due on
  // 2 December, the portability term on 9 December, the transfer on 23 December.
  protocolo = '2026990001';
  await context.database.db
    .insert(requisicao)
    .values({ protocolo, idPessoa: carlos, idVinculoPlano: link.id, idFuncionalidade: FUNCTIONALITY.PORTABILITY, idStatus: 1, dados: {}, criadoEm: new Date('2026-11-02T13:00:00Z') });
});
afterAll(() => context.close());

/** 08:00 in Brasília on a day (the job's cron occurrence). */
const eightOClock = (day: string) => new Date(`${day}T08:00:00-03:00`);

async function notificationsOf(idPessoa: number) {
  return context.database.db
    .select({ titulo: notificacao.titulo, descricao: notificacao.descricao })
    .from(notificacaoPessoa)
    .innerJoin(notificacao, eq(notificacao.id, notificacaoPessoa.idNotificacao))
    .where(and(eq(notificacaoPessoa.idPessoa, idPessoa)));
}

const about = (rows: Array<{ titulo: string }>) => rows.filter((row) => row.titulo.includes(protocolo)).map((row) => row.titulo);

describe('legal deadlines of the requests (the recurring job, business days)', () => {
  it('tells the administrators when the statement is 2 business days away; the participant hears nothing yet', async () => {
    expect((await context.app.jobs.runRecurring('requests.deadlines', eightOClock('2026-11-27'))).result).toMatchObject({ proximos: 0, vencidos: 0 });
    const run = await context.app.jobs.runRecurring('requests.deadlines', eightOClock('2026-11-30'));
    expect(run.result).toMatchObject({ diaUtil: true, proximos: 1, vencidos: 0 });
    expect(about(await notificationsOf(ana))).toEqual([`Prazo em até 2 dias úteis: solicitação ${protocolo}`]);
    expect(about(await notificationsOf(carlos))).toEqual([]);
    // The next day the same deadline is still near: no second alert.
    expect((await context.app.jobs.runRecurring('requests.deadlines', eightOClock('2026-12-01'))).result).toMatchObject({ proximos: 0 });
  });

  it('once passed, tells the administrators and apologises to the participant with the new date, in the portal and by e-mail', async () => {
    const lastMail = Math.max(0, ...(await context.database.db.select({ id: emailSaida.id }).from(emailSaida)).map((row) => row.id));
    const run = await context.app.jobs.runRecurring('requests.deadlines', eightOClock('2026-12-03'));
    expect(run.result).toMatchObject({ vencidos: 1 });
    expect(about(await notificationsOf(ana))).toContain(`Prazo vencido: solicitação ${protocolo}`);
    const [apology] = (await notificationsOf(carlos)).filter((row) => row.titulo.includes(protocolo));
    expect(apology.descricao).toBe('Pedimos desculpas: o prazo "Extrato com os valores das opções (até 30 dias do pedido)" venceu em 02/12/2026. O fundo se compromete a cumpri-lo até 10/12/2026.');
    const mails = await context.database.db.select().from(emailSaida).where(and(eq(emailSaida.chave, 'prazo_solicitacao'), gt(emailSaida.id, lastMail)));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ destinatario: DEMO_ACCOUNTS.carlos.email, assunto: `Solicitação ${protocolo}: um prazo não foi cumprido` });
    expect(mails[0].corpo).toContain('até 10/12/2026');
  });

  it('does nothing on a Saturday, and nothing about a request once it is concluded', async () => {
    expect((await context.app.jobs.runRecurring('requests.deadlines', eightOClock('2026-12-05'))).result).toEqual({ diaUtil: false, proximos: 0, vencidos: 0 });
    await context.database.db.update(requisicao).set({ idStatus: 4 }).where(eq(requisicao.protocolo, protocolo));
    expect((await context.app.jobs.runRecurring('requests.deadlines', eightOClock('2026-12-21'))).result).toMatchObject({ proximos: 0, vencidos: 0 });
  });
});
