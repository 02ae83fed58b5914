import { char, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { anexo } from './attachments';
import { pessoa } from './people';

/** The person's current address, domestic or abroad (spec §3). */
export const endereco = pgTable('endereco', {
  idPessoa: integer('id_pessoa').primaryKey().references(() => pessoa.id),
  residenteExterior: char('residente_exterior', { length: 1 }).$type<'S' | 'N'>().notNull().default('N'),
  cep: char('cep', { length: 8 }),
  logradouro: varchar('logradouro', { length: 200 }),
  numero: varchar('numero', { length: 20 }),
  complemento: varchar('complemento', { length: 100 }),
  bairro: varchar('bairro', { length: 100 }),
  cidade: varchar('cidade', { length: 100 }),
  estado: char('estado', { length: 2 }),
  pais: varchar('pais', { length: 80 }),
  codigoPostal: varchar('codigo_postal', { length: 20 }),
  numeroIdentificacaoFiscal: varchar('numero_identificacao_fiscal', { length: 40 }),
  /** Proof of residence sent with the address (spec §3 proofResidence), an attachment of the person. */
  idAnexoComprovante: integer('id_anexo_comprovante').references(() => anexo.id),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
});
