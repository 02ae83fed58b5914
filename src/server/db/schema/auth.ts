import { boolean, char, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { pessoa } from './people';

export const sessao = pgTable(
  'sessao',
  {
    id: serial('id').primaryKey(),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    /** SHA-256 of the token: the token itself is never stored. */
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    criadoEm: createdAt(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 400 }),
  },
  (table) => [index('sessao_pessoa_idx').on(table.idPessoa)],
);

export const tentativaLogin = pgTable(
  'tentativa_login',
  {
    id: serial('id').primaryKey(),
    cpf: char('cpf', { length: 11 }),
    ip: varchar('ip', { length: 64 }).notNull(),
    sucesso: boolean('sucesso').notNull(),
    criadoEm: createdAt(),
  },
  (table) => [index('tentativa_login_cpf_idx').on(table.cpf, table.criadoEm), index('tentativa_login_ip_idx').on(table.ip, table.criadoEm)],
);

export const codigoSeguranca = pgTable(
  'codigo_seguranca',
  {
    id: serial('id').primaryKey(),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    codigoHash: char('codigo_hash', { length: 64 }).notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    tentativas: smallint('tentativas').notNull().default(0),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
    criadoEm: createdAt(),
  },
  (table) => [index('codigo_seguranca_pessoa_idx').on(table.idPessoa)],
);
