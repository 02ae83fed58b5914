import { index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { pessoa } from './people';

/** Outgoing e-mail: sent through SMTP when configured, and always kept here for administrators. */
export const emailSaida = pgTable('email_saida', {
  id: serial('id').primaryKey(),
  destinatario: varchar('destinatario', { length: 254 }).notNull(),
  assunto: varchar('assunto', { length: 200 }).notNull(),
  corpo: text('corpo').notNull(),
  criadoEm: createdAt(),
  enviadoEm: timestamp('enviado_em', { withTimezone: true }),
  erro: text('erro'),
  /** Tries at the mail server so far (the job queue retries a failure with a growing delay, then gives up). */
  tentativas: integer('tentativas').notNull().default(0),
  /** Set when the queue gave up: the last error stays in `erro`; an administrator may try it again. */
  desistiuEm: timestamp('desistiu_em', { withTimezone: true }),
  /** The template it was written from (src/domain/email-templates.ts); null for a message written in code. */
  chave: varchar('chave', { length: 60 }),
}, (table) => [index('email_saida_criado_idx').on(table.criadoEm)]);

/**
 * An administrator's edit of an e-mail template (settings/emails). The defaults live in code
 * (src/domain/email-templates.ts): a template without a row uses its default, and resetting it deletes the row.
 */
export const modeloEmail = pgTable('modelo_email', {
  chave: varchar('chave', { length: 60 }).primaryKey(),
  assunto: varchar('assunto', { length: 200 }).notNull(),
  corpo: text('corpo').notNull(),
  idAtor: integer('id_ator').references(() => pessoa.id),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An administrator's edit of the short text (SMS or WhatsApp) of a notice kind (settings/emails, issue 28). The
 * defaults live in code (the kinds' `curto`, src/domain/notices.ts): a kind and channel without a row uses its
 * default, and resetting it deletes the row. `tipo` is a notice kind and `canal` sms or whatsapp; a row of a kind
 * since removed from code is ignored.
 */
export const modeloMensagemCurta = pgTable(
  'modelo_mensagem_curta',
  {
    tipo: varchar('tipo', { length: 40 }).notNull(),
    canal: varchar('canal', { length: 10 }).notNull(),
    texto: text('texto').notNull(),
    idAtor: integer('id_ator').references(() => pessoa.id),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tipo, table.canal] })],
);
