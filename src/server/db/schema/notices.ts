import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ChosenChannel, DeliveryStatus, NoticeChannel } from '@/domain/notices';
import { createdAt } from './columns';
import { emailSaida } from './email-templates';
import { notificacao } from './notifications';
import { pessoa } from './people';

/**
 * A notice (src/domain/notices.ts): what the portal told one person on its own, of one kind, with the in-app
 * notification it stored; each channel it went by is an `aviso_envio`.
 */
export const aviso = pgTable(
  'aviso',
  {
    id: serial('id').primaryKey(),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    tipo: varchar('tipo', { length: 40 }).notNull(),
    titulo: varchar('titulo', { length: 200 }).notNull(),
    /** The portal page it points to (an internal path), written into the short texts as a full address. */
    link: varchar('link', { length: 300 }),
    idNotificacao: integer('id_notificacao').references(() => notificacao.id),
    criadoEm: createdAt(),
  },
  (table) => [index('aviso_pessoa_idx').on(table.idPessoa, table.criadoEm)],
);

/**
 * One channel of a notice and its delivery: queued once (unique notice × channel, and the job keyed by this row), its
 * tries, the provider's id, and where it stands. An e-mail's own delivery is its outbox row (`id_email`).
 */
export const avisoEnvio = pgTable(
  'aviso_envio',
  {
    id: serial('id').primaryKey(),
    idAviso: integer('id_aviso').notNull().references(() => aviso.id),
    canal: varchar('canal', { length: 10 }).$type<NoticeChannel>().notNull(),
    /** E-mail address or E.164 mobile number; null in the portal. */
    destino: varchar('destino', { length: 254 }),
    /** The SMS text, or what the WhatsApp template reads. */
    texto: text('texto'),
    /** WhatsApp: the approved template's name and its body parameters. */
    modelo: varchar('modelo', { length: 120 }),
    parametros: jsonb('parametros').$type<string[]>(),
    idEmail: integer('id_email').references(() => emailSaida.id),
    status: varchar('status', { length: 12 }).$type<DeliveryStatus>().notNull().default('pendente'),
    tentativas: integer('tentativas').notNull().default(0),
    erro: text('erro'),
    idExterno: varchar('id_externo', { length: 200 }),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }),
    entregueEm: timestamp('entregue_em', { withTimezone: true }),
    desistiuEm: timestamp('desistiu_em', { withTimezone: true }),
    criadoEm: createdAt(),
  },
  (table) => [
    uniqueIndex('aviso_envio_canal_idx').on(table.idAviso, table.canal),
    index('aviso_envio_status_idx').on(table.status, table.criadoEm),
    index('aviso_envio_externo_idx').on(table.idExterno),
    check('aviso_envio_canal_check', sql`${table.canal} in ('app', 'email', 'sms', 'whatsapp')`),
  ],
);

/** A person's channels for one kind of notice; a kind without a row uses its default (NOTICE_KINDS). */
export const preferenciaAviso = pgTable(
  'preferencia_aviso',
  {
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    tipo: varchar('tipo', { length: 40 }).notNull(),
    canais: varchar('canais', { length: 10 }).array().$type<ChosenChannel[]>().notNull(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.idPessoa, table.tipo] })],
);

/**
 * The mobile number a person receives SMS and WhatsApp notices on: verified by a code sent to it (only its hash kept)
 * before either channel is used. A new number starts unverified.
 */
export const celularAviso = pgTable('celular_aviso', {
  idPessoa: integer('id_pessoa').primaryKey().references(() => pessoa.id),
  numero: varchar('numero', { length: 14 }).notNull(),
  verificadoEm: timestamp('verificado_em', { withTimezone: true }),
  codigoHash: varchar('codigo_hash', { length: 64 }),
  codigoExpiraEm: timestamp('codigo_expira_em', { withTimezone: true }),
  tentativas: integer('tentativas').notNull().default(0),
});
