import { boolean, date, integer, numeric, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { plano, vinculoPlano } from './plans';

/**
 * A plan's planning assumptions (settings/beneficios): the scenarios' yearly returns, the inflation that turns future
 * reais into today's, and the term of the income the planning assumes. A plan without a row follows the defaults of
 * src/domain/retirement-planning-settings.ts (the simulator's reference return ± 2 points, the IPCA's last 12 months).
 */
export const configuracaoPlanejamento = pgTable('configuracao_planejamento', {
  idPlano: integer('id_plano')
    .primaryKey()
    .references(() => plano.id),
  rentabilidadePessimista: numeric('rentabilidade_pessimista', { precision: 5, scale: 2 }).notNull(),
  rentabilidadeEsperada: numeric('rentabilidade_esperada', { precision: 5, scale: 2 }).notNull(),
  rentabilidadeOtimista: numeric('rentabilidade_otimista', { precision: 5, scale: 2 }).notNull(),
  inflacaoAnual: numeric('inflacao_anual', { precision: 5, scale: 2 }).notNull(),
  prazoRendaMeses: smallint('prazo_renda_meses').notNull(),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A participant's retirement goal on a plan link ('Minha aposentadoria'): the age and the monthly income wanted (today's
 * reais), the INSS estimate and other income they typed, the year's gross taxable income for the December tax room,
 * and whether they asked for the off-track notice of the monthly record.
 */
export const planejamento = pgTable('planejamento', {
  idVinculoPlano: integer('id_vinculo_plano')
    .primaryKey()
    .references(() => vinculoPlano.id),
  idadeAlvo: smallint('idade_alvo').notNull(),
  rendaDesejada: numeric('renda_desejada', { precision: 12, scale: 2 }).notNull(),
  estimativaInss: numeric('estimativa_inss', { precision: 12, scale: 2 }).notNull().default('0'),
  outrasRendas: numeric('outras_rendas', { precision: 12, scale: 2 }).notNull().default('0'),
  rendaTributavelAnual: numeric('renda_tributavel_anual', { precision: 14, scale: 2 }),
  avisarDesvio: boolean('avisar_desvio').notNull().default(false),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The goal followed over time: once a month (the recurring job) the projected total in today's reais against the
 * goal of that month, one row per link and month.
 */
export const planejamentoHistorico = pgTable(
  'planejamento_historico',
  {
    idVinculoPlano: integer('id_vinculo_plano')
      .notNull()
      .references(() => vinculoPlano.id),
    competencia: date('competencia', { mode: 'string' }).notNull(),
    totalProjetado: numeric('total_projetado', { precision: 12, scale: 2 }).notNull(),
    rendaDesejada: numeric('renda_desejada', { precision: 12, scale: 2 }).notNull(),
    idadeAlvo: smallint('idade_alvo').notNull(),
    situacao: varchar('situacao', { length: 20 }).$type<'no_caminho' | 'fora_do_caminho'>().notNull(),
    registradoEm: timestamp('registrado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.idVinculoPlano, table.competencia] })],
);
