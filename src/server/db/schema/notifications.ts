import type { NotificationTarget } from '@/domain/notifications-target';
import { char, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { pessoa } from './people';
import { plano } from './plans';

export const tipoNotificacao = pgTable('tipo_notificacao', {
  id: integer('id').primaryKey(),
  nome: varchar('nome', { length: 60 }).notNull(),
});

export const notificacao = pgTable('notificacao', {
  id: serial('id').primaryKey(),
  titulo: varchar('titulo', { length: 200 }).notNull(),
  descricao: text('descricao').notNull(),
  idTipoNotificacao: integer('id_tipo_notificacao').notNull().references(() => tipoNotificacao.id),
  /** The plan it speaks of; null = every plan of the recipient. */
  idPlano: integer('id_plano').references(() => plano.id),
  idConversa: integer('id_conversa'),
  idRemetente: integer('id_remetente').references(() => pessoa.id),
  dataNotificacao: timestamp('data_notificacao', { withTimezone: true }).notNull().defaultNow(),
  /** Who it was sent to from the notification centre: one person, a plan × category × situation segment, or everyone. */
  destino: jsonb('destino').$type<NotificationTarget>(),
  /** The portal page it is about, an internal path ('/services/requests'); null when it points nowhere. */
  link: varchar('link', { length: 300 }),
});

export const notificacaoPessoa = pgTable(
  'notificacao_pessoa',
  {
    idNotificacao: integer('id_notificacao').notNull().references(() => notificacao.id),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    reagido: char('reagido', { length: 1 }).$type<'S' | 'N'>().notNull().default('N'),
    vizualizado: char('vizualizado', { length: 1 }).$type<'S' | 'N'>().notNull().default('N'),
    lidoEm: timestamp('lido_em', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.idNotificacao, table.idPessoa] }), index('notificacao_pessoa_pessoa_idx').on(table.idPessoa)],
);
