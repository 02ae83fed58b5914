import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { pessoa } from './people';

/**
 * Consents for communications (LGPD art. 7, I and art. 8, § 5º: given and withdrawn at any time), one row per choice,
 * never updated: the latest row of a channel is the person's current choice, the rows are the history. `id_autor` is
 * who made the choice: the person, or an administrator viewing the portal as them.
 */
export const consentimento = pgTable(
  'consentimento',
  {
    id: serial('id').primaryKey(),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    canal: varchar('canal', { length: 10 }).$type<'email' | 'sms' | 'whatsapp'>().notNull(),
    concedido: boolean('concedido').notNull(),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
    ip: varchar('ip', { length: 64 }),
    idAutor: integer('id_autor').references(() => pessoa.id),
  },
  (table) => [index('consentimento_pessoa_idx').on(table.idPessoa, table.canal, table.em), check('consentimento_canal_check', sql`${table.canal} in ('email', 'sms', 'whatsapp')`)],
);
