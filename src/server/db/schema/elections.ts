import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { anexo } from './attachments';
import { pessoa } from './people';
import { plano } from './plans';

/*
 * Elections (settings/eleicoes, services/eleicoes) with a SECRET VOTE, guaranteed by the schema itself:
 * - `eleicao_participacao` says WHO voted and WHEN (id_eleicao, id_pessoa, votou_em, the receipt code) and nothing
 *   about the choice; its primary key (id_eleicao, id_pessoa) is the one-vote-per-person rule.
 * - `eleicao_apuracao` holds the CHOICES only as a running count per candidate (id_eleicao, id_candidato, votos): there
 *   is no row per ballot, so no id, serial, timestamp or insertion order exists that could be joined with a
 *   participation row. A vote adds 1 to its candidate and REWRITES EVERY COUNTER ROW of the election in the same
 *   statement (+0 for the others), so even the rows' system columns (xmin, ctid) are the same for all candidates
 *   after a vote and do not tell which one changed.
 * - No other table names a candidate next to a person: the audit row of a vote carries the election only, the request
 *   logger logs no bodies, and the acting-for audit records route params only (tests/api/elections-secrecy.test.ts
 *   reads the catalogue to prove no table has both a person column and a candidate column).
 * What the schema cannot hide: counts watched live by someone with direct database access (hence results only after
 * closing through the API), and a tally of a tiny electorate (one voter: the count is the vote).
 */
export const eleicao = pgTable(
  'eleicao',
  {
    id: serial('id').primaryKey(),
    titulo: varchar('titulo', { length: 200 }).notNull(),
    inicio: timestamp('inicio', { withTimezone: true }).notNull(),
    fim: timestamp('fim', { withTimezone: true }).notNull(),
    vagas: smallint('vagas').notNull(),
    /** Set by encerrarEleicao: votes stop and the results may be read. */
    encerradaEm: timestamp('encerrada_em', { withTimezone: true }),
    /** Eligible people when it was closed (the turnout's denominator). */
    eleitores: integer('eleitores'),
    idCriador: integer('id_criador').references(() => pessoa.id),
    criadoEm: createdAt(),
  },
  (table) => [check('eleicao_periodo_ck', sql`${table.fim} > ${table.inicio}`), check('eleicao_vagas_ck', sql`${table.vagas} >= 1`)],
);

export const eleicaoPlano = pgTable(
  'eleicao_plano',
  {
    idEleicao: integer('id_eleicao').notNull().references(() => eleicao.id),
    idPlano: integer('id_plano').notNull().references(() => plano.id),
  },
  (table) => [primaryKey({ columns: [table.idEleicao, table.idPlano] })],
);

export const eleicaoCandidato = pgTable(
  'eleicao_candidato',
  {
    id: serial('id').primaryKey(),
    idEleicao: integer('id_eleicao').notNull().references(() => eleicao.id),
    nome: varchar('nome', { length: 200 }).notNull(),
    descricao: varchar('descricao', { length: 1000 }),
    /**
     * The candidate's photo: an attachment (PNG, JPEG or WebP by its content, at most 2 MB) sent by an administrator.
     * The people who may see the election may download it through retornarAnexo (anexos/repository.ts).
     */
    idAnexoFoto: integer('id_anexo_foto').references(() => anexo.id),
    ordem: smallint('ordem').notNull(),
  },
  (table) => [index('eleicao_candidato_eleicao_idx').on(table.idEleicao), index('eleicao_candidato_foto_idx').on(table.idAnexoFoto)],
);

/** The choices, counted: no row per ballot (see above). */
export const eleicaoApuracao = pgTable(
  'eleicao_apuracao',
  {
    idEleicao: integer('id_eleicao').notNull().references(() => eleicao.id),
    idCandidato: integer('id_candidato').notNull().references(() => eleicaoCandidato.id),
    votos: integer('votos').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.idEleicao, table.idCandidato] })],
);

/** Who voted and when: never the choice. */
export const eleicaoParticipacao = pgTable(
  'eleicao_participacao',
  {
    idEleicao: integer('id_eleicao').notNull().references(() => eleicao.id),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    votouEm: timestamp('votou_em', { withTimezone: true }).notNull(),
    /** The receipt's random code: proves that the person voted, says nothing of the choice. */
    codigoComprovante: varchar('codigo_comprovante', { length: 20 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.idEleicao, table.idPessoa] })],
);

/**
 * The notices of an election sent to its voters who had not voted (the recurring job elections.notices): its opening
 * and, 24 hours before the end, its closing; one row each, so each goes once however many runs and instances.
 */
export const avisoEleicao = pgTable(
  'aviso_eleicao',
  {
    idEleicao: integer('id_eleicao').notNull().references(() => eleicao.id),
    momento: varchar('momento', { length: 12 }).$type<'abertura' | 'encerramento'>().notNull(),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.idEleicao, table.momento] })],
);
