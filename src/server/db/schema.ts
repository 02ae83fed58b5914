import { sql } from 'drizzle-orm';
import type { NotificationTarget } from '@/domain/notification-target';
import type { CONTRIBUTION_STATUSES, CONTRIBUTION_TYPES } from '@/domain/accounts';
import type { Installment } from '@/domain/loans';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  unique,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** One schema for PGlite and PostgreSQL (architecture.md). Money is numeric, never float. */

const createdAt = () => timestamp('criado_em', { withTimezone: true }).notNull().defaultNow();

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

export const temaPlano = pgTable('tema_plano', {
  idPlano: integer('id_plano').primaryKey().references(() => plano.id),
  corPrimaria: varchar('cor_primaria', { length: 7 }).notNull(),
  logo: text('logo'),
  background: text('background'),
  /** An uploaded logo or background (settings/theme-settings); logo/background then hold the public address that serves it. */
  idAnexoLogo: integer('id_anexo_logo').references(() => anexo.id),
  idAnexoBackground: integer('id_anexo_background').references(() => anexo.id),
});

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

export const sessao = pgTable(
  'sessao',
  {
    id: serial('id').primaryKey(),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    /** SHA-256 of the token: the token itself is never stored. */
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    criadoEm: createdAt(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 400 }),
  },
  (table) => [index('sessao_pessoa_idx').on(table.idPessoa)],
);

export const tentativaLogin = pgTable(
  'tentativa_login',
  {
    id: serial('id').primaryKey(),
    cpf: char('cpf', { length: 11 }),
    ip: varchar('ip', { length: 64 }).notNull(),
    sucesso: boolean('sucesso').notNull(),
    criadoEm: createdAt(),
  },
  (table) => [index('tentativa_login_cpf_idx').on(table.cpf, table.criadoEm), index('tentativa_login_ip_idx').on(table.ip, table.criadoEm)],
);

export const codigoSeguranca = pgTable(
  'codigo_seguranca',
  {
    id: serial('id').primaryKey(),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    codigoHash: char('codigo_hash', { length: 64 }).notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    tentativas: smallint('tentativas').notNull().default(0),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
    criadoEm: createdAt(),
  },
  (table) => [index('codigo_seguranca_pessoa_idx').on(table.idPessoa)],
);

/**
 * An administrator's second factor (TOTP, RFC 6238). The secret waiting for its first code (`segredoPendente`) becomes
 * the active one (`segredo`) only when confirmed; both are sealed with TOTP_ENCRYPTION_KEY when it is set
 * (server/modules/second-factor/secret-box.ts). `ultimoPasso` is the last accepted 30 s time step: a code of that step
 * or an earlier one is never accepted again (no replay).
 */
export const segundoFator = pgTable('segundo_fator', {
  idPessoa: integer('id_pessoa').primaryKey().references(() => pessoa.id),
  segredo: text('segredo'),
  ativadoEm: timestamp('ativado_em', { withTimezone: true }),
  ultimoPasso: bigint('ultimo_passo', { mode: 'number' }),
  segredoPendente: text('segredo_pendente'),
  pendenteExpiraEm: timestamp('pendente_expira_em', { withTimezone: true }),
  criadoEm: createdAt(),
});

/** Single-use recovery codes of a second factor: only their argon2id hashes. */
export const codigoRecuperacao = pgTable(
  'codigo_recuperacao',
  {
    id: serial('id').primaryKey(),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    codigoHash: text('codigo_hash').notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
    criadoEm: createdAt(),
  },
  (table) => [index('codigo_recuperacao_pessoa_idx').on(table.idPessoa)],
);

/**
 * The sign-in between the password and the second factor: a short-lived opaque token (only its SHA-256 here) that
 * autenticarSegundoFator exchanges for a session. No session exists before it is used.
 */
export const desafioLogin = pgTable(
  'desafio_login',
  {
    id: serial('id').primaryKey(),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    tentativas: smallint('tentativas').notNull().default(0),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
    criadoEm: createdAt(),
  },
  (table) => [index('desafio_login_pessoa_idx').on(table.idPessoa)],
);

/** Outgoing e-mail: sent through SMTP when configured, and always kept here for administrators. */
export const emailSaida = pgTable('email_saida', {
  id: serial('id').primaryKey(),
  destinatario: varchar('destinatario', { length: 254 }).notNull(),
  assunto: varchar('assunto', { length: 200 }).notNull(),
  corpo: text('corpo').notNull(),
  criadoEm: createdAt(),
  enviadoEm: timestamp('enviado_em', { withTimezone: true }),
  erro: text('erro'),
  /** The template it was written from (src/domain/email-templates.ts); null for a message written in code. */
  chave: varchar('chave', { length: 60 }),
}, (table) => [index('email_saida_criado_idx').on(table.criadoEm)]);

/**
 * An administrator's edit of an e-mail template (settings/emails). The defaults live in code
 * (src/domain/email-templates.ts): a template without a row uses its default, and resetting it deletes the row.
 */
export const modeloEmail = pgTable('modelo_email', {
  chave: varchar('chave', { length: 60 }).primaryKey(),
  assunto: varchar('assunto', { length: 200 }).notNull(),
  corpo: text('corpo').notNull(),
  idAtor: integer('id_ator').references(() => pessoa.id),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
});

export const tipoNotificacao = pgTable('tipo_notificacao', {
  id: integer('id').primaryKey(),
  nome: varchar('nome', { length: 60 }).notNull(),
});

export const notificacao = pgTable('notificacao', {
  id: serial('id').primaryKey(),
  titulo: varchar('titulo', { length: 200 }).notNull(),
  descricao: text('descricao').notNull(),
  idTipoNotificacao: integer('id_tipo_notificacao').notNull().references(() => tipoNotificacao.id),
  /** The plan it speaks of; null = every plan of the recipient. */
  idPlano: integer('id_plano').references(() => plano.id),
  idConversa: integer('id_conversa'),
  idRemetente: integer('id_remetente').references(() => pessoa.id),
  dataNotificacao: timestamp('data_notificacao', { withTimezone: true }).notNull().defaultNow(),
  /** Who it was sent to from the notification centre: one person, a plan × category × situation segment, or everyone. */
  destino: jsonb('destino').$type<NotificationTarget>(),
  /** The portal page it is about, an internal path ('/services/requests'); null when it points nowhere. */
  link: varchar('link', { length: 300 }),
});



export const notificacaoPessoa = pgTable(
  'notificacao_pessoa',
  {
    idNotificacao: integer('id_notificacao').notNull().references(() => notificacao.id),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    reagido: char('reagido', { length: 1 }).$type<'S' | 'N'>().notNull().default('N'),
    vizualizado: char('vizualizado', { length: 1 }).$type<'S' | 'N'>().notNull().default('N'),
    lidoEm: timestamp('lido_em', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.idNotificacao, table.idPessoa] }), index('notificacao_pessoa_pessoa_idx').on(table.idPessoa)],
);

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

export const conversa = pgTable(
  'conversa',
  {
    id: serial('id').primaryKey(),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    idPessoaAtendente: integer('id_pessoa_atendente').references(() => pessoa.id),
    idPlano: integer('id_plano').references(() => plano.id),
    idRequisicao: integer('id_requisicao').references(() => requisicao.id),
    assunto: varchar('assunto', { length: 200 }).notNull(),
    criadoEm: createdAt(),
  },
  (table) => [index('conversa_pessoa_idx').on(table.idPessoa)],
);

export const mensagem = pgTable(
  'mensagem',
  {
    id: serial('id').primaryKey(),
    idConversa: integer('id_conversa').notNull().references(() => conversa.id),
    idAutor: integer('id_autor').notNull().references(() => pessoa.id),
    texto: text('texto').notNull(),
    /** Sent by the client so a retried message is stored once. */
    chaveIdempotencia: varchar('chave_idempotencia', { length: 64 }).unique(),
    criadoEm: createdAt(),
    lidaEm: timestamp('lida_em', { withTimezone: true }),
  },
  (table) => [index('mensagem_conversa_idx').on(table.idConversa, table.id)],
);

export const desativacaoTemporaria = pgTable('desativacao_temporaria', {
  id: serial('id').primaryKey(),
  dataInicio: timestamp('data_inicio', { withTimezone: true }).notNull(),
  dataFim: timestamp('data_fim', { withTimezone: true }).notNull(),
  mensagem: text('mensagem'),
  idCriador: integer('id_criador').references(() => pessoa.id),
  criadoEm: createdAt(),
});

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

/**
 * Quota values: one series per plan, or per plan and investment profile when the plan has profiles
 * (a participant's quotas follow their profile's series). A plan without profiles keeps `idPerfilInvestimento` null.
 */
export const valorCota = pgTable(
  'valor_cota',
  {
    idPlano: integer('id_plano').notNull().references(() => plano.id),
    idPerfilInvestimento: integer('id_perfil_investimento').references(() => perfilInvestimento.id),
    data: date('data').notNull(),
    valor: numeric('valor', { precision: 18, scale: 8 }).notNull(),
  },
  (table) => [unique('valor_cota_serie_data_key').on(table.idPlano, table.idPerfilInvestimento, table.data).nullsNotDistinct()],
);

/** An economic index the fund follows (IPCA, INPC, IGP-M): its monthly change feeds the simulators and the settings page. */
export const indiceEconomico = pgTable('indice_economico', {
  id: serial('id').primaryKey(),
  codigo: varchar('codigo', { length: 10 }).notNull().unique(),
  nome: varchar('nome', { length: 120 }).notNull(),
  fonte: varchar('fonte', { length: 60 }).notNull(),
});

/** One month's change of an index, in percent (0.3900 = 0,39 %); competencia is the first day of the month. */
export const valorIndice = pgTable(
  'valor_indice',
  {
    id: serial('id').primaryKey(),
    idIndice: integer('id_indice').notNull().references(() => indiceEconomico.id),
    competencia: date('competencia').notNull(),
    variacao: numeric('variacao', { precision: 9, scale: 4 }).notNull(),
  },
  (table) => [
    unique('valor_indice_indice_competencia_key').on(table.idIndice, table.competencia),
    check('valor_indice_variacao_check', sql`variacao > -100 and variacao < 1000`),
    check('valor_indice_competencia_check', sql`extract(day from competencia) = 1`),
  ],
);


/**
 * A contribution with the quotas it bought and the quota value used. A pending one (a sporadic contribution
 * whose slip is not paid yet) has neither until an import settles it.
 */
export const contribuicao = pgTable(
  'contribuicao',
  {
    id: serial('id').primaryKey(),
    idVinculoPlano: integer('id_vinculo_plano').notNull().references(() => vinculoPlano.id),
    /** The month it refers to, as its first day. */
    competencia: date('competencia').notNull(),
    tipo: varchar('tipo', { length: 20 }).$type<(typeof CONTRIBUTION_TYPES)[number]>().notNull(),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    cotas: numeric('cotas', { precision: 20, scale: 8 }),
    valorCota: numeric('valor_cota', { precision: 18, scale: 8 }),
    status: varchar('status', { length: 12 }).$type<(typeof CONTRIBUTION_STATUSES)[number]>().notNull().default('paga'),
    criadoEm: createdAt(),
  },
  (table) => [
    index('contribuicao_vinculo_idx').on(table.idVinculoPlano, table.competencia),
    // One row per link, month and type (the import's idempotence rests on it); sporadic ones may repeat.
    uniqueIndex('contribuicao_unica_por_tipo_idx').on(table.idVinculoPlano, table.competencia, table.tipo).where(sql`tipo <> 'esporadica'`),
    check('contribuicao_tipo_check', sql`tipo in ('basica', 'suplementar', 'patrocinadora', 'esporadica')`),
    check('contribuicao_status_check', sql`status in ('paga', 'pendente')`),
    check('contribuicao_valor_check', sql`valor > 0`),
    check('contribuicao_cotas_check', sql`(status = 'pendente') = (cotas is null)`),
  ],
);

/** The payment slip and PIX code of a sporadic contribution (service 7), kept so the same codes can be shown again. */
export const cobrancaContribuicao = pgTable('cobranca_contribuicao', {
  id: serial('id').primaryKey(),
  idContribuicao: integer('id_contribuicao')
    .notNull()
    .unique()
    .references(() => contribuicao.id, { onDelete: 'cascade' }),
  nossoNumero: varchar('nosso_numero', { length: 20 }).notNull(),
  vencimento: date('vencimento').notNull(),
  codigoBarras: char('codigo_barras', { length: 44 }).notNull(),
  linhaDigitavel: char('linha_digitavel', { length: 47 }).notNull(),
  pixCopiaECola: text('pix_copia_e_cola').notNull(),
  criadoEm: createdAt(),
});

/** One line of a paycheck: an earning (provento) or a deduction (desconto). */
export interface Rubrica {
  codigo: string;
  descricao: string;
  tipo: 'provento' | 'desconto';
  valor: string;
  /**
   * A deduction for a collective health plan names the operator the fund passes it to (operadora_saude.id): the
   * income report lists what was paid to each one in the year (quadro 7), which the person deducts as a medical expense.
   */
  idOperadoraSaude?: number;
  /** A dependant's share of the health plan, as it was recorded when paid (absent: the holder's own share). */
  dependenteSaude?: { cpf: string; nome: string; dataNascimento: string };
}

/**
 * Health-plan operators (operadoras de planos de saúde) to which the fund passes what it deducts from benefits for a
 * collective health plan. The income report names each one by its name and CNPJ, as the Receita's layout asks.
 */
export const operadoraSaude = pgTable('operadora_saude', {
  id: serial('id').primaryKey(),
  nome: varchar('nome', { length: 200 }).notNull(),
  cnpj: char('cnpj', { length: 14 }).notNull().unique(),
  criadoEm: createdAt(),
});

/**
 * Benefit payments (paychecks) of assisted people and pensioners: the monthly one and, in December, the yearly
 * 13th income (abono anual), which the income report shows apart (taxed exclusively at source).
 */
export const pagamentoBeneficio = pgTable(
  'pagamento_beneficio',
  {
    id: serial('id').primaryKey(),
    idVinculoPlano: integer('id_vinculo_plano').notNull().references(() => vinculoPlano.id),
    competencia: date('competencia').notNull(),
    /** mensal | abono_anual */
    tipo: varchar('tipo', { length: 12 }).$type<'mensal' | 'abono_anual'>().notNull().default('mensal'),
    valorBruto: numeric('valor_bruto', { precision: 14, scale: 2 }).notNull(),
    /** Exempt portion of a person aged 65 or more (Lei 7.713/1988, art. 6º, XV), within valorBruto. */
    parcelaIsenta: numeric('parcela_isenta', { precision: 14, scale: 2 }).notNull().default('0'),
    impostoRenda: numeric('imposto_renda', { precision: 14, scale: 2 }).notNull(),
    outrosDescontos: numeric('outros_descontos', { precision: 14, scale: 2 }).notNull(),
    valorLiquido: numeric('valor_liquido', { precision: 14, scale: 2 }).notNull(),
    /** The lines of the paycheck; their earnings minus deductions equal valorLiquido. */
    rubricas: jsonb('rubricas').$type<Rubrica[]>().notNull().default([]),
    dataPagamento: date('data_pagamento').notNull(),
  },
  (table) => [uniqueIndex('pagamento_beneficio_competencia_idx').on(table.idVinculoPlano, table.competencia, table.tipo)],
);

export const emprestimo = pgTable('emprestimo', {
  id: serial('id').primaryKey(),
  idVinculoPlano: integer('id_vinculo_plano').notNull().references(() => vinculoPlano.id),
  valorContratado: numeric('valor_contratado', { precision: 14, scale: 2 }).notNull(),
  taxaMensal: numeric('taxa_mensal', { precision: 8, scale: 6 }).notNull(),
  prazoMeses: smallint('prazo_meses').notNull(),
  valorParcela: numeric('valor_parcela', { precision: 14, scale: 2 }).notNull(),
  parcelasPagas: smallint('parcelas_pagas').notNull().default(0),
  dataContratacao: date('data_contratacao').notNull(),
  /** aberto, quitado, renegociado (closed by a renegotiation that opened another contract) */
  status: varchar('status', { length: 12 }).notNull(),
  /** price | sac (the plan's system when contracted). */
  sistema: varchar('sistema', { length: 5 }).$type<'price' | 'sac'>().notNull().default('price'),
  /** The day the money was credited; installments fall due monthly on its day. Null: the contract date. */
  dataCredito: date('data_credito'),
  /** IOF withheld from the credit (Decreto 6.306/2007) and the net amount credited. */
  iof: numeric('iof', { precision: 14, scale: 2 }).notNull().default('0.00'),
  valorLiquido: numeric('valor_liquido', { precision: 14, scale: 2 }),
  /** The schedule [{numero, vencimento, amortizacao, juros, valorParcela, saldo}] (recomputed by a prepayment). Null: Price from the contract's fields. */
  parcelas: jsonb('parcelas').$type<Installment[]>(),
  /** The request (functionality 28) that opened or last changed it, and the contract a renegotiation replaced. */
  idRequisicao: integer('id_requisicao').references(() => requisicao.id),
  idEmprestimoAnterior: integer('id_emprestimo_anterior'),
});

/** Per-plan loan parameters (loan-enabled kind '2'), edited in the plan's settings; percent values ('1.50' = 1,5 % a month). */
export const configuracaoEmprestimo = pgTable(
  'configuracao_emprestimo',
  {
    idPlano: integer('id_plano').primaryKey().references(() => plano.id),
    taxaMensal: numeric('taxa_mensal', { precision: 5, scale: 2 }).notNull(),
    sistema: varchar('sistema', { length: 5 }).$type<'price' | 'sac'>().notNull().default('price'),
    prazoMaximo: smallint('prazo_maximo').notNull(),
    valorMaximo: numeric('valor_maximo', { precision: 14, scale: 2 }).notNull(),
    percentualMargem: numeric('percentual_margem', { precision: 5, scale: 2 }).notNull(),
    tempoMinimoMeses: smallint('tempo_minimo_meses').notNull().default(0),
    cobraIof: boolean('cobra_iof').notNull().default(true),
  },
  () => [check('configuracao_emprestimo_sistema_check', sql`sistema in ('price', 'sac')`)],
);

/** Per-plan contribution rules (settings/contribution-management), seeded with the spec's values. */
export const configuracaoContribuicao = pgTable('configuracao_contribuicao', {
  idPlano: integer('id_plano').primaryKey().references(() => plano.id),
  valorMinimo: numeric('valor_minimo', { precision: 14, scale: 2 }).notNull(),
  fatorSalario: numeric('fator_salario', { precision: 8, scale: 4 }).notNull(),
  limiteSalarial: numeric('limite_salarial', { precision: 14, scale: 2 }).notNull(),
  percentualBasicoMaximo: numeric('percentual_basico_maximo', { precision: 5, scale: 2 }).notNull(),
  percentualSuplementarMaximo: numeric('percentual_suplementar_maximo', { precision: 5, scale: 2 }).notNull(),
  banco: varchar('banco', { length: 3 }).notNull(),
  diaVencimento: smallint('dia_vencimento').notNull(),
  /** The longest contribution suspension one request may ask for (suspend-contribution). */
  suspensaoMesesMaximo: smallint('suspensao_meses_maximo').notNull().default(6),
});

/** Per-plan benefit parameters the simulators start from (settings/beneficios). */
export const configuracaoBeneficio = pgTable(
  'configuracao_beneficio',
  {
    idPlano: integer('id_plano').primaryKey().references(() => plano.id),
    /** 12, or 13 when the plan pays a yearly 13th income (abono anual) each December. */
    pagamentosPorAno: smallint('pagamentos_por_ano').notNull().default(13),
    /** Percent a year the simulator suggests ('4.00' = 4 % a.a.): the plan's long-term real return target. */
    rentabilidadeReferencia: numeric('rentabilidade_referencia', { precision: 5, scale: 2 }).notNull(),
    /** The normal retirement age of the plan's regulation. */
    idadeAposentadoria: smallint('idade_aposentadoria').notNull(),
    /** Eligibility for the benefit (benefit-request): minimum age and years in the plan. */
    idadeMinima: smallint('idade_minima').notNull().default(55),
    anosMinimosPlano: smallint('anos_minimos_plano').notNull().default(10),
    /** The income a participant may choose (benefit-request, alteracao-renda): percent of the balance a month, or a term. */
    percentualRendaMinimo: numeric('percentual_renda_minimo', { precision: 5, scale: 2 }).notNull().default('0.30'),
    percentualRendaMaximo: numeric('percentual_renda_maximo', { precision: 5, scale: 2 }).notNull().default('2.00'),
    prazoRendaMinimoMeses: smallint('prazo_renda_minimo_meses').notNull().default(60),
    prazoRendaMaximoMeses: smallint('prazo_renda_maximo_meses').notNull().default(360),
    /** An income change may be asked once in this many months (alteracao-renda). */
    mesesEntreAlteracoesRenda: smallint('meses_entre_alteracoes_renda').notNull().default(12),
    /** The share of the balance that may be withdrawn at once (saque-a-vista), percent. */
    percentualSaqueAVista: numeric('percentual_saque_a_vista', { precision: 5, scale: 2 }).notNull().default('25.00'),
  },
  () => [check('configuracao_beneficio_pagamentos_check', sql`pagamentos_por_ano in (12, 13)`)],
);

/**
 * Per-plan rules of the institutes on leaving the sponsor (Resolução CNPC 50/2022): settings/resgate,
 * portability-management, self-sponsorship-management and bpd edit them.
 */
export const configuracaoInstituto = pgTable('configuracao_instituto', {
  idPlano: integer('id_plano').primaryKey().references(() => plano.id),
  /** Vesting of the sponsor share in a redemption: [{anos, percentual}], the highest step reached applies. */
  vestingPatrocinadora: jsonb('vesting_patrocinadora').$type<Array<{ anos: number; percentual: string }>>().notNull().default(sql`'[]'::jsonb`),
  /** A redemption may be paid in up to this many monthly installments (at most 12). */
  resgateParcelasMaximas: smallint('resgate_parcelas_maximas').notNull().default(12),
  /** Years in the plan before portability or BPD may be chosen (the regulation's vesting period, up to 3). */
  carenciaPortabilidadeAnos: smallint('carencia_portabilidade_anos').notNull().default(3),
  carenciaBpdAnos: smallint('carencia_bpd_anos').notNull().default(3),
  /** The age the deferred benefit starts at (bpd). */
  idadeMinimaBpd: smallint('idade_minima_bpd').notNull().default(60),
  /** The administration fee a self-sponsored participant pays on top of both contributions, percent. */
  taxaAdministrativaAutopatrocinio: numeric('taxa_administrativa_autopatrocinio', { precision: 5, scale: 2 }).notNull().default('0.00'),
});

/** The workflow (settings/esteira): the status changes a functionality's requests may go through. */
export const fluxoRequisicao = pgTable(
  'fluxo_requisicao',
  {
    idFuncionalidade: integer('id_funcionalidade').notNull().references(() => funcionalidade.id),
    idStatusOrigem: integer('id_status_origem').notNull().references(() => requisicaoStatus.id),
    idStatusDestino: integer('id_status_destino').notNull().references(() => requisicaoStatus.id),
  },
  (table) => [
    primaryKey({ columns: [table.idFuncionalidade, table.idStatusOrigem, table.idStatusDestino] }),
    check('fluxo_requisicao_destino_check', sql`id_status_origem <> id_status_destino`),
  ],
);

/** Income-tax exemptions granted on a plan link (services 22 and 24), from a competence on. */
export const isencaoImposto = pgTable(
  'isencao_imposto',
  {
    id: serial('id').primaryKey(),
    idVinculoPlano: integer('id_vinculo_plano').notNull().references(() => vinculoPlano.id),
    /** '65': the monthly exempt portion (Lei 7.713/1988, art. 6º, XV); 'molestia_grave': the whole income (XIV). */
    tipo: varchar('tipo', { length: 14 }).$type<'65' | 'molestia_grave'>().notNull(),
    /** The first month it applies to, as its first day. */
    competenciaInicio: date('competencia_inicio').notNull(),
    idRequisicao: integer('id_requisicao').references(() => requisicao.id),
    doenca: varchar('doenca', { length: 120 }),
    criadoEm: createdAt(),
  },
  (table) => [uniqueIndex('isencao_imposto_tipo_idx').on(table.idVinculoPlano, table.tipo), check('isencao_imposto_tipo_check', sql`tipo in ('65', 'molestia_grave')`)],
);

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

/** Answers of the postal-code providers, kept so a CEP is looked up outside once. */
export const cepConsulta = pgTable('cep_consulta', {
  cep: char('cep', { length: 8 }).primaryKey(),
  dados: jsonb('dados').notNull(),
  consultadoEm: timestamp('consultado_em', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A stored attachment: only complete files whose extension and content agree get a row; the file lives under a
 * generated name outside any public folder.
 */
export const anexo = pgTable(
  'anexo',
  {
    id: serial('id').primaryKey(),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    idRequisicao: integer('id_requisicao').references(() => requisicao.id),
    idMensagem: integer('id_mensagem').references(() => mensagem.id),
    nomeOriginal: varchar('nome_original', { length: 255 }).notNull(),
    tipoConteudo: varchar('tipo_conteudo', { length: 100 }).notNull(),
    tamanho: bigint('tamanho', { mode: 'number' }).notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    caminho: varchar('caminho', { length: 300 }).notNull().unique(),
    criadoEm: createdAt(),
  },
  (table) => [index('anexo_pessoa_idx').on(table.idPessoa), index('anexo_requisicao_idx').on(table.idRequisicao)],
);

/** Settings of the fund kept by administrators, one JSON value per key (e.g. 'contato_fundo'). */
export const configuracao = pgTable('configuracao', {
  chave: varchar('chave', { length: 100 }).primaryKey(),
  valor: jsonb('valor').notNull(),
  idPessoaAtualizacao: integer('id_pessoa_atualizacao').references(() => pessoa.id),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
});

/*
 * Elections (settings/eleicoes, services/eleicoes) with a SECRET VOTE, guaranteed by the schema itself:
 * - `eleicao_participacao` says WHO voted and WHEN (id_eleicao, id_pessoa, votou_em, the receipt code) and nothing
 *   about the choice; its primary key (id_eleicao, id_pessoa) is the one-vote-per-person rule.
 * - `eleicao_apuracao` holds the CHOICES only as a running count per candidate (id_eleicao, id_candidato, votos): there
 *   is no row per ballot, so no id, serial, timestamp or insertion order exists that could be joined with a
 *   participation row. A vote adds 1 to its candidate and REWRITES EVERY COUNTER ROW of the election in the same
 *   statement (+0 for the others), so even the rows' system columns (xmin, ctid) are the same for all candidates
 *   after a vote and do not tell which one changed.
 * - No other table names a candidate next to a person: the audit row of a vote carries the election only, the request
 *   logger logs no bodies, and the acting-for audit records route params only (tests/api/elections-secrecy.test.ts
 *   reads the catalogue to prove no table has both a person column and a candidate column).
 * What the schema cannot hide: counts watched live by someone with direct database access (hence results only after
 * closing through the API), and a tally of a tiny electorate (one voter: the count is the vote).
 */
export const eleicao = pgTable(
  'eleicao',
  {
    id: serial('id').primaryKey(),
    titulo: varchar('titulo', { length: 200 }).notNull(),
    inicio: timestamp('inicio', { withTimezone: true }).notNull(),
    fim: timestamp('fim', { withTimezone: true }).notNull(),
    vagas: smallint('vagas').notNull(),
    /** Set by encerrarEleicao: votes stop and the results may be read. */
    encerradaEm: timestamp('encerrada_em', { withTimezone: true }),
    /** Eligible people when it was closed (the turnout's denominator). */
    eleitores: integer('eleitores'),
    idCriador: integer('id_criador').references(() => pessoa.id),
    criadoEm: createdAt(),
  },
  (table) => [check('eleicao_periodo_ck', sql`${table.fim} > ${table.inicio}`), check('eleicao_vagas_ck', sql`${table.vagas} >= 1`)],
);

export const eleicaoPlano = pgTable(
  'eleicao_plano',
  {
    idEleicao: integer('id_eleicao').notNull().references(() => eleicao.id),
    idPlano: integer('id_plano').notNull().references(() => plano.id),
  },
  (table) => [primaryKey({ columns: [table.idEleicao, table.idPlano] })],
);

export const eleicaoCandidato = pgTable(
  'eleicao_candidato',
  {
    id: serial('id').primaryKey(),
    idEleicao: integer('id_eleicao').notNull().references(() => eleicao.id),
    nome: varchar('nome', { length: 200 }).notNull(),
    descricao: varchar('descricao', { length: 1000 }),
    /**
     * The candidate's photo: an attachment (PNG, JPEG or WebP by its content, at most 2 MB) sent by an administrator.
     * The people who may see the election may download it through retornarAnexo (anexos/repository.ts).
     */
    idAnexoFoto: integer('id_anexo_foto').references(() => anexo.id),
    ordem: smallint('ordem').notNull(),
  },
  (table) => [index('eleicao_candidato_eleicao_idx').on(table.idEleicao), index('eleicao_candidato_foto_idx').on(table.idAnexoFoto)],
);

/** The choices, counted: no row per ballot (see above). */
export const eleicaoApuracao = pgTable(
  'eleicao_apuracao',
  {
    idEleicao: integer('id_eleicao').notNull().references(() => eleicao.id),
    idCandidato: integer('id_candidato').notNull().references(() => eleicaoCandidato.id),
    votos: integer('votos').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.idEleicao, table.idCandidato] })],
);

/** Who voted and when: never the choice. */
export const eleicaoParticipacao = pgTable(
  'eleicao_participacao',
  {
    idEleicao: integer('id_eleicao').notNull().references(() => eleicao.id),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    votouEm: timestamp('votou_em', { withTimezone: true }).notNull(),
    /** The receipt's random code: proves that the person voted, says nothing of the choice. */
    codigoComprovante: varchar('codigo_comprovante', { length: 20 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.idEleicao, table.idPessoa] })],
);
/**
 * A document the fund publishes (regulation, statute, minutes…): its file is an attachment, read through
 * retornarAnexo by the people of its plans. The plans it is for are in documento_plano; none there = every plan.
 */
export const documento = pgTable(
  'documento',
  {
    id: serial('id').primaryKey(),
    idAnexo: integer('id_anexo')
      .notNull()
      .references(() => anexo.id),
    titulo: varchar('titulo', { length: 200 }).notNull(),
    /** One of DOCUMENT_CATEGORIES (src/domain/fund-documents.ts). */
    categoria: varchar('categoria', { length: 40 }).notNull(),
    ano: smallint('ano'),
    descricao: text('descricao'),
    /** true = every plan (documento_plano empty). */
    todosPlanos: boolean('todos_planos').notNull(),
    idPublicador: integer('id_publicador').references(() => pessoa.id),
    criadoEm: createdAt(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('documento_categoria_idx').on(table.categoria, table.ano), index('documento_anexo_idx').on(table.idAnexo)],
);

export const documentoPlano = pgTable(
  'documento_plano',
  {
    idDocumento: integer('id_documento')
      .notNull()
      .references(() => documento.id, { onDelete: 'cascade' }),
    idPlano: integer('id_plano')
      .notNull()
      .references(() => plano.id),
  },
  (table) => [primaryKey({ columns: [table.idDocumento, table.idPlano] }), index('documento_plano_plano_idx').on(table.idPlano)],
);

/** The fund's suppliers (/services/fornecedores), kept by administrators. */
export const fornecedor = pgTable('fornecedor', {
  id: serial('id').primaryKey(),
  nome: varchar('nome', { length: 200 }).notNull(),
  cnpj: char('cnpj', { length: 14 }).notNull().unique(),
  servico: varchar('servico', { length: 200 }).notNull(),
  contato: varchar('contato', { length: 200 }).notNull(),
  criadoEm: createdAt(),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
});
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
/** A re-registration campaign (issue 16): the people with a current link in its plans when it was created must answer. */
export const campanhaRecadastramento = pgTable('campanha_recadastramento', {
  id: serial('id').primaryKey(),
  titulo: varchar('titulo', { length: 200 }).notNull(),
  inicio: date('inicio').notNull(),
  fim: date('fim').notNull(),
  idCriador: integer('id_criador').references(() => pessoa.id),
  criadoEm: createdAt(),
  /**
   * When the people who must answer were notified in the portal that it opened: at creation for a campaign open that
   * day, otherwise by the sweep once its first day arrives. Set in the notification's transaction, so each campaign
   * is announced once even with several instances sweeping.
   */
  aberturaNotificadaEm: timestamp('abertura_notificada_em', { withTimezone: true }),
});

export const campanhaRecadastramentoPlano = pgTable(
  'campanha_recadastramento_plano',
  {
    idCampanha: integer('id_campanha').notNull().references(() => campanhaRecadastramento.id),
    idPlano: integer('id_plano').notNull().references(() => plano.id),
  },
  (table) => [primaryKey({ columns: [table.idCampanha, table.idPlano] })],
);

/** One person's re-registration in a campaign: pending until answered (respondidoEm), with the proof sent. */
export const recadastramento = pgTable(
  'recadastramento',
  {
    id: serial('id').primaryKey(),
    idCampanha: integer('id_campanha').notNull().references(() => campanhaRecadastramento.id),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    respondidoEm: timestamp('respondido_em', { withTimezone: true }),
    /** 'portal' (signed in) or 'link' (the e-mailed single-use link). */
    canal: varchar('canal', { length: 10 }).$type<'portal' | 'link'>(),
    /** The person changed something (address, contacts, dependants) rather than only confirming. */
    houveAlteracao: boolean('houve_alteracao'),
    tipoComprovante: varchar('tipo_comprovante', { length: 10 }).$type<'vida' | 'endereco'>(),
    idAnexoComprovante: integer('id_anexo_comprovante').references(() => anexo.id),
    ultimoLembreteEm: timestamp('ultimo_lembrete_em', { withTimezone: true }),
    lembretesEnviados: smallint('lembretes_enviados').notNull().default(0),
  },
  (table) => [unique('recadastramento_campanha_pessoa').on(table.idCampanha, table.idPessoa), index('recadastramento_pessoa_idx').on(table.idPessoa)],
);

/** The e-mailed links' tokens: only the SHA-256 is kept; single use, expiring, good for that one re-registration. */
export const tokenRecadastramento = pgTable('token_recadastramento', {
  id: serial('id').primaryKey(),
  idRecadastramento: integer('id_recadastramento').notNull().references(() => recadastramento.id),
  tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
  expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  usadoEm: timestamp('usado_em', { withTimezone: true }),
  criadoEm: createdAt(),
});

/**
 * The first-access links of imported people (settings/importar-pessoas): only the SHA-256 of the token is kept; single
 * use and expiring (FIRST_ACCESS_TTL_DAYS); spending one sets the person's first password.
 */
export const tokenPrimeiroAcesso = pgTable(
  'token_primeiro_acesso',
  {
    id: serial('id').primaryKey(),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
    criadoEm: createdAt(),
  },
  (table) => [index('token_primeiro_acesso_pessoa_idx').on(table.idPessoa)],
);

/**
 * Consents for communications (LGPD art. 7, I and art. 8, § 5º: given and withdrawn at any time), one row per choice,
 * never updated: the latest row of a channel is the person's current choice, the rows are the history. `id_autor` is
 * who made the choice: the person, or an administrator viewing the portal as them.
 */
export const consentimento = pgTable(
  'consentimento',
  {
    id: serial('id').primaryKey(),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    canal: varchar('canal', { length: 10 }).$type<'email' | 'sms' | 'whatsapp'>().notNull(),
    concedido: boolean('concedido').notNull(),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
    ip: varchar('ip', { length: 64 }),
    idAutor: integer('id_autor').references(() => pessoa.id),
  },
  (table) => [index('consentimento_pessoa_idx').on(table.idPessoa, table.canal, table.em), check('consentimento_canal_check', sql`${table.canal} in ('email', 'sms', 'whatsapp')`)],
);

/** Invitations to join the fund (/services/convidar-participante): who invited whom, and when (the limits count these). */
export const convite = pgTable(
  'convite',
  {
    id: serial('id').primaryKey(),
    /** The participant who invites. */
    idPessoa: integer('id_pessoa')
      .notNull()
      .references(() => pessoa.id),
    /** Who sent it: the participant, or the administrator viewing the portal as them. */
    idAtor: integer('id_ator').references(() => pessoa.id),
    nome: varchar('nome', { length: 200 }).notNull(),
    /** Lower case, so the same address is recognised however it was typed. */
    email: varchar('email', { length: 254 }).notNull(),
    /** As shown: (11) 98765-4321. */
    telefone: varchar('telefone', { length: 20 }).notNull(),
    criadoEm: createdAt(),
  },
  (table) => [index('convite_pessoa_idx').on(table.idPessoa, table.criadoEm), index('convite_email_idx').on(table.email, table.criadoEm)],
);

/** The declaration of agreement's text, one row per version: an acceptance points to the exact text accepted. */
export const declaracaoConcordancia = pgTable('declaracao_concordancia', {
  versao: integer('versao').primaryKey(),
  texto: text('texto').notNull(),
  publicadaEm: timestamp('publicada_em', { withTimezone: true }).notNull().defaultNow(),
});

/** A person's acceptance of a version of the declaration of agreement, with when and from which address. */
export const aceiteDeclaracaoConcordancia = pgTable(
  'aceite_declaracao_concordancia',
  {
    id: serial('id').primaryKey(),
    idPessoa: integer('id_pessoa')
      .notNull()
      .references(() => pessoa.id),
    versao: integer('versao')
      .notNull()
      .references(() => declaracaoConcordancia.versao),
    aceitoEm: timestamp('aceito_em', { withTimezone: true }).notNull().defaultNow(),
    ip: varchar('ip', { length: 64 }).notNull(),
  },
  (table) => [unique('aceite_declaracao_pessoa_versao').on(table.idPessoa, table.versao)],
);
