import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSaida } from '@/server/db/schema/email-templates';
import { execucaoTarefa } from '@/server/db/schema/jobs';
import { createJobQueue } from '@/server/jobs/job-queue';
import { createTestContext, type TestContext } from './helpers';
import { startMailCatcher } from './mail-catcher';

let context: TestContext;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;

beforeAll(async () => {
  catcher = await startMailCatcher();
  context = await createTestContext({ smtpUrl: catcher.url, jobs: { retryLimit: 2, retryDelaySeconds: 1, pollingIntervalSeconds: 1 } });
});
afterAll(async () => {
  await context.close();
  await catcher.close();
});

const outboxRow = async (id: number) => (await context.database.db.select().from(emailSaida).where(eq(emailSaida.id, id)))[0];

async function lastOutboxId(to: string) {
  const rows = await context.database.db.select().from(emailSaida).where(eq(emailSaida.destinatario, to));
  return rows.at(-1)!.id;
}

describe('e-mail through the job queue', () => {
  it('returns before the mail server answers, and delivers on the third try a message the server refused twice', async () => {
    catcher.failNext(2);
    const started = Date.now();
    await context.app.mailer.send({ to: 'fila@example.com', subject: 'Teste da fila', text: 'Olá' });
    // The request's part is the outbox row; the mail server is the queue's business.
    expect(Date.now() - started).toBeLessThan(1_000);
    const id = await lastOutboxId('fila@example.com');

    await expect.poll(() => catcher.mails.some((mail) => mail.subject === 'Teste da fila'), { timeout: 20_000, interval: 200 }).toBe(true);
    expect(catcher.refused()).toBe(2);
    expect(catcher.mails.filter((mail) => mail.subject === 'Teste da fila')).toHaveLength(1);
    await expect.poll(async () => (await outboxRow(id)).enviadoEm, { timeout: 5_000 }).not.toBeNull();
    expect(await outboxRow(id)).toMatchObject({ tentativas: 3, erro: null, desistiuEm: null });
  });

  it('gives a message up after its retries, keeps the error, and sends it once when an administrator retries it', async () => {
    catcher.failNext(100);
    await context.app.mailer.send({ to: 'desiste@example.com', subject: 'Vai desistir', text: 'Olá' });
    const id = await lastOutboxId('desiste@example.com');
    await expect.poll(async () => (await outboxRow(id)).desistiuEm, { timeout: 30_000, interval: 300 }).not.toBeNull();
    const givenUp = await outboxRow(id);
    expect(givenUp.enviadoEm).toBeNull();
    expect(givenUp.tentativas).toBe(3);
    expect(givenUp.erro).toContain('451');

    catcher.failNext(0);
    expect(await context.app.mailer.retry(id)).toBe(true);
    await expect.poll(async () => (await outboxRow(id)).enviadoEm, { timeout: 20_000, interval: 200 }).not.toBeNull();
    expect(catcher.mails.filter((mail) => mail.subject === 'Vai desistir')).toHaveLength(1);
    // Sent: nothing left to retry.
    expect(await context.app.mailer.retry(id)).toBe(false);
  }, 60_000);
});

describe('recurring jobs', () => {
  it('runs an occurrence once, even when two instances take it, and records the run', async () => {
    const runs: Date[] = [];
    const queues = [0, 1].map(() => createJobQueue(context.database, { log: context.app.log }));
    for (const queue of queues) queue.defineRecurring({ name: 'teste.diario', cron: '0 9 * * *', description: 'teste', handler: async (occurrence) => { runs.push(occurrence); return { feito: true }; } });
    const occurrence = new Date('2026-12-07T12:00:00Z');
    const outcomes = await Promise.all(queues.map((queue) => queue.runRecurring('teste.diario', occurrence)));
    expect(outcomes.map((outcome) => outcome.ran).sort()).toEqual([false, true]);
    expect(runs).toEqual([occurrence]);
    const [run] = await context.database.db.select().from(execucaoTarefa).where(eq(execucaoTarefa.tarefa, 'teste.diario'));
    expect(run).toMatchObject({ resultado: { feito: true }, erro: null });
    expect(run.concluidoEm).not.toBeNull();
  });

  it('records a run that failed with its error', async () => {
    const queue = createJobQueue(context.database, { log: context.app.log });
    queue.defineRecurring({ name: 'teste.falha', cron: '0 9 * * *', description: 'teste', handler: async () => { throw new Error('sem conexão'); } });
    await expect(queue.runRecurring('teste.falha', new Date('2026-12-07T12:00:00Z'))).rejects.toThrow('sem conexão');
    const [run] = await context.database.db.select().from(execucaoTarefa).where(eq(execucaoTarefa.tarefa, 'teste.falha'));
    expect(run.erro).toBe('sem conexão');
  });
});

describe('retrying a job that gave up', () => {
  it('is not lost when asked while the last try is still being marked failed', async () => {
    const queue = createJobQueue(context.database, { log: context.app.log, pollingIntervalSeconds: 1 });
    const tries: number[] = [];
    let lastTryFailing: () => void = () => {};
    const lastTryStarted = new Promise<void>((resolve) => { lastTryFailing = resolve; });
    queue.define<{ n: number }>({
      name: 'teste.desiste',
      retryLimit: 0,
      handler: async (_data, attempt) => {
        tries.push(attempt.attempt);
        if (tries.length > 1) return;
        // The handler has recorded its giving up (as the mailer does) and is about to throw: pg-boss still has it active.
        lastTryFailing();
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        throw new Error('recusado');
      },
    });
    await queue.start();
    try {
      await queue.send('teste.desiste', { n: 1 }, { key: 'um' });
      await lastTryStarted;
      await queue.retry('teste.desiste', 'um');
      await expect.poll(() => tries.length, { timeout: 15_000, interval: 100 }).toBe(2);
    } finally {
      await queue.stop();
    }
  }, 30_000);
});
