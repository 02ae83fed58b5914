import { char, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** Answers of the postal-code providers, kept so a CEP is looked up outside once. */
export const cepConsulta = pgTable('cep_consulta', {
  cep: char('cep', { length: 8 }).primaryKey(),
  dados: jsonb('dados').notNull(),
  consultadoEm: timestamp('consultado_em', { withTimezone: true }).notNull().defaultNow(),
});
