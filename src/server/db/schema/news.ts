import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { anexo } from './attachments';
import { pessoa } from './people';

/**
 * News for the participants (settings/noticias), shown on the home while inicio ≤ today ≤ fim (fund's calendar days).
 * `idPlanos` null = every plan. Content is plain text: paragraphs split on blank lines when shown, never HTML.
 */
export const noticia = pgTable(
  'noticia',
  {
    id: serial('id').primaryKey(),
    titulo: varchar('titulo', { length: 150 }).notNull(),
    resumo: varchar('resumo', { length: 300 }).notNull(),
    conteudo: text('conteudo').notNull(),
    inicio: date('inicio', { mode: 'string' }).notNull(),
    fim: date('fim', { mode: 'string' }).notNull(),
    idPlanos: integer('id_planos').array(),
    idPessoaAutor: integer('id_pessoa_autor').references(() => pessoa.id),
    criadoEm: createdAt(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('noticia_periodo_idx').on(table.inicio, table.fim), check('noticia_periodo_check', sql`${table.inicio} <= ${table.fim}`)],
);

/**
 * The home carousel's banners (settings/configurar-carrossel): an image (an uploaded attachment, or one of the
 * SVGs shipped in public/carrossel for the demo data), its alt text, a text, an optional link, a period and plans.
 */
export const bannerCarrossel = pgTable(
  'banner_carrossel',
  {
    id: serial('id').primaryKey(),
    titulo: varchar('titulo', { length: 80 }).notNull(),
    texto: varchar('texto', { length: 200 }).notNull(),
    textoAlternativo: varchar('texto_alternativo', { length: 200 }).notNull(),
    link: varchar('link', { length: 300 }),
    idAnexo: integer('id_anexo').references(() => anexo.id),
    imagemPadrao: varchar('imagem_padrao', { length: 100 }),
    inicio: date('inicio', { mode: 'string' }).notNull(),
    fim: date('fim', { mode: 'string' }).notNull(),
    ordem: integer('ordem').notNull().default(0),
    idPlanos: integer('id_planos').array(),
    idPessoaAutor: integer('id_pessoa_autor').references(() => pessoa.id),
    criadoEm: createdAt(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('banner_carrossel_periodo_idx').on(table.inicio, table.fim),
    check('banner_carrossel_periodo_check', sql`${table.inicio} <= ${table.fim}`),
    check('banner_carrossel_imagem_check', sql`${table.idAnexo} is not null or ${table.imagemPadrao} is not null`),
  ],
);
