import { char, date, index, integer, numeric, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { pessoa } from './people';

/** Income-tax dependants (tipo 1) and pension beneficiaries (tipo 2) of spec §3. */
export const dependente = pgTable(
  'dependente',
  {
    id: serial('id').primaryKey(),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    tipo: smallint('tipo').notNull(),
    nome: varchar('nome', { length: 200 }).notNull(),
    cpf: char('cpf', { length: 11 }),
    dataNascimento: date('data_nascimento'),
    parentesco: varchar('parentesco', { length: 40 }),
    finalidade: varchar('finalidade', { length: 60 }),
    percentual: numeric('percentual', { precision: 5, scale: 2 }),
    criadoEm: createdAt(),
  },
  (table) => [index('dependente_pessoa_idx').on(table.idPessoa, table.tipo)],
);
