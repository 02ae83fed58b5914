import { integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { MaintenanceNoticeMoment } from '@/domain/maintenance-notices';
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

/**
 * Each notice of a window sent to its participants, per start it announced (a window moved to another start is
 * announced again): the primary key makes each go once, with two instances or a retried job.
 */
export const avisoManutencao = pgTable(
  'aviso_manutencao',
  {
    idJanela: integer('id_janela').notNull().references(() => desativacaoTemporaria.id),
    momento: varchar('momento', { length: 12 }).$type<MaintenanceNoticeMoment>().notNull(),
    inicio: timestamp('inicio', { withTimezone: true }).notNull(),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }).notNull().defaultNow(),
    avisados: integer('avisados').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.idJanela, table.momento, table.inicio] })],
);
