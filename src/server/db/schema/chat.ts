import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { pessoa } from './people';
import { plano } from './plans';
import { requisicao } from './requests';

export const conversa = pgTable(
  'conversa',
  {
    id: serial('id').primaryKey(),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    idPessoaAtendente: integer('id_pessoa_atendente').references(() => pessoa.id),
    idPlano: integer('id_plano').references(() => plano.id),
    idRequisicao: integer('id_requisicao').references(() => requisicao.id),
    assunto: varchar('assunto', { length: 200 }).notNull(),
    criadoEm: createdAt(),
  },
  (table) => [index('conversa_pessoa_idx').on(table.idPessoa)],
);

export const mensagem = pgTable(
  'mensagem',
  {
    id: serial('id').primaryKey(),
    idConversa: integer('id_conversa').notNull().references(() => conversa.id),
    idAutor: integer('id_autor').notNull().references(() => pessoa.id),
    texto: text('texto').notNull(),
    /** Sent by the client so a retried message is stored once. */
    chaveIdempotencia: varchar('chave_idempotencia', { length: 64 }).unique(),
    criadoEm: createdAt(),
    lidaEm: timestamp('lida_em', { withTimezone: true }),
  },
  (table) => [index('mensagem_conversa_idx').on(table.idConversa, table.id)],
);
