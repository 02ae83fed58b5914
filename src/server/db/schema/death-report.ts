import { bigint, char, date, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { pessoa } from './people';

/**
 * A death reported on the public page /comunicar-falecimento. Every report is kept, whether or not its CPF is a
 * participant's (the fund reads them all); idPessoa is the participant the CPF matched when it was received. The
 * certificate lives in the private upload storage under a generated name (caminho), never in a public folder.
 */
export const comunicacaoFalecimento = pgTable(
  'comunicacao_falecimento',
  {
    id: serial('id').primaryKey(),
    protocolo: varchar('protocolo', { length: 20 }).notNull().unique(),
    cpfFalecido: char('cpf_falecido', { length: 11 }).notNull(),
    dataObito: date('data_obito').notNull(),
    idPessoa: integer('id_pessoa').references(() => pessoa.id),
    nomeComunicante: varchar('nome_comunicante', { length: 200 }).notNull(),
    cpfComunicante: char('cpf_comunicante', { length: 11 }).notNull(),
    parentesco: varchar('parentesco', { length: 40 }).notNull(),
    email: varchar('email', { length: 200 }),
    telefone: varchar('telefone', { length: 20 }),
    certidaoNome: varchar('certidao_nome', { length: 255 }).notNull(),
    certidaoTipo: varchar('certidao_tipo', { length: 100 }).notNull(),
    certidaoTamanho: bigint('certidao_tamanho', { mode: 'number' }).notNull(),
    certidaoSha256: char('certidao_sha256', { length: 64 }).notNull(),
    certidaoCaminho: varchar('certidao_caminho', { length: 300 }).notNull().unique(),
    /** 'recebida' until an administrator confirms it or dismisses it. */
    situacao: varchar('situacao', { length: 12 }).$type<'recebida' | 'confirmada' | 'descartada'>().notNull().default('recebida'),
    motivo: text('motivo'),
    idAdministrador: integer('id_administrador').references(() => pessoa.id),
    decididoEm: timestamp('decidido_em', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    criadoEm: createdAt(),
  },
  (table) => [index('comunicacao_falecimento_situacao_idx').on(table.situacao, table.criadoEm), index('comunicacao_falecimento_pessoa_idx').on(table.idPessoa)],
);
