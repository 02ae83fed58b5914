import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { anexo } from './attachments';
import { pessoa } from './people';

/**
 * A legal representative (curator, attorney, guardian) of a person: the representative is a person of their own (CPF,
 * password), registered by the represented person or an administrator with the court decision or power of attorney,
 * approved by an administrator, and acting for the person (X-Pessoa-Alvo) only while approved and in validity, within
 * its powers. `avisosVigencia` keeps the validity notices already sent ('30', '7', 'fim'), each once.
 */
export const representacao = pgTable(
  'representacao',
  {
    id: serial('id').primaryKey(),
    idPessoa: integer('id_pessoa')
      .notNull()
      .references(() => pessoa.id),
    idRepresentante: integer('id_representante')
      .notNull()
      .references(() => pessoa.id),
    tipo: varchar('tipo', { length: 20 }).$type<'curatela' | 'procuracao' | 'tutela'>().notNull(),
    poderes: varchar('poderes', { length: 30 }).$type<'leitura' | 'solicitacoes' | 'tudo_exceto_dados_bancarios'>().notNull(),
    inicioVigencia: date('inicio_vigencia').notNull(),
    fimVigencia: date('fim_vigencia').notNull(),
    idAnexoDocumento: integer('id_anexo_documento').references(() => anexo.id),
    canaisAvisos: text('canais_avisos').array().notNull().default(sql`'{}'::text[]`),
    situacao: varchar('situacao', { length: 12 }).$type<'pendente' | 'aprovada' | 'recusada' | 'encerrada'>().notNull().default('pendente'),
    motivoRecusa: varchar('motivo_recusa', { length: 500 }),
    idCadastrante: integer('id_cadastrante')
      .notNull()
      .references(() => pessoa.id),
    idDecisor: integer('id_decisor').references(() => pessoa.id),
    decididoEm: timestamp('decidido_em', { withTimezone: true }),
    /** The registration created the representative's person: the approval sends the first-access e-mail. */
    novoRepresentante: boolean('novo_representante').notNull().default(false),
    avisosVigencia: text('avisos_vigencia').array().notNull().default(sql`'{}'::text[]`),
    criadoEm: createdAt(),
  },
  (table) => [index('representacao_pessoa_idx').on(table.idPessoa), index('representacao_representante_idx').on(table.idRepresentante)],
);
