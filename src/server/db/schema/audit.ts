import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { pessoa } from './people';

/** Who did what, and for whom when an administrator acts as a participant. */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idAtor: integer('id_ator').references(() => pessoa.id),
    idPessoaAlvo: integer('id_pessoa_alvo').references(() => pessoa.id),
    acao: varchar('acao', { length: 80 }).notNull(),
    detalhes: jsonb('detalhes'),
    ip: varchar('ip', { length: 64 }),
    criadoEm: createdAt(),
  },
  (table) => [
    // The audit viewer reads newest first, all of it or one person's (as actor or as target).
    index('auditoria_alvo_idx').on(table.idPessoaAlvo, table.criadoEm),
    index('auditoria_ator_idx').on(table.idAtor, table.criadoEm),
    index('auditoria_criado_idx').on(table.criadoEm),
    // An administrator's viewing of a person is recorded once per session (plugins/acting-for.ts inserts on conflict nothing).
    uniqueIndex('auditoria_visualizacao_unica_idx')
      .on(table.idPessoaAlvo, sql`(${table.detalhes}->>'idSessao')`)
      .where(sql`acao = 'portal.visualizado'`),
  ],
);
