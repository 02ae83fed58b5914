import { integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { anexo } from './attachments';
import { plano } from './plans';

export const temaPlano = pgTable('tema_plano', {
  idPlano: integer('id_plano').primaryKey().references(() => plano.id),
  corPrimaria: varchar('cor_primaria', { length: 7 }).notNull(),
  logo: text('logo'),
  background: text('background'),
  /** An uploaded logo or background (settings/theme-settings); logo/background then hold the public address that serves it. */
  idAnexoLogo: integer('id_anexo_logo').references(() => anexo.id),
  idAnexoBackground: integer('id_anexo_background').references(() => anexo.id),
});
