import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSaida } from '@/server/db/schema/email-templates';
import { avisoManutencao } from '@/server/db/schema/maintenance';
import { notificacao, notificacaoPessoa } from '@/server/db/schema/notifications';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
let admin: { token: string; idPessoa: number };
let carlos: number;
const hour = 3_600_000;
const TITLES = ['Manutenção programada do portal', 'Manutenção do portal remarcada', 'A manutenção do portal começa em 24 horas', 'A manutenção do portal começa em 1 hora'];

beforeAll(async () => {
  context = await createTestContext();
  admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = (await login(context.app, DEMO_ACCOUNTS.carlos.cpf)).idPessoa;
});
afterAll(() => context.close());

const schedule = (method: 'POST' | 'PUT', url: string, start: Date, mensagem?: string) =>
  context.app.inject({ method, url, headers: bearer(admin.token), payload: { dataInicio: start.toISOString(), dataFim: new Date(start.getTime() + 4 * hour).toISOString(), mensagem } });

async function maintenanceNoticesOf(idPessoa: number) {
  const rows = await context.database.db
    .select({ titulo: notificacao.titulo, descricao: notificacao.descricao })
    .from(notificacaoPessoa)
    .innerJoin(notificacao, eq(notificacao.id, notificacaoPessoa.idNotificacao))
    .where(and(eq(notificacaoPessoa.idPessoa, idPessoa), inArray(notificacao.titulo, TITLES)))
    .orderBy(notificacao.id);
  return rows;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('maintenance notices (scheduled, 24 h and 1 h before)', () => {
  let id: number;
  let start: Date;

  it('tells every participant at once when a window is scheduled, in the portal and by e-mail; not the administrators', async () => {
    const before = Math.max(0, ...(await context.database.db.select({ id: emailSaida.id }).from(emailSaida)).map((row) => row.id));
    start = new Date(Date.now() + 72 * hour);
    const created = await schedule('POST', '/api/criarDesativacaoTemporaria', start, 'Troca do servidor de banco de dados.');
    expect(created.statusCode).toBe(200);
    id = created.json().id;
    const notices = await until(() => maintenanceNoticesOf(carlos), (rows) => rows.length > 0);
    expect(notices).toHaveLength(1);
    expect(notices[0].titulo).toBe('Manutenção programada do portal');
    expect(notices[0].descricao).toMatch(/^O Portal do Participante ficará fora do ar de \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} até .* \(horário de Brasília\)\. Troca do servidor/);
    expect(await maintenanceNoticesOf(admin.idPessoa)).toEqual([]);
    const mails = await context.database.db.select().from(emailSaida).where(and(eq(emailSaida.chave, 'aviso_manutencao'), gt(emailSaida.id, before)));
    const toCarlos = mails.filter((mail) => mail.destinatario === DEMO_ACCOUNTS.carlos.email);
    expect(toCarlos).toHaveLength(1);
    expect(toCarlos[0].corpo).toContain('Troca do servidor de banco de dados.');
    expect(mails.some((mail) => mail.destinatario === DEMO_ACCOUNTS.ana.email)).toBe(false);
  });

  it('reminds 24 hours and 1 hour before the start (the clock moved), each once however many runs', async () => {
    expect((await context.app.jobs.runRecurring('maintenance.notices', new Date(start.getTime() - 30 * hour))).result).toEqual({ enviados: [] });
    const dayBefore = await context.app.jobs.runRecurring('maintenance.notices', new Date(start.getTime() - 23.9 * hour));
    expect((dayBefore.result as { enviados: Array<{ idJanela: number; momento: string; avisados: number }> }).enviados).toEqual([{ idJanela: id, momento: 'vespera', avisados: expect.any(Number) }]);
    expect((await context.app.jobs.runRecurring('maintenance.notices', new Date(start.getTime() - 23.8 * hour))).result).toEqual({ enviados: [] });
    await context.app.jobs.runRecurring('maintenance.notices', new Date(start.getTime() - 0.9 * hour));
    expect((await maintenanceNoticesOf(carlos)).map((row) => row.titulo)).toEqual([
      'Manutenção programada do portal',
      'A manutenção do portal começa em 24 horas',
      'A manutenção do portal começa em 1 hora',
    ]);
    const [sent] = await context.database.db.select().from(avisoManutencao).where(and(eq(avisoManutencao.idJanela, id), eq(avisoManutencao.momento, 'uma_hora')));
    expect(sent.avisados).toBeGreaterThan(1);
  });

  it('announces a window moved to another start again, as moved', async () => {
    const moved = await schedule('PUT', `/api/atualizarDesativacaoTemporaria/${id}`, new Date(start.getTime() + 48 * hour));
    expect(moved.statusCode).toBe(200);
    const notices = await until(() => maintenanceNoticesOf(carlos), (rows) => rows.length > 3);
    expect(notices.at(-1)?.titulo).toBe('Manutenção do portal remarcada');
  });

  it('announces once a window scheduled less than an hour ahead, and nothing for one that was ended', async () => {
    await context.app.inject({ method: 'POST', url: `/api/encerrarDesativacaoTemporaria/${id}`, headers: bearer(admin.token) });
    const soon = await schedule('POST', '/api/criarDesativacaoTemporaria', new Date(Date.now() + 0.5 * hour));
    const count = (await until(() => maintenanceNoticesOf(carlos), (rows) => rows.length > 4)).length;
    expect(count).toBe(5);
    expect((await context.app.jobs.runRecurring('maintenance.notices', new Date(Date.now() + 0.2 * hour))).result).toEqual({ enviados: [] });
    await context.app.inject({ method: 'POST', url: `/api/encerrarDesativacaoTemporaria/${soon.json().id}`, headers: bearer(admin.token) });
  });
});
