CREATE TABLE "cep_consulta" (
	"cep" char(8) PRIMARY KEY NOT NULL,
	"dados" jsonb NOT NULL,
	"consultado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configuracao_contribuicao" (
	"id_plano" integer PRIMARY KEY NOT NULL,
	"valor_minimo" numeric(14, 2) NOT NULL,
	"fator_salario" numeric(8, 4) NOT NULL,
	"limite_salarial" numeric(14, 2) NOT NULL,
	"percentual_basico_maximo" numeric(5, 2) NOT NULL,
	"percentual_suplementar_maximo" numeric(5, 2) NOT NULL,
	"banco" varchar(3) NOT NULL,
	"dia_vencimento" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dependente" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_pessoa" integer NOT NULL,
	"tipo" smallint NOT NULL,
	"nome" varchar(200) NOT NULL,
	"cpf" char(11),
	"data_nascimento" date,
	"parentesco" varchar(40),
	"finalidade" varchar(60),
	"percentual" numeric(5, 2),
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "endereco" (
	"id_pessoa" integer PRIMARY KEY NOT NULL,
	"residente_exterior" char(1) DEFAULT 'N' NOT NULL,
	"cep" char(8),
	"logradouro" varchar(200),
	"numero" varchar(20),
	"complemento" varchar(100),
	"bairro" varchar(100),
	"cidade" varchar(100),
	"estado" char(2),
	"pais" varchar(80),
	"codigo_postal" varchar(20),
	"numero_identificacao_fiscal" varchar(40),
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perfil_investimento" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_plano" integer NOT NULL,
	"nome" varchar(60) NOT NULL,
	"descricao" text NOT NULL,
	"ordem" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pessoa" ADD COLUMN "onboarding_etapas" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "pessoa" ADD COLUMN "ppe" char(1);--> statement-breakpoint
ALTER TABLE "pessoa" ADD COLUMN "faixa_renda" smallint;--> statement-breakpoint
ALTER TABLE "vinculo_plano" ADD COLUMN "forma_pagamento" smallint;--> statement-breakpoint
ALTER TABLE "vinculo_plano" ADD COLUMN "valor_contribuicao" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "vinculo_plano" ADD COLUMN "banco" varchar(3);--> statement-breakpoint
ALTER TABLE "vinculo_plano" ADD COLUMN "agencia" varchar(4);--> statement-breakpoint
ALTER TABLE "vinculo_plano" ADD COLUMN "conta" varchar(7);--> statement-breakpoint
ALTER TABLE "vinculo_plano" ADD COLUMN "dia_vencimento" smallint;--> statement-breakpoint
ALTER TABLE "vinculo_plano" ADD COLUMN "percentual_basica" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "vinculo_plano" ADD COLUMN "percentual_suplementar" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "vinculo_plano" ADD COLUMN "id_perfil_investimento" integer;--> statement-breakpoint
ALTER TABLE "configuracao_contribuicao" ADD CONSTRAINT "configuracao_contribuicao_id_plano_plano_id_fk" FOREIGN KEY ("id_plano") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependente" ADD CONSTRAINT "dependente_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endereco" ADD CONSTRAINT "endereco_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfil_investimento" ADD CONSTRAINT "perfil_investimento_id_plano_plano_id_fk" FOREIGN KEY ("id_plano") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dependente_pessoa_idx" ON "dependente" USING btree ("id_pessoa","tipo");--> statement-breakpoint
-- Plans that exist before this migration get the spec's contribution rules (spec §5, §9); the fund edits them in settings.
INSERT INTO "configuracao_contribuicao" SELECT "id", 122.08, 1.0833, 7473.30, 6, 25, '341', 10 FROM "plano" ON CONFLICT DO NOTHING;
