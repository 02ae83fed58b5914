import { integer, pgTable, serial, unique, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { pessoa } from './people';

/** The declaration of agreement's text, one row per version: an acceptance points to the exact text accepted. */
export const declaracaoConcordancia = pgTable('declaracao_concordancia', {
  versao: integer('versao').primaryKey(),
  texto: text('texto').notNull(),
  publicadaEm: timestamp('publicada_em', { withTimezone: true }).notNull().defaultNow(),
});

/** A person's acceptance of a version of the declaration of agreement, with when and from which address. */
export const aceiteDeclaracaoConcordancia = pgTable(
  'aceite_declaracao_concordancia',
  {
    id: serial('id').primaryKey(),
    idPessoa: integer('id_pessoa')
      .notNull()
      .references(() => pessoa.id),
    versao: integer('versao')
      .notNull()
      .references(() => declaracaoConcordancia.versao),
    aceitoEm: timestamp('aceito_em', { withTimezone: true }).notNull().defaultNow(),
    ip: varchar('ip', { length: 64 }).notNull(),
  },
  (table) => [unique('aceite_declaracao_pessoa_versao').on(table.idPessoa, table.versao)],
);
