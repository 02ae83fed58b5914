import { integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { pessoa } from './people';

/** Settings of the fund kept by administrators, one JSON value per key (e.g. 'contato_fundo'). */
export const configuracao = pgTable('configuracao', {
  chave: varchar('chave', { length: 100 }).primaryKey(),
  valor: jsonb('valor').notNull(),
  idPessoaAtualizacao: integer('id_pessoa_atualizacao').references(() => pessoa.id),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
});
