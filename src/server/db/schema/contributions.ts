import { sql } from 'drizzle-orm';
import type { CONTRIBUTION_STATUSES, CONTRIBUTION_TYPES } from '@/domain/accounts';
import { check, date, index, integer, numeric, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { vinculoPlano } from './plans';

/**
 * A contribution with the quotas it bought and the quota value used. A pending one (a sporadic contribution
 * whose slip is not paid yet) has neither until an import settles it.
 */
export const contribuicao = pgTable(
  'contribuicao',
  {
    id: serial('id').primaryKey(),
    idVinculoPlano: integer('id_vinculo_plano').notNull().references(() => vinculoPlano.id),
    /** The month it refers to, as its first day. */
    competencia: date('competencia').notNull(),
    tipo: varchar('tipo', { length: 20 }).$type<(typeof CONTRIBUTION_TYPES)[number]>().notNull(),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    cotas: numeric('cotas', { precision: 20, scale: 8 }),
    valorCota: numeric('valor_cota', { precision: 18, scale: 8 }),
    status: varchar('status', { length: 12 }).$type<(typeof CONTRIBUTION_STATUSES)[number]>().notNull().default('paga'),
    criadoEm: createdAt(),
  },
  (table) => [
    index('contribuicao_vinculo_idx').on(table.idVinculoPlano, table.competencia),
    // One row per link, month and type (the import's idempotence rests on it); sporadic ones may repeat.
    uniqueIndex('contribuicao_unica_por_tipo_idx').on(table.idVinculoPlano, table.competencia, table.tipo).where(sql`tipo <> 'esporadica'`),
    check('contribuicao_tipo_check', sql`tipo in ('basica', 'suplementar', 'patrocinadora', 'esporadica')`),
    check('contribuicao_status_check', sql`status in ('paga', 'pendente')`),
    check('contribuicao_valor_check', sql`valor > 0`),
    check('contribuicao_cotas_check', sql`(status = 'pendente') = (cotas is null)`),
  ],
);
