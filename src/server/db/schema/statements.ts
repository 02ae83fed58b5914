import { char, date, integer, jsonb, numeric, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { PublicationDocument } from '@/domain/publication-notices';
import { createdAt } from './columns';
import { vinculoPlano } from './plans';

/** One line of a paycheck: an earning (provento) or a deduction (desconto). */
export interface Rubrica {
  codigo: string;
  descricao: string;
  tipo: 'provento' | 'desconto';
  valor: string;
  /**
   * A deduction for a collective health plan names the operator the fund passes it to (operadora_saude.id): the
   * income report lists what was paid to each one in the year (quadro 7), which the person deducts as a medical expense.
   */
  idOperadoraSaude?: number;
  /** A dependant's share of the health plan, as it was recorded when paid (absent: the holder's own share). */
  dependenteSaude?: { cpf: string; nome: string; dataNascimento: string };
}

/**
 * Health-plan operators (operadoras de planos de saúde) to which the fund passes what it deducts from benefits for a
 * collective health plan. The income report names each one by its name and CNPJ, as the Receita's layout asks.
 */
export const operadoraSaude = pgTable('operadora_saude', {
  id: serial('id').primaryKey(),
  nome: varchar('nome', { length: 200 }).notNull(),
  cnpj: char('cnpj', { length: 14 }).notNull().unique(),
  criadoEm: createdAt(),
});

/**
 * Benefit payments (paychecks) of assisted people and pensioners: the monthly one and, in December, the yearly
 * 13th income (abono anual), which the income report shows apart (taxed exclusively at source).
 */
export const pagamentoBeneficio = pgTable(
  'pagamento_beneficio',
  {
    id: serial('id').primaryKey(),
    idVinculoPlano: integer('id_vinculo_plano').notNull().references(() => vinculoPlano.id),
    competencia: date('competencia').notNull(),
    /** mensal | abono_anual */
    tipo: varchar('tipo', { length: 12 }).$type<'mensal' | 'abono_anual'>().notNull().default('mensal'),
    valorBruto: numeric('valor_bruto', { precision: 14, scale: 2 }).notNull(),
    /** Exempt portion of a person aged 65 or more (Lei 7.713/1988, art. 6º, XV), within valorBruto. */
    parcelaIsenta: numeric('parcela_isenta', { precision: 14, scale: 2 }).notNull().default('0'),
    impostoRenda: numeric('imposto_renda', { precision: 14, scale: 2 }).notNull(),
    outrosDescontos: numeric('outros_descontos', { precision: 14, scale: 2 }).notNull(),
    valorLiquido: numeric('valor_liquido', { precision: 14, scale: 2 }).notNull(),
    /** The lines of the paycheck; their earnings minus deductions equal valorLiquido. */
    rubricas: jsonb('rubricas').$type<Rubrica[]>().notNull().default([]),
    dataPagamento: date('data_pagamento').notNull(),
  },
  (table) => [uniqueIndex('pagamento_beneficio_competencia_idx').on(table.idVinculoPlano, table.competencia, table.tipo)],
);

/**
 * Each paycheck (`2026-11/mensal`) and income report (`2025`) announced to its owner: the key claims the notice, so it
 * goes once per link and document, with two instances or a job run again.
 */
export const avisoPublicacao = pgTable(
  'aviso_publicacao',
  {
    idVinculoPlano: integer('id_vinculo_plano').notNull().references(() => vinculoPlano.id),
    documento: varchar('documento', { length: 20 }).$type<PublicationDocument>().notNull(),
    referencia: varchar('referencia', { length: 20 }).notNull(),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.idVinculoPlano, table.documento, table.referencia] })],
);
