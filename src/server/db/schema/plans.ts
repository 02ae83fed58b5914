import { sql } from 'drizzle-orm';
import { char, check, date, index, integer, numeric, pgTable, primaryKey, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { pessoa } from './people';

export const plano = pgTable('plano', {
  id: integer('id').primaryKey(),
  nome: varchar('nome', { length: 60 }).notNull(),
  /** The name a person reads ('Mais Valor'); `nome` stays the code other clients already match on ('MAIS_VALOR'). */
  nomeExibicao: varchar('nome_exibicao', { length: 60 }).notNull(),
  temPerfil: char('tem_perfil', { length: 1 }).$type<'S' | 'N'>().notNull().default('N'),
  tipo: char('tipo', { length: 1 }).$type<'1' | '2'>().notNull(),
  idDeclaracaoIr: integer('id_declaracao_ir').notNull(),
  /**
   * The contribution path of the plan's onboarding (settings/onboarding-management): 5 = income range and value
   * (steps 3 and 5), 6 = percentages (step 6). A person whose onboarding is reset on this plan gets it as onboarding_plano.
   */
  onboardingCaminho: smallint('onboarding_caminho').notNull().default(5),
},
() => [check('plano_onboarding_caminho_check', sql`onboarding_caminho in (5, 6)`)],
);

export const categoria = pgTable('categoria', {
  id: integer('id').primaryKey(),
  nome: varchar('nome', { length: 60 }).notNull(),
});

export const situacao = pgTable('situacao', {
  id: integer('id').primaryKey(),
  nome: varchar('nome', { length: 60 }).notNull(),
});

export const vinculoPlano = pgTable(
  'vinculo_plano',
  {
    id: serial('id').primaryKey(),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    idPlano: integer('id_plano').notNull().references(() => plano.id),
    matricula: varchar('matricula', { length: 20 }).notNull(),
    idCategoria: integer('id_categoria').notNull().references(() => categoria.id),
    idSituacao: integer('id_situacao').notNull().references(() => situacao.id),
    dataAdesao: date('data_adesao').notNull(),
    salario: numeric('salario', { precision: 14, scale: 2 }),
    /** Contribution settings (onboarding steps 5 and 6, alterar-contribuicao). */
    formaPagamento: smallint('forma_pagamento'),
    valorContribuicao: numeric('valor_contribuicao', { precision: 14, scale: 2 }),
    banco: varchar('banco', { length: 3 }),
    agencia: varchar('agencia', { length: 4 }),
    conta: varchar('conta', { length: 7 }),
    diaVencimento: smallint('dia_vencimento'),
    percentualBasica: numeric('percentual_basica', { precision: 5, scale: 2 }),
    percentualSuplementar: numeric('percentual_suplementar', { precision: 5, scale: 2 }),
    idPerfilInvestimento: integer('id_perfil_investimento'),
    /** progressivo | regressivo; null = 'Não informado' until the participant chooses (Lei 14.803/2024: irrevocable). */
    regimeTributacao: varchar('regime_tributacao', { length: 12 }).$type<'progressivo' | 'regressivo'>(),
    /** How an assisted person's income is paid (benefit-request, alteracao-renda): a term in months or a percentage of the balance. */
    formaRenda: varchar('forma_renda', { length: 10 }).$type<'prazo' | 'percentual'>(),
    prazoRendaMeses: smallint('prazo_renda_meses'),
    percentualRenda: numeric('percentual_renda', { precision: 5, scale: 2 }),
  },
  (table) => [uniqueIndex('vinculo_plano_matricula_idx').on(table.idPlano, table.matricula), index('vinculo_plano_pessoa_idx').on(table.idPessoa)],
);

export const funcionalidade = pgTable('funcionalidade', {
  id: integer('id').primaryKey(),
  nome: varchar('nome', { length: 120 }).notNull(),
  href: varchar('href', { length: 200 }).notNull(),
  icone: varchar('icone', { length: 60 }).notNull(),
  /** '1' standard kind only, '2' loan-enabled kind only, null both (spec §1, §2.5). */
  tipoPlano: char('tipo_plano', { length: 1 }).$type<'1' | '2'>(),
});

/** The plan × category × situation matrix of enabled functionalities (settings/services-management). */
export const planoFuncionalidade = pgTable(
  'plano_funcionalidade',
  {
    idPlano: integer('id_plano').notNull().references(() => plano.id),
    idCategoria: integer('id_categoria').notNull().references(() => categoria.id),
    idSituacao: integer('id_situacao').notNull().references(() => situacao.id),
    idFuncionalidade: integer('id_funcionalidade').notNull().references(() => funcionalidade.id),
  },
  (table) => [primaryKey({ columns: [table.idPlano, table.idCategoria, table.idSituacao, table.idFuncionalidade] })],
);
