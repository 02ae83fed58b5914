import { sql } from 'drizzle-orm';
import type { Installment } from '@/domain/loans';
import { boolean, check, date, integer, jsonb, numeric, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { plano, vinculoPlano } from './plans';
import { requisicao } from './requests';

export const emprestimo = pgTable('emprestimo', {
  id: serial('id').primaryKey(),
  idVinculoPlano: integer('id_vinculo_plano').notNull().references(() => vinculoPlano.id),
  valorContratado: numeric('valor_contratado', { precision: 14, scale: 2 }).notNull(),
  taxaMensal: numeric('taxa_mensal', { precision: 8, scale: 6 }).notNull(),
  prazoMeses: smallint('prazo_meses').notNull(),
  valorParcela: numeric('valor_parcela', { precision: 14, scale: 2 }).notNull(),
  parcelasPagas: smallint('parcelas_pagas').notNull().default(0),
  dataContratacao: date('data_contratacao').notNull(),
  /** aberto, quitado, renegociado (closed by a renegotiation that opened another contract) */
  status: varchar('status', { length: 12 }).notNull(),
  /** price | sac (the plan's system when contracted). */
  sistema: varchar('sistema', { length: 5 }).$type<'price' | 'sac'>().notNull().default('price'),
  /** The day the money was credited; installments fall due monthly on its day. Null: the contract date. */
  dataCredito: date('data_credito'),
  /** IOF withheld from the credit (Decreto 6.306/2007) and the net amount credited. */
  iof: numeric('iof', { precision: 14, scale: 2 }).notNull().default('0.00'),
  valorLiquido: numeric('valor_liquido', { precision: 14, scale: 2 }),
  /** The schedule [{numero, vencimento, amortizacao, juros, valorParcela, saldo}] (recomputed by a prepayment). Null: Price from the contract's fields. */
  parcelas: jsonb('parcelas').$type<Installment[]>(),
  /** The request (functionality 28) that opened or last changed it, and the contract a renegotiation replaced. */
  idRequisicao: integer('id_requisicao').references(() => requisicao.id),
  idEmprestimoAnterior: integer('id_emprestimo_anterior'),
});

/** Per-plan loan parameters (loan-enabled kind '2'), edited in the plan's settings; percent values ('1.50' = 1,5 % a month). */
export const configuracaoEmprestimo = pgTable(
  'configuracao_emprestimo',
  {
    idPlano: integer('id_plano').primaryKey().references(() => plano.id),
    taxaMensal: numeric('taxa_mensal', { precision: 5, scale: 2 }).notNull(),
    sistema: varchar('sistema', { length: 5 }).$type<'price' | 'sac'>().notNull().default('price'),
    prazoMaximo: smallint('prazo_maximo').notNull(),
    valorMaximo: numeric('valor_maximo', { precision: 14, scale: 2 }).notNull(),
    percentualMargem: numeric('percentual_margem', { precision: 5, scale: 2 }).notNull(),
    tempoMinimoMeses: smallint('tempo_minimo_meses').notNull().default(0),
    cobraIof: boolean('cobra_iof').notNull().default(true),
  },
  () => [check('configuracao_emprestimo_sistema_check', sql`sistema in ('price', 'sac')`)],
);
