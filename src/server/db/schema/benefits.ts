import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, smallint } from 'drizzle-orm/pg-core';
import { plano } from './plans';

/** Per-plan benefit parameters the simulators start from (settings/beneficios). */
export const configuracaoBeneficio = pgTable(
  'configuracao_beneficio',
  {
    idPlano: integer('id_plano').primaryKey().references(() => plano.id),
    /** 12, or 13 when the plan pays a yearly 13th income (abono anual) each December. */
    pagamentosPorAno: smallint('pagamentos_por_ano').notNull().default(13),
    /** Percent a year the simulator suggests ('4.00' = 4 % a.a.): the plan's long-term real return target. */
    rentabilidadeReferencia: numeric('rentabilidade_referencia', { precision: 5, scale: 2 }).notNull(),
    /** The normal retirement age of the plan's regulation. */
    idadeAposentadoria: smallint('idade_aposentadoria').notNull(),
    /** Eligibility for the benefit (benefit-request): minimum age and years in the plan. */
    idadeMinima: smallint('idade_minima').notNull().default(55),
    anosMinimosPlano: smallint('anos_minimos_plano').notNull().default(10),
    /** The income a participant may choose (benefit-request, alteracao-renda): percent of the balance a month, or a term. */
    percentualRendaMinimo: numeric('percentual_renda_minimo', { precision: 5, scale: 2 }).notNull().default('0.30'),
    percentualRendaMaximo: numeric('percentual_renda_maximo', { precision: 5, scale: 2 }).notNull().default('2.00'),
    prazoRendaMinimoMeses: smallint('prazo_renda_minimo_meses').notNull().default(60),
    prazoRendaMaximoMeses: smallint('prazo_renda_maximo_meses').notNull().default(360),
    /** An income change may be asked once in this many months (alteracao-renda). */
    mesesEntreAlteracoesRenda: smallint('meses_entre_alteracoes_renda').notNull().default(12),
    /** The share of the balance that may be withdrawn at once (saque-a-vista), percent. */
    percentualSaqueAVista: numeric('percentual_saque_a_vista', { precision: 5, scale: 2 }).notNull().default('25.00'),
  },
  () => [check('configuracao_beneficio_pagamentos_check', sql`pagamentos_por_ano in (12, 13)`)],
);
