import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { funcionalidade } from './plans';
import { requisicaoStatus } from './requests';

/** The workflow (settings/esteira): the status changes a functionality's requests may go through. */
export const fluxoRequisicao = pgTable(
  'fluxo_requisicao',
  {
    idFuncionalidade: integer('id_funcionalidade').notNull().references(() => funcionalidade.id),
    idStatusOrigem: integer('id_status_origem').notNull().references(() => requisicaoStatus.id),
    idStatusDestino: integer('id_status_destino').notNull().references(() => requisicaoStatus.id),
  },
  (table) => [
    primaryKey({ columns: [table.idFuncionalidade, table.idStatusOrigem, table.idStatusDestino] }),
    check('fluxo_requisicao_destino_check', sql`id_status_origem <> id_status_destino`),
  ],
);
