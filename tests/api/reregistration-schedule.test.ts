import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '@/server/db/schema/audit';
import { emailSaida } from '@/server/db/schema/email-templates';
import { campanhaRecadastramento } from '@/server/db/schema/reregistration';
import { createTestContext, DEMO_ACCOUNTS, type TestContext } from './helpers';

let context: TestContext;
let inicio: string;

beforeAll(async () => {
  context = await createTestContext({ portalUrl: 'https://portal.exemplo.com.br' });
  [{ inicio }] = await context.database.db.select({ inicio: campanhaRecadastramento.inicio }).from(campanhaRecadastramento).limit(1);
});
afterAll(() => context.close());

/** 09:00 in Brasília on the campaign's day `offset` (the job's cron occurrence). */
const nineOClock = (offset: number) => new Date(new Date(`${inicio}T09:00:00-03:00`).getTime() + offset * 86_400_000);

async function remindersSince(id: number) {
  return context.database.db.select().from(emailSaida).where(and(eq(emailSaida.chave, 'lembrete_recadastramento'), gt(emailSaida.id, id)));
}

async function lastOutboxId() {
  const rows = await context.database.db.select({ id: emailSaida.id }).from(emailSaida);
  return Math.max(0, ...rows.map((row) => row.id));
}

describe('re-registration reminders on their own (the recurring job, the clock moved)', () => {
  it('is one of the recurring jobs, at 09:00 every day', () => {
    expect(context.app.jobs.recurringJobs().find((job) => job.name === 'reregistration.reminders')).toMatchObject({ cron: '0 9 * * *' });
  });

  it('reminds Carlos and Otavio (pending) on a reminder day, with no administrator pressing the button; never Maria (answered)', async () => {
    const before = await lastOutboxId();
    // The seeded HPE campaign opened 10 days before the seed; its day 14 is a reminder day (every 7 days).
    const run = await context.app.jobs.runRecurring('reregistration.reminders', nineOClock(14));
    expect(run.ran).toBe(true);
    const sent = await remindersSince(before);
    expect(sent.map((mail) => mail.destinatario).sort()).toEqual([DEMO_ACCOUNTS.carlos.email, DEMO_ACCOUNTS.otavio.email].sort());
    const carlos = sent.find((mail) => mail.destinatario === DEMO_ACCOUNTS.carlos.email)!;
    expect(carlos.corpo).toContain('https://portal.exemplo.com.br/recadastramento?token=');
    const [audit] = await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'recadastramento.lembretes'));
    expect(audit).toMatchObject({ idAtor: null, detalhes: expect.objectContaining({ automatico: true, enviados: 2 }) });
  });

  it('runs an occurrence once: the same 09:00 again sends nothing', async () => {
    const before = await lastOutboxId();
    expect((await context.app.jobs.runRecurring('reregistration.reminders', nineOClock(14))).ran).toBe(false);
    expect(await remindersSince(before)).toHaveLength(0);
  });

  it('sends nothing on a day between reminders, and again 7 days later and 3 days before the end', async () => {
    let before = await lastOutboxId();
    await context.app.jobs.runRecurring('reregistration.reminders', nineOClock(15));
    expect(await remindersSince(before)).toHaveLength(0);
    before = await lastOutboxId();
    await context.app.jobs.runRecurring('reregistration.reminders', nineOClock(21));
    expect(await remindersSince(before)).toHaveLength(2);
  });
});
