import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { pessoa } from './people';

export const desativacaoTemporaria = pgTable('desativacao_temporaria', {
  id: serial('id').primaryKey(),
  dataInicio: timestamp('data_inicio', { withTimezone: true }).notNull(),
  dataFim: timestamp('data_fim', { withTimezone: true }).notNull(),
  mensagem: text('mensagem'),
  idCriador: integer('id_criador').references(() => pessoa.id),
  criadoEm: createdAt(),
});
