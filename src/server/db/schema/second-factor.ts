import { bigint, char, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { pessoa } from './people';

/**
 * An administrator's second factor (TOTP, RFC 6238). The secret waiting for its first code (`segredoPendente`) becomes
 * the active one (`segredo`) only when confirmed; both are sealed with TOTP_ENCRYPTION_KEY when it is set
 * (server/modules/second-factor/secret-box.ts). `ultimoPasso` is the last accepted 30 s time step: a code of that step
 * or an earlier one is never accepted again (no replay).
 */
export const segundoFator = pgTable('segundo_fator', {
  idPessoa: integer('id_pessoa').primaryKey().references(() => pessoa.id),
  segredo: text('segredo'),
  ativadoEm: timestamp('ativado_em', { withTimezone: true }),
  ultimoPasso: bigint('ultimo_passo', { mode: 'number' }),
  segredoPendente: text('segredo_pendente'),
  pendenteExpiraEm: timestamp('pendente_expira_em', { withTimezone: true }),
  criadoEm: createdAt(),
});

/** Single-use recovery codes of a second factor: only their argon2id hashes. */
export const codigoRecuperacao = pgTable(
  'codigo_recuperacao',
  {
    id: serial('id').primaryKey(),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    codigoHash: text('codigo_hash').notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
    criadoEm: createdAt(),
  },
  (table) => [index('codigo_recuperacao_pessoa_idx').on(table.idPessoa)],
);

/**
 * The sign-in between the password and the second factor: a short-lived opaque token (only its SHA-256 here) that
 * autenticarSegundoFator exchanges for a session. No session exists before it is used.
 */
export const desafioLogin = pgTable(
  'desafio_login',
  {
    id: serial('id').primaryKey(),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    tentativas: smallint('tentativas').notNull().default(0),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
    criadoEm: createdAt(),
  },
  (table) => [index('desafio_login_pessoa_idx').on(table.idPessoa)],
);
