import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { pessoa } from './people';
import { funcionalidade, vinculoPlano } from './plans';

export const requisicaoStatus = pgTable('requisicao_status', {
  id: integer('id').primaryKey(),
  nome: varchar('nome', { length: 60 }).notNull(),
  /** Closed statuses end the request: no cancel, no further change. */
  encerrado: boolean('encerrado').notNull().default(false),
});

export const requisicao = pgTable(
  'requisicao',
  {
    id: serial('id').primaryKey(),
    protocolo: varchar('protocolo', { length: 20 }).notNull().unique(),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    idVinculoPlano: integer('id_vinculo_plano').notNull().references(() => vinculoPlano.id),
    idFuncionalidade: integer('id_funcionalidade').notNull().references(() => funcionalidade.id),
    idStatus: integer('id_status').notNull().references(() => requisicaoStatus.id),
    dados: jsonb('dados').notNull().default(sql`'{}'::jsonb`),
    criadoEm: createdAt(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('requisicao_pessoa_idx').on(table.idPessoa, table.criadoEm), index('requisicao_status_idx').on(table.idStatus)],
);

export const requisicaoHistorico = pgTable(
  'requisicao_historico',
  {
    id: serial('id').primaryKey(),
    idRequisicao: integer('id_requisicao').notNull().references(() => requisicao.id),
    idStatus: integer('id_status').notNull().references(() => requisicaoStatus.id),
    idAutor: integer('id_autor').notNull().references(() => pessoa.id),
    comentario: text('comentario'),
    criadoEm: createdAt(),
  },
  (table) => [index('requisicao_historico_requisicao_idx').on(table.idRequisicao)],
);

/**
 * A deadline alert sent (src/domain/requests-deadlines.ts, deadlineAlerts): one per request, deadline and kind, so
 * the daily job alerts once however often it runs.
 */
export const alertaPrazo = pgTable(
  'alerta_prazo',
  {
    id: serial('id').primaryKey(),
    idRequisicao: integer('id_requisicao').notNull().references(() => requisicao.id),
    prazo: varchar('prazo', { length: 200 }).notNull(),
    tipo: varchar('tipo', { length: 10 }).$type<'proximo' | 'vencido'>().notNull(),
    criadoEm: createdAt(),
  },
  (table) => [uniqueIndex('alerta_prazo_idx').on(table.idRequisicao, table.prazo, table.tipo)],
);
