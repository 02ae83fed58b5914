import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { emailSaida } from '../db/schema/email-templates';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The template it was written from (settings/emails), kept with it for the sent-mail log. */
  chave?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** Every message is kept in the outbox table; with SMTP_URL it also goes out, and the outcome is recorded. */
export function createMailer(db: Database, options: { smtpUrl: string | null; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      const [stored] = await db
        .insert(emailSaida)
        .values({ destinatario: mail.to, assunto: mail.subject, corpo: mail.text, chave: mail.chave ?? null })
        .returning({ id: emailSaida.id });
      if (!transport) return;
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        await db.update(emailSaida).set({ enviadoEm: new Date() }).where(eq(emailSaida.id, stored.id));
      } catch (error) {
        options.log.error({ err: error, idEmail: stored.id }, 'e-mail not sent');
        await db.update(emailSaida).set({ erro: String((error as Error).message).slice(0, 500) }).where(eq(emailSaida.id, stored.id));
      }
    },
  };
}
