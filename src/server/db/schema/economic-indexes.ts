import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, serial, unique, varchar } from 'drizzle-orm/pg-core';

/** An economic index the fund follows (IPCA, INPC, IGP-M): its monthly change feeds the simulators and the settings page. */
export const indiceEconomico = pgTable('indice_economico', {
  id: serial('id').primaryKey(),
  codigo: varchar('codigo', { length: 10 }).notNull().unique(),
  nome: varchar('nome', { length: 120 }).notNull(),
  fonte: varchar('fonte', { length: 60 }).notNull(),
});

/** One month's change of an index, in percent (0.3900 = 0,39 %); competencia is the first day of the month. */
export const valorIndice = pgTable(
  'valor_indice',
  {
    id: serial('id').primaryKey(),
    idIndice: integer('id_indice').notNull().references(() => indiceEconomico.id),
    competencia: date('competencia').notNull(),
    variacao: numeric('variacao', { precision: 9, scale: 4 }).notNull(),
  },
  (table) => [
    unique('valor_indice_indice_competencia_key').on(table.idIndice, table.competencia),
    check('valor_indice_variacao_check', sql`variacao > -100 and variacao < 1000`),
    check('valor_indice_competencia_check', sql`extract(day from competencia) = 1`),
  ],
);
