import { index, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * One run of a recurring job (src/server/jobs): the occurrence of its calendar it served, when it started and ended,
 * what it did or the error it stopped on. The unique occurrence is what makes a job run once per occurrence when
 * several instances share the database. The queue's own tables (retries, dead letters) are pg-boss's, in its schema.
 */
export const execucaoTarefa = pgTable(
  'execucao_tarefa',
  {
    id: serial('id').primaryKey(),
    tarefa: varchar('tarefa', { length: 80 }).notNull(),
    ocorrencia: timestamp('ocorrencia', { withTimezone: true }).notNull(),
    iniciadoEm: timestamp('iniciado_em', { withTimezone: true }).notNull().defaultNow(),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }),
    resultado: jsonb('resultado'),
    erro: text('erro'),
  },
  (table) => [uniqueIndex('execucao_tarefa_ocorrencia_idx').on(table.tarefa, table.ocorrencia), index('execucao_tarefa_inicio_idx').on(table.iniciadoEm)],
);
