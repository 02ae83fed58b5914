import { date, integer, numeric, pgTable, unique } from 'drizzle-orm/pg-core';
import { perfilInvestimento } from './investment-profile';
import { plano } from './plans';

/**
 * Quota values: one series per plan, or per plan and investment profile when the plan has profiles
 * (a participant's quotas follow their profile's series). A plan without profiles keeps `idPerfilInvestimento` null.
 */
export const valorCota = pgTable(
  'valor_cota',
  {
    idPlano: integer('id_plano').notNull().references(() => plano.id),
    idPerfilInvestimento: integer('id_perfil_investimento').references(() => perfilInvestimento.id),
    data: date('data').notNull(),
    valor: numeric('valor', { precision: 18, scale: 8 }).notNull(),
  },
  (table) => [unique('valor_cota_serie_data_key').on(table.idPlano, table.idPerfilInvestimento, table.data).nullsNotDistinct()],
);
