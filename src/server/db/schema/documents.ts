import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { anexo } from './attachments';
import { pessoa } from './people';
import { plano } from './plans';

/**
 * A document the fund publishes (regulation, statute, minutes…): its file is an attachment, read through
 * retornarAnexo by the people of its plans. The plans it is for are in documento_plano; none there = every plan.
 */
export const documento = pgTable(
  'documento',
  {
    id: serial('id').primaryKey(),
    idAnexo: integer('id_anexo')
      .notNull()
      .references(() => anexo.id),
    titulo: varchar('titulo', { length: 200 }).notNull(),
    /** One of DOCUMENT_CATEGORIES (src/domain/documents-fund.ts). */
    categoria: varchar('categoria', { length: 40 }).notNull(),
    ano: smallint('ano'),
    descricao: text('descricao'),
    /** true = every plan (documento_plano empty). */
    todosPlanos: boolean('todos_planos').notNull(),
    idPublicador: integer('id_publicador').references(() => pessoa.id),
    criadoEm: createdAt(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('documento_categoria_idx').on(table.categoria, table.ano), index('documento_anexo_idx').on(table.idAnexo)],
);

export const documentoPlano = pgTable(
  'documento_plano',
  {
    idDocumento: integer('id_documento')
      .notNull()
      .references(() => documento.id, { onDelete: 'cascade' }),
    idPlano: integer('id_plano')
      .notNull()
      .references(() => plano.id),
  },
  (table) => [primaryKey({ columns: [table.idDocumento, table.idPlano] }), index('documento_plano_plano_idx').on(table.idPlano)],
);
