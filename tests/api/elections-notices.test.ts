import { and, eq, gt, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eleicao, eleicaoParticipacao } from '@/server/db/schema/elections';
import { emailSaida } from '@/server/db/schema/email-templates';
import { notificacao, notificacaoPessoa } from '@/server/db/schema/notifications';
import { createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
let open: typeof eleicao.$inferSelect;
let carlos: number;
let maria: number;

beforeAll(async () => {
  context = await createTestContext();
  [carlos, maria] = (await Promise.all([login(context.app, DEMO_ACCOUNTS.carlos.cpf), login(context.app, DEMO_ACCOUNTS.maria.cpf)])).map((account) => account.idPessoa);
  [open] = await context.database.db.select().from(eleicao).where(isNull(eleicao.encerradaEm));
});
afterAll(() => context.close());

const lastOutboxId = async () => Math.max(0, ...(await context.database.db.select({ id: emailSaida.id }).from(emailSaida)).map((row) => row.id));

async function electionNotificationsOf(idPessoa: number) {
  const rows = await context.database.db
    .select({ titulo: notificacao.titulo })
    .from(notificacaoPessoa)
    .innerJoin(notificacao, eq(notificacao.id, notificacaoPessoa.idNotificacao))
    .where(and(eq(notificacaoPessoa.idPessoa, idPessoa), eq(notificacao.link, '/services/eleicoes')));
  return rows.map((row) => row.titulo);
}

describe('election notices (the recurring job, the clock moved)', () => {
  it('says nothing mid-way: the seeded election’s opening was announced when it opened', async () => {
    const run = await context.app.jobs.runRecurring('elections.notices', new Date(open.inicio.getTime() + 86_400_000));
    expect(run.result).toEqual({ avisados: 0 });
  });

  it('tells the voters who have not voted, 24 hours before the end, in the portal and by e-mail; not one who voted', async () => {
    // Maria votes first; Carlos does not.
    await context.database.db.insert(eleicaoParticipacao).values({ idEleicao: open.id, idPessoa: maria, votouEm: new Date(), codigoComprovante: 'TEST-TEST-TEST' });
    const before = await lastOutboxId();
    const run = await context.app.jobs.runRecurring('elections.notices', new Date(open.fim.getTime() - 12 * 3_600_000));
    expect((run.result as { avisados: number }).avisados).toBeGreaterThan(0);
    expect(await electionNotificationsOf(carlos)).toEqual([`Eleição ${open.titulo}: últimas 24 horas para votar`]);
    expect(await electionNotificationsOf(maria)).toEqual([]);
    const mails = await context.database.db.select().from(emailSaida).where(and(eq(emailSaida.chave, 'aviso_eleicao'), gt(emailSaida.id, before)));
    const toCarlos = mails.find((mail) => mail.destinatario === DEMO_ACCOUNTS.carlos.email);
    expect(toCarlos?.corpo).toContain('termina em menos de 24 horas');
    expect(mails.some((mail) => mail.destinatario === DEMO_ACCOUNTS.maria.email)).toBe(false);
  });

  it('sends each notice once, however many runs', async () => {
    const run = await context.app.jobs.runRecurring('elections.notices', new Date(open.fim.getTime() - 6 * 3_600_000));
    expect(run.result).toEqual({ avisados: 0 });
    expect(await electionNotificationsOf(carlos)).toHaveLength(1);
  });
});
