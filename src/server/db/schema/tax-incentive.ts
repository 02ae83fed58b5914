import { integer, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { vinculoPlano } from './plans';

/**
 * The December notice a participant asked for on the tax-incentive simulator, per link: the taxable income and other
 * deductions they gave (the fund knows only its own payments), and the last year it was sent (each year once).
 */
export const avisoDeducao = pgTable('aviso_deducao', {
  idVinculoPlano: integer('id_vinculo_plano')
    .primaryKey()
    .references(() => vinculoPlano.id),
  rendaTributavelAnual: numeric('renda_tributavel_anual', { precision: 14, scale: 2 }).notNull(),
  outrasDeducoes: numeric('outras_deducoes', { precision: 14, scale: 2 }).notNull().default('0'),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  ultimoAvisoAno: integer('ultimo_aviso_ano'),
});
