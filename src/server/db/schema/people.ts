import { sql } from 'drizzle-orm';
import { char, date, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const pessoa = pgTable('pessoa', {
  id: serial('id').primaryKey(),
  nome: varchar('nome', { length: 200 }).notNull(),
  cpf: char('cpf', { length: 11 }).notNull().unique(),
  dataNascimento: date('data_nascimento').notNull(),
  email: varchar('email', { length: 254 }),
  telefone: varchar('telefone', { length: 20 }),
  admin: char('admin', { length: 1 }).$type<'S' | 'N'>().notNull().default('N'),
  senhaHash: text('senha_hash').notNull(),
  onboarding: char('onboarding', { length: 1 }).$type<'S' | 'N'>().notNull().default('S'),
  onboardingPlano: smallint('onboarding_plano'),
  /** Onboarding steps saved so far: the onboarding ends only when every step that applies is in here. */
  onboardingEtapas: smallint('onboarding_etapas').array().notNull().default(sql`'{}'::smallint[]`),
  /** Politically exposed person (onboarding step 2, pep service). */
  ppe: char('ppe', { length: 1 }).$type<'S' | 'N'>(),
  /** Monthly income range 1–6 of spec §3 (onboarding step 3). */
  faixaRenda: smallint('faixa_renda'),
  criadoEm: createdAt(),
});
