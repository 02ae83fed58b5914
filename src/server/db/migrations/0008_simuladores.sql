CREATE TABLE "avaliacao_perfil" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_vinculo_plano" integer NOT NULL,
	"respostas" jsonb NOT NULL,
	"pontuacao" integer NOT NULL,
	"id_perfil_recomendado" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configuracao_beneficio" (
	"id_plano" integer PRIMARY KEY NOT NULL,
	"pagamentos_por_ano" smallint DEFAULT 13 NOT NULL,
	"rentabilidade_referencia" numeric(5, 2) NOT NULL,
	"idade_aposentadoria" smallint NOT NULL,
	CONSTRAINT "configuracao_beneficio_pagamentos_check" CHECK (pagamentos_por_ano in (12, 13))
);
--> statement-breakpoint
CREATE TABLE "configuracao_perfil" (
	"id_plano" integer PRIMARY KEY NOT NULL,
	"dia_inicio_janela" smallint DEFAULT 1 NOT NULL,
	"dia_fim_janela" smallint DEFAULT 15 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pergunta_perfil" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_plano" integer NOT NULL,
	"texto" varchar(500) NOT NULL,
	"ordem" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resposta_perfil" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_pergunta" integer NOT NULL,
	"texto" varchar(300) NOT NULL,
	"pontos" smallint NOT NULL,
	"ordem" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "configuracao_contribuicao" ADD COLUMN "suspensao_meses_maximo" smallint DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "perfil_investimento" ADD COLUMN "composicao" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "perfil_investimento" ADD COLUMN "pontuacao_minima" smallint;--> statement-breakpoint
ALTER TABLE "perfil_investimento" ADD COLUMN "pontuacao_maxima" smallint;--> statement-breakpoint
ALTER TABLE "avaliacao_perfil" ADD CONSTRAINT "avaliacao_perfil_id_vinculo_plano_vinculo_plano_id_fk" FOREIGN KEY ("id_vinculo_plano") REFERENCES "public"."vinculo_plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacao_perfil" ADD CONSTRAINT "avaliacao_perfil_id_perfil_recomendado_perfil_investimento_id_fk" FOREIGN KEY ("id_perfil_recomendado") REFERENCES "public"."perfil_investimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracao_beneficio" ADD CONSTRAINT "configuracao_beneficio_id_plano_plano_id_fk" FOREIGN KEY ("id_plano") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracao_perfil" ADD CONSTRAINT "configuracao_perfil_id_plano_plano_id_fk" FOREIGN KEY ("id_plano") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pergunta_perfil" ADD CONSTRAINT "pergunta_perfil_id_plano_plano_id_fk" FOREIGN KEY ("id_plano") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_perfil" ADD CONSTRAINT "resposta_perfil_id_pergunta_pergunta_perfil_id_fk" FOREIGN KEY ("id_pergunta") REFERENCES "public"."pergunta_perfil"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avaliacao_perfil_vinculo_idx" ON "avaliacao_perfil" USING btree ("id_vinculo_plano","criado_em");--> statement-breakpoint
CREATE INDEX "pergunta_perfil_plano_idx" ON "pergunta_perfil" USING btree ("id_plano","ordem");--> statement-breakpoint
CREATE INDEX "resposta_perfil_pergunta_idx" ON "resposta_perfil" USING btree ("id_pergunta");