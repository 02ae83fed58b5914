import { char, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** The fund's suppliers (/services/fornecedores), kept by administrators. */
export const fornecedor = pgTable('fornecedor', {
  id: serial('id').primaryKey(),
  nome: varchar('nome', { length: 200 }).notNull(),
  cnpj: char('cnpj', { length: 14 }).notNull().unique(),
  servico: varchar('servico', { length: 200 }).notNull(),
  contato: varchar('contato', { length: 200 }).notNull(),
  criadoEm: createdAt(),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
});
