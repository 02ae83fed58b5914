import { char, date, integer, numeric, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { contribuicao } from './contributions';
import { plano } from './plans';

/** The payment slip and PIX code of a sporadic contribution (service 7), kept so the same codes can be shown again. */
export const cobrancaContribuicao = pgTable('cobranca_contribuicao', {
  id: serial('id').primaryKey(),
  idContribuicao: integer('id_contribuicao')
    .notNull()
    .unique()
    .references(() => contribuicao.id, { onDelete: 'cascade' }),
  nossoNumero: varchar('nosso_numero', { length: 20 }).notNull(),
  vencimento: date('vencimento').notNull(),
  codigoBarras: char('codigo_barras', { length: 44 }).notNull(),
  linhaDigitavel: char('linha_digitavel', { length: 47 }).notNull(),
  pixCopiaECola: text('pix_copia_e_cola').notNull(),
  criadoEm: createdAt(),
});

/** Per-plan contribution rules (settings/contribution-management), seeded with the spec's values. */
export const configuracaoContribuicao = pgTable('configuracao_contribuicao', {
  idPlano: integer('id_plano').primaryKey().references(() => plano.id),
  valorMinimo: numeric('valor_minimo', { precision: 14, scale: 2 }).notNull(),
  fatorSalario: numeric('fator_salario', { precision: 8, scale: 4 }).notNull(),
  limiteSalarial: numeric('limite_salarial', { precision: 14, scale: 2 }).notNull(),
  percentualBasicoMaximo: numeric('percentual_basico_maximo', { precision: 5, scale: 2 }).notNull(),
  percentualSuplementarMaximo: numeric('percentual_suplementar_maximo', { precision: 5, scale: 2 }).notNull(),
  banco: varchar('banco', { length: 3 }).notNull(),
  diaVencimento: smallint('dia_vencimento').notNull(),
  /** The longest contribution suspension one request may ask for (suspend-contribution). */
  suspensaoMesesMaximo: smallint('suspensao_meses_maximo').notNull().default(6),
});
