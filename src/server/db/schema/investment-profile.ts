import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { plano, vinculoPlano } from './plans';

export const perfilInvestimento = pgTable('perfil_investimento', {
  id: serial('id').primaryKey(),
  idPlano: integer('id_plano').notNull().references(() => plano.id),
  nome: varchar('nome', { length: 60 }).notNull(),
  descricao: text('descricao').notNull(),
  ordem: smallint('ordem').notNull(),
  /** The asset classes and their shares in percent, adding up to 100: [{classe, percentual}]. */
  composicao: jsonb('composicao').$type<Array<{ classe: string; percentual: string }>>().notNull().default(sql`'[]'::jsonb`),
  /** The questionnaire scores (inclusive) that recommend this profile (settings/perfil-investimento-questoes). */
  pontuacaoMinima: smallint('pontuacao_minima'),
  pontuacaoMaxima: smallint('pontuacao_maxima'),
});

/** When a plan's participants may change profile: days of the month, inclusive (spec §5: the first fortnight). */
export const configuracaoPerfil = pgTable('configuracao_perfil', {
  idPlano: integer('id_plano').primaryKey().references(() => plano.id),
  diaInicioJanela: smallint('dia_inicio_janela').notNull().default(1),
  diaFimJanela: smallint('dia_fim_janela').notNull().default(15),
});

/** The suitability questionnaire of a plan's investment profiles, edited by administrators. */
export const perguntaPerfil = pgTable(
  'pergunta_perfil',
  {
    id: serial('id').primaryKey(),
    idPlano: integer('id_plano').notNull().references(() => plano.id),
    texto: varchar('texto', { length: 500 }).notNull(),
    ordem: smallint('ordem').notNull(),
  },
  (table) => [index('pergunta_perfil_plano_idx').on(table.idPlano, table.ordem)],
);

export const respostaPerfil = pgTable(
  'resposta_perfil',
  {
    id: serial('id').primaryKey(),
    idPergunta: integer('id_pergunta').notNull().references(() => perguntaPerfil.id, { onDelete: 'cascade' }),
    texto: varchar('texto', { length: 300 }).notNull(),
    pontos: smallint('pontos').notNull(),
    ordem: smallint('ordem').notNull(),
  },
  (table) => [index('resposta_perfil_pergunta_idx').on(table.idPergunta)],
);

/** Each answered questionnaire, kept as the suitability record (the answers as they read then, the score, the result). */
export const avaliacaoPerfil = pgTable(
  'avaliacao_perfil',
  {
    id: serial('id').primaryKey(),
    idVinculoPlano: integer('id_vinculo_plano').notNull().references(() => vinculoPlano.id),
    respostas: jsonb('respostas').$type<Array<{ idPergunta: number; pergunta: string; idResposta: number; resposta: string; pontos: number }>>().notNull(),
    pontuacao: integer('pontuacao').notNull(),
    idPerfilRecomendado: integer('id_perfil_recomendado').references(() => perfilInvestimento.id),
    criadoEm: createdAt(),
  },
  (table) => [index('avaliacao_perfil_vinculo_idx').on(table.idVinculoPlano, table.criadoEm)],
);
