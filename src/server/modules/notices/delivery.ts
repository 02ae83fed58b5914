import { desc } from 'drizzle-orm';
import parser from 'cron-parser';
import { FUND_TIME_ZONE } from '@/domain/business-days';
import { DELIVERY_STATUS_LABELS, NOTICE_CHANNEL_LABELS, NOTICE_CHANNELS, NOTICE_KINDS, NOTICE_MESSAGES, isNoticeKind, type NoticeChannel } from '@/domain/notices';
import { totalPages } from '@/domain/requests';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { execucaoTarefa } from '../../db/schema/jobs';
import { HttpError } from '../../http-error';
import type { JobAttempt, JobQueue } from '../../jobs/job-queue';
import { EMAIL_DELIVERY_JOB, type Mailer } from '../../mail/mailer';
import type { RealtimeHub } from '../../realtime/socket-server';
import { recordAudit } from '../../audit/record';
import { notifyAdministrators } from './administrators';
import { createSmsProvider, createWhatsAppProvider, ProviderError, whatsAppStatusesOf, type MessageProvider } from './providers';
import * as repository from './repository';
import { NOTICE_DELIVERY_JOB } from './service';

export interface DeliveryDeps {
  db: Database;
  mailer: Mailer;
  jobs: JobQueue;
  realtime: RealtimeHub;
  config: Pick<Config, 'sms' | 'whatsapp' | 'smtpUrl'>;
}

/**
 * The SMS and WhatsApp deliveries (the queue's `notice.deliver` job), the administrators' delivery log with its retry,
 * the state of each channel, and the alert when a job gives up.
 */
export function createDeliveryService(deps: DeliveryDeps) {
  const { db, config } = deps;
  const providers: Partial<Record<NoticeChannel, MessageProvider>> = {
    ...(config.sms ? { sms: createSmsProvider(config.sms) } : {}),
    ...(config.whatsapp ? { whatsapp: createWhatsAppProvider(config.whatsapp) } : {}),
  };

  /** One try of one delivery. Idempotent: a delivery already sent, refused or given up is left as it is. */
  async function deliver({ idEnvio }: { idEnvio: number }, attempt: JobAttempt) {
    const found = await repository.findDelivery(db, idEnvio);
    if (!found || !['pendente', 'tentando'].includes(found.envio.status)) return;
    const { envio } = found;
    const provider = providers[envio.canal];
    if (!provider || !envio.destino) {
      await repository.updateDelivery(db, idEnvio, { status: 'falhou', erro: NOTICE_MESSAGES.channelOff(NOTICE_CHANNEL_LABELS[envio.canal]), tentativas: attempt.attempt });
      return;
    }
    try {
      const { idExterno } = await provider.send({ to: envio.destino, text: envio.texto ?? '', template: envio.modelo ?? '', parameters: envio.parametros ?? [], idempotencyKey: `aviso-envio-${idEnvio}` });
      await repository.updateDelivery(db, idEnvio, { status: 'enviado', idExterno, enviadoEm: new Date(), erro: null, tentativas: attempt.attempt });
    } catch (error) {
      const message = String((error as Error).message).slice(0, 1000);
      if (error instanceof ProviderError && error.permanent) {
        // The provider refused this message (a bad number, a template it does not know): trying again changes nothing.
        await repository.updateDelivery(db, idEnvio, { status: 'falhou', erro: message, tentativas: attempt.attempt });
        return;
      }
      await repository.updateDelivery(db, idEnvio, { status: attempt.isLast ? 'desistiu' : 'tentando', erro: message, tentativas: attempt.attempt, desistiuEm: attempt.isLast ? new Date() : null });
      throw error;
    }
  }

  /** Every administrator is told in the portal, live, that a job gave up; the delivery log has the error. */
  async function alertAdministrators(name: string, data: object, error: Error) {
    const what = name === EMAIL_DELIVERY_JOB ? 'Um e-mail' : name === NOTICE_DELIVERY_JOB ? 'Um aviso' : `A tarefa ${name}`;
    await notifyAdministrators(db, deps.realtime, {
      titulo: `${what} não pôde ser enviado`,
      descricao: `${what} desistiu após as tentativas (${JSON.stringify(data)}): ${error.message.slice(0, 300)}. Veja e reenvie em Avisos enviados.`,
      link: '/settings/avisos',
    });
  }

  return {
    deliver,
    alertAdministrators,

    /** WhatsApp's status webhook, once its signature was checked: the deliveries it names move on; how many did. */
    async applyWhatsAppStatuses(payload: unknown) {
      let atualizados = 0;
      for (const status of whatsAppStatusesOf(payload)) atualizados += await repository.applyProviderStatus(db, 'whatsapp', status);
      return { atualizados };
    },

    async log(filters: repository.DeliveryLogFilters, page: number, limit: number) {
      const { rows, total } = await repository.listDeliveries(db, filters, limit, page * limit);
      const registros = await Promise.all(
        rows.map(async (row) => {
          const nextTry =
            row.status !== 'tentando' ? null : row.canal === 'email' ? await deps.jobs.nextTryOf(EMAIL_DELIVERY_JOB, String(row.idEmail)) : await deps.jobs.nextTryOf(NOTICE_DELIVERY_JOB, String(row.id));
          return {
            id: row.id,
            aviso: { id: row.idAviso, tipo: row.tipo, nomeTipo: isNoticeKind(row.tipo) ? NOTICE_KINDS[row.tipo].nome : row.tipo, titulo: row.titulo },
            pessoa: { id: row.idPessoa, nome: row.nome },
            canal: row.canal,
            nomeCanal: NOTICE_CHANNEL_LABELS[row.canal],
            destino: row.destino,
            status: row.status,
            situacao: DELIVERY_STATUS_LABELS[row.status],
            tentativas: Number(row.tentativas),
            erro: row.erro,
            proximaTentativaEm: nextTry?.toISOString() ?? null,
            criadoEm: row.criadoEm.toISOString(),
            enviadoEm: row.enviadoEm?.toISOString() ?? null,
            entregueEm: row.entregueEm?.toISOString() ?? null,
          };
        }),
      );
      return { registros, page, totalPage: totalPages(total, limit), total };
    },

    /** Queues again a delivery that gave up, from its first try (audited). */
    async retry(idEnvio: number, context: { idAtor: number; ip: string }) {
      const found = await repository.findDelivery(db, idEnvio);
      if (!found) throw new HttpError(404, 'Envio de aviso não encontrado.');
      const { envio } = found;
      if (envio.canal === 'email') {
        if (!envio.idEmail || !(await deps.mailer.retry(envio.idEmail))) throw new HttpError(409, NOTICE_MESSAGES.notRetryable);
      } else {
        if (envio.status !== 'desistiu') throw new HttpError(409, NOTICE_MESSAGES.notRetryable);
        await repository.updateDelivery(db, idEnvio, { status: 'tentando', desistiuEm: null });
        await deps.jobs.retry(NOTICE_DELIVERY_JOB, String(idEnvio));
      }
      await recordAudit(db, { idAtor: context.idAtor, idPessoaAlvo: found.aviso.idPessoa, acao: 'aviso.reenviado', ip: context.ip, detalhes: { idEnvio, canal: envio.canal } });
      return { message: NOTICE_MESSAGES.retried };
    },

    /** Each channel (configured, last success, failures in the last hour) and each recurring job (last and next run). */
    async channels(now = new Date()) {
      const activity = await repository.channelActivity(db, new Date(now.getTime() - 60 * 60_000));
      const configured: Record<NoticeChannel, boolean> = { app: true, email: config.smtpUrl !== null, sms: config.sms !== null, whatsapp: config.whatsapp !== null };
      const runs = await db.selectDistinctOn([execucaoTarefa.tarefa]).from(execucaoTarefa).orderBy(execucaoTarefa.tarefa, desc(execucaoTarefa.ocorrencia));
      return {
        canais: NOTICE_CHANNELS.map((canal) => ({
          canal,
          nome: NOTICE_CHANNEL_LABELS[canal],
          configurado: configured[canal],
          ultimoSucessoEm: activity[canal]?.ultimoSucessoEm?.toISOString() ?? null,
          falhasUltimaHora: activity[canal]?.falhas ?? 0,
        })),
        tarefas: deps.jobs.recurringJobs().map((job) => {
          const last = runs.find((run) => run.tarefa === job.name);
          return {
            nome: job.name,
            descricao: job.description,
            cron: job.cron,
            ultimaExecucao: last ? { ocorrencia: last.ocorrencia.toISOString(), concluidoEm: last.concluidoEm?.toISOString() ?? null, erro: last.erro } : null,
            proximaExecucao: parser.parseExpression(job.cron, { currentDate: now, tz: FUND_TIME_ZONE }).next().toDate().toISOString(),
          };
        }),
      };
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
