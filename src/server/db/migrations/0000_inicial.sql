CREATE TABLE "auditoria" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auditoria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_ator" integer,
	"id_pessoa_alvo" integer,
	"acao" varchar(80) NOT NULL,
	"detalhes" jsonb,
	"ip" varchar(64),
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categoria" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" varchar(60) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codigo_seguranca" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_pessoa" integer NOT NULL,
	"codigo_hash" char(64) NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"tentativas" smallint DEFAULT 0 NOT NULL,
	"usado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contribuicao" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_vinculo_plano" integer NOT NULL,
	"competencia" date NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"cotas" numeric(20, 8) NOT NULL,
	"status" varchar(12) DEFAULT 'paga' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversa" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_pessoa" integer NOT NULL,
	"id_pessoa_atendente" integer,
	"id_plano" integer,
	"id_requisicao" integer,
	"assunto" varchar(200) NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desativacao_temporaria" (
	"id" serial PRIMARY KEY NOT NULL,
	"data_inicio" timestamp with time zone NOT NULL,
	"data_fim" timestamp with time zone NOT NULL,
	"mensagem" text,
	"id_criador" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_saida" (
	"id" serial PRIMARY KEY NOT NULL,
	"destinatario" varchar(254) NOT NULL,
	"assunto" varchar(200) NOT NULL,
	"corpo" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_em" timestamp with time zone,
	"erro" text
);
--> statement-breakpoint
CREATE TABLE "emprestimo" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_vinculo_plano" integer NOT NULL,
	"valor_contratado" numeric(14, 2) NOT NULL,
	"taxa_mensal" numeric(8, 6) NOT NULL,
	"prazo_meses" smallint NOT NULL,
	"valor_parcela" numeric(14, 2) NOT NULL,
	"parcelas_pagas" smallint DEFAULT 0 NOT NULL,
	"data_contratacao" date NOT NULL,
	"status" varchar(12) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funcionalidade" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" varchar(120) NOT NULL,
	"href" varchar(200) NOT NULL,
	"icone" varchar(60) NOT NULL,
	"tipo_plano" char(1)
);
--> statement-breakpoint
CREATE TABLE "mensagem" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_conversa" integer NOT NULL,
	"id_autor" integer NOT NULL,
	"texto" text NOT NULL,
	"chave_idempotencia" varchar(64),
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"lida_em" timestamp with time zone,
	CONSTRAINT "mensagem_chave_idempotencia_unique" UNIQUE("chave_idempotencia")
);
--> statement-breakpoint
CREATE TABLE "notificacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"descricao" text NOT NULL,
	"id_tipo_notificacao" integer NOT NULL,
	"id_plano" integer,
	"id_conversa" integer,
	"id_remetente" integer,
	"data_notificacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notificacao_pessoa" (
	"id_notificacao" integer NOT NULL,
	"id_pessoa" integer NOT NULL,
	"reagido" char(1) DEFAULT 'N' NOT NULL,
	"vizualizado" char(1) DEFAULT 'N' NOT NULL,
	"lido_em" timestamp with time zone,
	CONSTRAINT "notificacao_pessoa_id_notificacao_id_pessoa_pk" PRIMARY KEY("id_notificacao","id_pessoa")
);
--> statement-breakpoint
CREATE TABLE "pagamento_beneficio" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_vinculo_plano" integer NOT NULL,
	"competencia" date NOT NULL,
	"valor_bruto" numeric(14, 2) NOT NULL,
	"imposto_renda" numeric(14, 2) NOT NULL,
	"outros_descontos" numeric(14, 2) NOT NULL,
	"valor_liquido" numeric(14, 2) NOT NULL,
	"data_pagamento" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pessoa" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(200) NOT NULL,
	"cpf" char(11) NOT NULL,
	"data_nascimento" date NOT NULL,
	"email" varchar(254),
	"telefone" varchar(20),
	"admin" char(1) DEFAULT 'N' NOT NULL,
	"senha_hash" text NOT NULL,
	"onboarding" char(1) DEFAULT 'S' NOT NULL,
	"onboarding_plano" smallint,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pessoa_cpf_unique" UNIQUE("cpf")
);
--> statement-breakpoint
CREATE TABLE "plano" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" varchar(60) NOT NULL,
	"tem_perfil" char(1) DEFAULT 'N' NOT NULL,
	"tipo" char(1) NOT NULL,
	"id_declaracao_ir" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plano_funcionalidade" (
	"id_plano" integer NOT NULL,
	"id_categoria" integer NOT NULL,
	"id_situacao" integer NOT NULL,
	"id_funcionalidade" integer NOT NULL,
	CONSTRAINT "plano_funcionalidade_id_plano_id_categoria_id_situacao_id_funcionalidade_pk" PRIMARY KEY("id_plano","id_categoria","id_situacao","id_funcionalidade")
);
--> statement-breakpoint
CREATE TABLE "requisicao" (
	"id" serial PRIMARY KEY NOT NULL,
	"protocolo" varchar(20) NOT NULL,
	"id_pessoa" integer NOT NULL,
	"id_vinculo_plano" integer NOT NULL,
	"id_funcionalidade" integer NOT NULL,
	"id_status" integer NOT NULL,
	"dados" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requisicao_protocolo_unique" UNIQUE("protocolo")
);
--> statement-breakpoint
CREATE TABLE "requisicao_historico" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_requisicao" integer NOT NULL,
	"id_status" integer NOT NULL,
	"id_autor" integer NOT NULL,
	"comentario" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requisicao_status" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" varchar(60) NOT NULL,
	"encerrado" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessao" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_pessoa" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"revogado_em" timestamp with time zone,
	"ip" varchar(64),
	"user_agent" varchar(400),
	CONSTRAINT "sessao_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "situacao" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" varchar(60) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tema_plano" (
	"id_plano" integer PRIMARY KEY NOT NULL,
	"cor_primaria" varchar(7) NOT NULL,
	"logo" text,
	"background" text
);
--> statement-breakpoint
CREATE TABLE "tentativa_login" (
	"id" serial PRIMARY KEY NOT NULL,
	"cpf" char(11),
	"ip" varchar(64) NOT NULL,
	"sucesso" boolean NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_notificacao" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" varchar(60) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "valor_cota" (
	"id_plano" integer NOT NULL,
	"data" date NOT NULL,
	"valor" numeric(18, 8) NOT NULL,
	CONSTRAINT "valor_cota_id_plano_data_pk" PRIMARY KEY("id_plano","data")
);
--> statement-breakpoint
CREATE TABLE "vinculo_plano" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_pessoa" integer NOT NULL,
	"id_plano" integer NOT NULL,
	"matricula" varchar(20) NOT NULL,
	"id_categoria" integer NOT NULL,
	"id_situacao" integer NOT NULL,
	"data_adesao" date NOT NULL,
	"salario" numeric(14, 2)
);
--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_id_ator_pessoa_id_fk" FOREIGN KEY ("id_ator") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_id_pessoa_alvo_pessoa_id_fk" FOREIGN KEY ("id_pessoa_alvo") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigo_seguranca" ADD CONSTRAINT "codigo_seguranca_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribuicao" ADD CONSTRAINT "contribuicao_id_vinculo_plano_vinculo_plano_id_fk" FOREIGN KEY ("id_vinculo_plano") REFERENCES "public"."vinculo_plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversa" ADD CONSTRAINT "conversa_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversa" ADD CONSTRAINT "conversa_id_pessoa_atendente_pessoa_id_fk" FOREIGN KEY ("id_pessoa_atendente") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversa" ADD CONSTRAINT "conversa_id_plano_plano_id_fk" FOREIGN KEY ("id_plano") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversa" ADD CONSTRAINT "conversa_id_requisicao_requisicao_id_fk" FOREIGN KEY ("id_requisicao") REFERENCES "public"."requisicao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desativacao_temporaria" ADD CONSTRAINT "desativacao_temporaria_id_criador_pessoa_id_fk" FOREIGN KEY ("id_criador") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emprestimo" ADD CONSTRAINT "emprestimo_id_vinculo_plano_vinculo_plano_id_fk" FOREIGN KEY ("id_vinculo_plano") REFERENCES "public"."vinculo_plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagem" ADD CONSTRAINT "mensagem_id_conversa_conversa_id_fk" FOREIGN KEY ("id_conversa") REFERENCES "public"."conversa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagem" ADD CONSTRAINT "mensagem_id_autor_pessoa_id_fk" FOREIGN KEY ("id_autor") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao" ADD CONSTRAINT "notificacao_id_tipo_notificacao_tipo_notificacao_id_fk" FOREIGN KEY ("id_tipo_notificacao") REFERENCES "public"."tipo_notificacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao" ADD CONSTRAINT "notificacao_id_plano_plano_id_fk" FOREIGN KEY ("id_plano") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao" ADD CONSTRAINT "notificacao_id_remetente_pessoa_id_fk" FOREIGN KEY ("id_remetente") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_pessoa" ADD CONSTRAINT "notificacao_pessoa_id_notificacao_notificacao_id_fk" FOREIGN KEY ("id_notificacao") REFERENCES "public"."notificacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_pessoa" ADD CONSTRAINT "notificacao_pessoa_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento_beneficio" ADD CONSTRAINT "pagamento_beneficio_id_vinculo_plano_vinculo_plano_id_fk" FOREIGN KEY ("id_vinculo_plano") REFERENCES "public"."vinculo_plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_funcionalidade" ADD CONSTRAINT "plano_funcionalidade_id_plano_plano_id_fk" FOREIGN KEY ("id_plano") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_funcionalidade" ADD CONSTRAINT "plano_funcionalidade_id_categoria_categoria_id_fk" FOREIGN KEY ("id_categoria") REFERENCES "public"."categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_funcionalidade" ADD CONSTRAINT "plano_funcionalidade_id_situacao_situacao_id_fk" FOREIGN KEY ("id_situacao") REFERENCES "public"."situacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_funcionalidade" ADD CONSTRAINT "plano_funcionalidade_id_funcionalidade_funcionalidade_id_fk" FOREIGN KEY ("id_funcionalidade") REFERENCES "public"."funcionalidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisicao" ADD CONSTRAINT "requisicao_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisicao" ADD CONSTRAINT "requisicao_id_vinculo_plano_vinculo_plano_id_fk" FOREIGN KEY ("id_vinculo_plano") REFERENCES "public"."vinculo_plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisicao" ADD CONSTRAINT "requisicao_id_funcionalidade_funcionalidade_id_fk" FOREIGN KEY ("id_funcionalidade") REFERENCES "public"."funcionalidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisicao" ADD CONSTRAINT "requisicao_id_status_requisicao_status_id_fk" FOREIGN KEY ("id_status") REFERENCES "public"."requisicao_status"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisicao_historico" ADD CONSTRAINT "requisicao_historico_id_requisicao_requisicao_id_fk" FOREIGN KEY ("id_requisicao") REFERENCES "public"."requisicao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisicao_historico" ADD CONSTRAINT "requisicao_historico_id_status_requisicao_status_id_fk" FOREIGN KEY ("id_status") REFERENCES "public"."requisicao_status"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisicao_historico" ADD CONSTRAINT "requisicao_historico_id_autor_pessoa_id_fk" FOREIGN KEY ("id_autor") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessao" ADD CONSTRAINT "sessao_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tema_plano" ADD CONSTRAINT "tema_plano_id_plano_plano_id_fk" FOREIGN KEY ("id_plano") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valor_cota" ADD CONSTRAINT "valor_cota_id_plano_plano_id_fk" FOREIGN KEY ("id_plano") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vinculo_plano" ADD CONSTRAINT "vinculo_plano_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vinculo_plano" ADD CONSTRAINT "vinculo_plano_id_plano_plano_id_fk" FOREIGN KEY ("id_plano") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vinculo_plano" ADD CONSTRAINT "vinculo_plano_id_categoria_categoria_id_fk" FOREIGN KEY ("id_categoria") REFERENCES "public"."categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vinculo_plano" ADD CONSTRAINT "vinculo_plano_id_situacao_situacao_id_fk" FOREIGN KEY ("id_situacao") REFERENCES "public"."situacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_alvo_idx" ON "auditoria" USING btree ("id_pessoa_alvo","criado_em");--> statement-breakpoint
CREATE INDEX "codigo_seguranca_pessoa_idx" ON "codigo_seguranca" USING btree ("id_pessoa");--> statement-breakpoint
CREATE INDEX "contribuicao_vinculo_idx" ON "contribuicao" USING btree ("id_vinculo_plano","competencia");--> statement-breakpoint
CREATE INDEX "conversa_pessoa_idx" ON "conversa" USING btree ("id_pessoa");--> statement-breakpoint
CREATE INDEX "mensagem_conversa_idx" ON "mensagem" USING btree ("id_conversa","id");--> statement-breakpoint
CREATE INDEX "notificacao_pessoa_pessoa_idx" ON "notificacao_pessoa" USING btree ("id_pessoa");--> statement-breakpoint
CREATE UNIQUE INDEX "pagamento_beneficio_competencia_idx" ON "pagamento_beneficio" USING btree ("id_vinculo_plano","competencia");--> statement-breakpoint
CREATE INDEX "requisicao_pessoa_idx" ON "requisicao" USING btree ("id_pessoa","criado_em");--> statement-breakpoint
CREATE INDEX "requisicao_status_idx" ON "requisicao" USING btree ("id_status");--> statement-breakpoint
CREATE INDEX "requisicao_historico_requisicao_idx" ON "requisicao_historico" USING btree ("id_requisicao");--> statement-breakpoint
CREATE INDEX "sessao_pessoa_idx" ON "sessao" USING btree ("id_pessoa");--> statement-breakpoint
CREATE INDEX "tentativa_login_cpf_idx" ON "tentativa_login" USING btree ("cpf","criado_em");--> statement-breakpoint
CREATE INDEX "tentativa_login_ip_idx" ON "tentativa_login" USING btree ("ip","criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "vinculo_plano_matricula_idx" ON "vinculo_plano" USING btree ("id_plano","matricula");--> statement-breakpoint
CREATE INDEX "vinculo_plano_pessoa_idx" ON "vinculo_plano" USING btree ("id_pessoa");