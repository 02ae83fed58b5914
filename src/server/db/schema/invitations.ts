import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { pessoa } from './people';

/** Invitations to join the fund (/services/convidar-participante): who invited whom, and when (the limits count these). */
export const convite = pgTable(
  'convite',
  {
    id: serial('id').primaryKey(),
    /** The participant who invites. */
    idPessoa: integer('id_pessoa')
      .notNull()
      .references(() => pessoa.id),
    /** Who sent it: the participant, or the administrator viewing the portal as them. */
    idAtor: integer('id_ator').references(() => pessoa.id),
    nome: varchar('nome', { length: 200 }).notNull(),
    /** Lower case, so the same address is recognised however it was typed. */
    email: varchar('email', { length: 254 }).notNull(),
    /** As shown: (11) 98765-4321. */
    telefone: varchar('telefone', { length: 20 }).notNull(),
    criadoEm: createdAt(),
  },
  (table) => [index('convite_pessoa_idx').on(table.idPessoa, table.criadoEm), index('convite_email_idx').on(table.email, table.criadoEm)],
);
