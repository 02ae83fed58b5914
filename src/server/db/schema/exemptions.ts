import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { vinculoPlano } from './plans';
import { requisicao } from './requests';

/** Income-tax exemptions granted on a plan link (services 22 and 24), from a competence on. */
export const isencaoImposto = pgTable(
  'isencao_imposto',
  {
    id: serial('id').primaryKey(),
    idVinculoPlano: integer('id_vinculo_plano').notNull().references(() => vinculoPlano.id),
    /** '65': the monthly exempt portion (Lei 7.713/1988, art. 6º, XV); 'molestia_grave': the whole income (XIV). */
    tipo: varchar('tipo', { length: 14 }).$type<'65' | 'molestia_grave'>().notNull(),
    /** The first month it applies to, as its first day. */
    competenciaInicio: date('competencia_inicio').notNull(),
    idRequisicao: integer('id_requisicao').references(() => requisicao.id),
    doenca: varchar('doenca', { length: 120 }),
    criadoEm: createdAt(),
  },
  (table) => [uniqueIndex('isencao_imposto_tipo_idx').on(table.idVinculoPlano, table.tipo), check('isencao_imposto_tipo_check', sql`tipo in ('65', 'molestia_grave')`)],
);
