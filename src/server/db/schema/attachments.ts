import { bigint, char, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { mensagem } from './chat';
import { pessoa } from './people';
import { requisicao } from './requests';

/**
 * A stored attachment: only complete files whose extension and content agree get a row; the file lives under a
 * generated name outside any public folder.
 */
export const anexo = pgTable(
  'anexo',
  {
    id: serial('id').primaryKey(),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    idRequisicao: integer('id_requisicao').references(() => requisicao.id),
    idMensagem: integer('id_mensagem').references(() => mensagem.id),
    nomeOriginal: varchar('nome_original', { length: 255 }).notNull(),
    tipoConteudo: varchar('tipo_conteudo', { length: 100 }).notNull(),
    tamanho: bigint('tamanho', { mode: 'number' }).notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    caminho: varchar('caminho', { length: 300 }).notNull().unique(),
    criadoEm: createdAt(),
  },
  (table) => [index('anexo_pessoa_idx').on(table.idPessoa), index('anexo_requisicao_idx').on(table.idRequisicao)],
);
