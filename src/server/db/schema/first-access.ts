import { char, index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { pessoa } from './people';

/**
 * The first-access links of imported people (settings/importar-pessoas): only the SHA-256 of the token is kept; single
 * use and expiring (FIRST_ACCESS_TTL_DAYS); spending one sets the person's first password.
 */
export const tokenPrimeiroAcesso = pgTable(
  'token_primeiro_acesso',
  {
    id: serial('id').primaryKey(),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
    criadoEm: createdAt(),
  },
  (table) => [index('token_primeiro_acesso_pessoa_idx').on(table.idPessoa)],
);
