import { sql } from 'drizzle-orm';
import { integer, jsonb, numeric, pgTable, smallint } from 'drizzle-orm/pg-core';
import { plano } from './plans';

/**
 * Per-plan rules of the institutes on leaving the sponsor (Resolução CNPC 50/2022): settings/resgate,
 * portability-management, self-sponsorship-management and bpd edit them.
 */
export const configuracaoInstituto = pgTable('configuracao_instituto', {
  idPlano: integer('id_plano').primaryKey().references(() => plano.id),
  /** Vesting of the sponsor share in a redemption: [{anos, percentual}], the highest step reached applies. */
  vestingPatrocinadora: jsonb('vesting_patrocinadora').$type<Array<{ anos: number; percentual: string }>>().notNull().default(sql`'[]'::jsonb`),
  /** A redemption may be paid in up to this many monthly installments (at most 12). */
  resgateParcelasMaximas: smallint('resgate_parcelas_maximas').notNull().default(12),
  /** Years in the plan before portability or BPD may be chosen (the regulation's vesting period, up to 3). */
  carenciaPortabilidadeAnos: smallint('carencia_portabilidade_anos').notNull().default(3),
  carenciaBpdAnos: smallint('carencia_bpd_anos').notNull().default(3),
  /** The age the deferred benefit starts at (bpd). */
  idadeMinimaBpd: smallint('idade_minima_bpd').notNull().default(60),
  /** The administration fee a self-sponsored participant pays on top of both contributions, percent. */
  taxaAdministrativaAutopatrocinio: numeric('taxa_administrativa_autopatrocinio', { precision: 5, scale: 2 }).notNull().default('0.00'),
});
