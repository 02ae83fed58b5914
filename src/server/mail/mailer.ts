import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { emailSaida } from '../db/schema/email-templates';
import type { JobQueue } from '../jobs/job-queue';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The template it was written from (settings/emails), kept with it for the sent-mail log. */
  chave?: string;
}

export interface Mailer {
  /** Keeps the message in the outbox and queues its delivery: it returns before the mail server is reached. */
  send(mail: OutgoingMail): Promise<{ idEmail: number }>;
  /** The same for many messages in a few statements (a notice to every participant); the ids in the mails' order. */
  sendMany(mails: readonly OutgoingMail[]): Promise<number[]>;
  /** Whether SMTP_URL is set (without it a message is only kept in the outbox). */
  readonly configured: boolean;
  /** Queues again a message the queue gave up on (settings/emails); false when there is none to retry. */
  retry(idEmail: number): Promise<boolean>;
}

export const EMAIL_DELIVERY_JOB = 'email.deliver';

/** Outbox rows per insert: 4 parameters each, well under PostgreSQL's 65 535. */
const OUTBOX_CHUNK = 5000;

/**
 * Every message is kept in the outbox table; with SMTP_URL its delivery is a job of the queue: a mail server that is
 * down never slows the request that wrote the message, a failure is tried again with a growing delay (5 retries, from
 * 30 s), and a message the queue gave up on keeps its last error. The job is keyed by the message, so it is queued
 * once; a message already sent is never sent again by a retried job.
 */
export function createMailer(db: Database, jobs: JobQueue, options: { smtpUrl: string | null; from: string; log: FastifyBaseLogger }): Mailer {
  const { smtpUrl } = options;
  // nodemailer is loaded by the first delivery, only in a process configured with SMTP_URL (a static import would be
  // hoisted into the bundled server and loaded by every process).
  let smtp: Promise<Transporter> | undefined;
  const transport = smtpUrl ? () => (smtp ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl))) : null;

  jobs.define<{ idEmail: number }>({
    name: EMAIL_DELIVERY_JOB,
    async handler({ idEmail }, attempt) {
      const [mail] = await db.select().from(emailSaida).where(eq(emailSaida.id, idEmail));
      if (!mail || mail.enviadoEm || !transport) return;
      try {
        await (await transport()).sendMail({
          from: options.from,
          to: mail.destinatario,
          subject: mail.assunto,
          text: mail.corpo,
          // One Message-ID per message, whichever try delivers it: a mail server that saw it already may drop it.
          messageId: `<email-${mail.id}@portal-do-participante>`,
        });
        await db.update(emailSaida).set({ enviadoEm: new Date(), erro: null, tentativas: attempt.attempt }).where(eq(emailSaida.id, idEmail));
      } catch (error) {
        options.log.warn({ err: error, idEmail, attempt: attempt.attempt }, 'e-mail not sent');
        await db
          .update(emailSaida)
          .set({ erro: String((error as Error).message).slice(0, 500), tentativas: attempt.attempt, desistiuEm: attempt.isLast ? new Date() : null })
          .where(eq(emailSaida.id, idEmail));
        throw error;
      }
    },
  });

  return {
    configured: transport !== null,

    async send(mail) {
      const [stored] = await db
        .insert(emailSaida)
        .values({ destinatario: mail.to, assunto: mail.subject, corpo: mail.text, chave: mail.chave ?? null })
        .returning({ id: emailSaida.id });
      if (transport) await jobs.send(EMAIL_DELIVERY_JOB, { idEmail: stored.id }, { key: String(stored.id) });
      return { idEmail: stored.id };
    },

    async sendMany(mails) {
      const ids: number[] = [];
      for (let start = 0; start < mails.length; start += OUTBOX_CHUNK) {
        const rows = mails.slice(start, start + OUTBOX_CHUNK).map((mail) => ({ destinatario: mail.to, assunto: mail.subject, corpo: mail.text, chave: mail.chave ?? null }));
        const stored = await db.insert(emailSaida).values(rows).returning({ id: emailSaida.id });
        ids.push(...stored.map((row) => row.id));
      }
      if (transport) await jobs.sendMany(EMAIL_DELIVERY_JOB, ids.map((idEmail) => ({ data: { idEmail }, key: String(idEmail) })));
      return ids;
    },

    async retry(idEmail) {
      const [mail] = await db.select().from(emailSaida).where(eq(emailSaida.id, idEmail));
      if (!mail || !mail.desistiuEm || mail.enviadoEm || !transport) return false;
      await db.update(emailSaida).set({ desistiuEm: null }).where(eq(emailSaida.id, idEmail));
      await jobs.retry(EMAIL_DELIVERY_JOB, String(idEmail));
      return true;
    },
  };
}
