import { boolean, char, date, index, integer, jsonb, numeric, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import type { DesignatedBeneficiary } from '@/domain/dependants-designated';
import { createdAt } from './columns';
import { pessoa } from './people';
import { plano, vinculoPlano } from './plans';
import { requisicao } from './requests';

/** Income-tax dependants (tipo 1) and pension beneficiaries (tipo 2) of spec §3. */
export const dependente = pgTable(
  'dependente',
  {
    id: serial('id').primaryKey(),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    tipo: smallint('tipo').notNull(),
    nome: varchar('nome', { length: 200 }).notNull(),
    cpf: char('cpf', { length: 11 }),
    dataNascimento: date('data_nascimento'),
    parentesco: varchar('parentesco', { length: 40 }),
    finalidade: varchar('finalidade', { length: 60 }),
    percentual: numeric('percentual', { precision: 5, scale: 2 }),
    criadoEm: createdAt(),
  },
  (table) => [index('dependente_pessoa_idx').on(table.idPessoa, table.tipo)],
);

/** Designated beneficiaries (issue 29): who receives a plan link's balance if the participant dies before retiring. */
export const beneficiarioIndicado = pgTable(
  'beneficiario_indicado',
  {
    id: serial('id').primaryKey(),
    idVinculoPlano: integer('id_vinculo_plano').notNull().references(() => vinculoPlano.id),
    nome: varchar('nome', { length: 200 }).notNull(),
    cpf: char('cpf', { length: 11 }).notNull(),
    parentesco: varchar('parentesco', { length: 40 }).notNull(),
    /** Two decimals; the link's shares add up to exactly 100.00. */
    percentual: numeric('percentual', { precision: 5, scale: 2 }).notNull(),
    email: varchar('email', { length: 200 }),
    telefone: varchar('telefone', { length: 11 }),
    /** The order the person listed them in. */
    ordem: smallint('ordem').notNull(),
  },
  (table) => [index('beneficiario_indicado_vinculo_idx').on(table.idVinculoPlano)],
);

/**
 * Every version of a link's designation (the whole list after the change), with who made it: the person, or an
 * administrator acting for them; for a change the fund approved, the request and the administrator who concluded it.
 */
export const beneficiarioIndicadoVersao = pgTable(
  'beneficiario_indicado_versao',
  {
    id: serial('id').primaryKey(),
    idVinculoPlano: integer('id_vinculo_plano').notNull().references(() => vinculoPlano.id),
    idAutor: integer('id_autor').references(() => pessoa.id),
    idRequisicao: integer('id_requisicao').references(() => requisicao.id),
    idAprovador: integer('id_aprovador').references(() => pessoa.id),
    beneficiarios: jsonb('beneficiarios').$type<DesignatedBeneficiary[]>().notNull(),
    criadoEm: createdAt(),
  },
  (table) => [index('beneficiario_indicado_versao_vinculo_idx').on(table.idVinculoPlano, table.id)],
);

/** A plan's rules for designations (settings/beneficios): whether its rules allow them, whether a change needs the fund's approval. */
export const configuracaoBeneficiarioIndicado = pgTable('configuracao_beneficiario_indicado', {
  idPlano: integer('id_plano').primaryKey().references(() => plano.id),
  permiteIndicacao: boolean('permite_indicacao').notNull().default(true),
  exigeAprovacao: boolean('exige_aprovacao').notNull().default(false),
});
