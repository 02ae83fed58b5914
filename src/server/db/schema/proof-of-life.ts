import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { pessoa } from './people';
import { plano, vinculoPlano } from './plans';
import { requisicao } from './requests';

/**
 * A plan's proof-of-life rules (settings/prova-de-vida): the campaign month (each person's birth month, or a fixed
 * month), the grace period, the reminder cadence and the reasons a proof may be refused with. A plan without a row
 * follows the defaults of src/domain/proof-of-life.ts.
 */
export const configuracaoProvaVida = pgTable(
  'configuracao_prova_vida',
  {
    idPlano: integer('id_plano')
      .primaryKey()
      .references(() => plano.id),
    regraMes: varchar('regra_mes', { length: 12 }).$type<'aniversario' | 'mes_fixo'>().notNull().default('aniversario'),
    mesFixo: smallint('mes_fixo'),
    carenciaDias: smallint('carencia_dias').notNull().default(60),
    diasAntesVencimento: smallint('dias_antes_vencimento').notNull().default(15),
    intervaloCarenciaDias: smallint('intervalo_carencia_dias').notNull().default(15),
    motivosRecusa: jsonb('motivos_recusa').$type<string[]>().notNull(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('configuracao_prova_vida_mes', sql`(${table.regraMes} = 'aniversario' and ${table.mesFixo} is null) or (${table.regraMes} = 'mes_fixo' and ${table.mesFixo} between 1 and 12)`)],
);

/**
 * One proof sent (online photos or a life certificate), through its request (the review queue of the request centre):
 * in review until the request is concluded (approved) or rejected (with the reason the person reads).
 */
export const provaVida = pgTable(
  'prova_vida',
  {
    id: serial('id').primaryKey(),
    idVinculoPlano: integer('id_vinculo_plano')
      .notNull()
      .references(() => vinculoPlano.id),
    idRequisicao: integer('id_requisicao')
      .notNull()
      .references(() => requisicao.id),
    forma: varchar('forma', { length: 10 }).$type<'online' | 'documento'>().notNull(),
    situacao: varchar('situacao', { length: 10 }).$type<'em_analise' | 'aprovada' | 'recusada' | 'cancelada'>().notNull().default('em_analise'),
    /** Who sent it: the person, their representative, or an administrator acting for them. */
    idAutor: integer('id_autor')
      .notNull()
      .references(() => pessoa.id),
    enviadaEm: createdAt(),
    analisadaEm: timestamp('analisada_em', { withTimezone: true }),
    /** The reason of a refusal, as the person reads it (what to redo). */
    motivoRecusa: text('motivo_recusa'),
  },
  (table) => [
    uniqueIndex('prova_vida_requisicao_idx').on(table.idRequisicao),
    index('prova_vida_vinculo_idx').on(table.idVinculoPlano, table.enviadaEm),
    // One proof in review per link: a second one sent at the same moment is refused by the database.
    uniqueIndex('prova_vida_em_analise_idx').on(table.idVinculoPlano).where(sql`${table.situacao} = 'em_analise'`),
  ],
);

/**
 * A benefit suspended for a missing proof: confirmed by an administrator, person by person, only after the grace
 * period and the notice; an approved proof reactivates it and records the months to be paid back.
 */
export const suspensaoProvaVida = pgTable(
  'suspensao_prova_vida',
  {
    id: serial('id').primaryKey(),
    idVinculoPlano: integer('id_vinculo_plano')
      .notNull()
      .references(() => vinculoPlano.id),
    suspensaEm: date('suspensa_em').notNull(),
    idAdministrador: integer('id_administrador')
      .notNull()
      .references(() => pessoa.id),
    reativadaEm: date('reativada_em'),
    idProvaReativacao: integer('id_prova_reativacao').references(() => provaVida.id),
    mesesAPagar: jsonb('meses_a_pagar').$type<string[]>(),
  },
  // One suspension in force per link at a time.
  (table) => [uniqueIndex('suspensao_prova_vida_vigente_idx').on(table.idVinculoPlano).where(sql`${table.reativadaEm} is null`)],
);

/**
 * The notices of a cycle already sent to a link (reminders, the notice before a suspension), claimed by an insert
 * so that a second run or instance sends none twice.
 */
export const avisoProvaVida = pgTable(
  'aviso_prova_vida',
  {
    idVinculoPlano: integer('id_vinculo_plano')
      .notNull()
      .references(() => vinculoPlano.id),
    vencimento: date('vencimento').notNull(),
    /** abertura | quinze_dias | vencimento | carencia:aaaa-mm-dd | suspensao_prevista */
    aviso: varchar('aviso', { length: 30 }).notNull(),
    enviadoEm: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.idVinculoPlano, table.vencimento, table.aviso] })],
);

export type ProofOfLifeSettingsRow = typeof configuracaoProvaVida.$inferSelect;
export type ProofRow = typeof provaVida.$inferSelect;
export type SuspensionRow = typeof suspensaoProvaVida.$inferSelect;
