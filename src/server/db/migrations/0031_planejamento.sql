CREATE TABLE "configuracao_planejamento" (
	"id_plano" integer PRIMARY KEY NOT NULL,
	"rentabilidade_pessimista" numeric(5, 2) NOT NULL,
	"rentabilidade_esperada" numeric(5, 2) NOT NULL,
	"rentabilidade_otimista" numeric(5, 2) NOT NULL,
	"inflacao_anual" numeric(5, 2) NOT NULL,
	"prazo_renda_meses" smallint NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planejamento" (
	"id_vinculo_plano" integer PRIMARY KEY NOT NULL,
	"idade_alvo" smallint NOT NULL,
	"renda_desejada" numeric(12, 2) NOT NULL,
	"estimativa_inss" numeric(12, 2) DEFAULT '0' NOT NULL,
	"outras_rendas" numeric(12, 2) DEFAULT '0' NOT NULL,
	"renda_tributavel_anual" numeric(14, 2),
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planejamento_historico" (
	"id_vinculo_plano" integer NOT NULL,
	"competencia" date NOT NULL,
	"total_projetado" numeric(12, 2) NOT NULL,
	"renda_desejada" numeric(12, 2) NOT NULL,
	"idade_alvo" smallint NOT NULL,
	"situacao" varchar(20) NOT NULL,
	"registrado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planejamento_historico_id_vinculo_plano_competencia_pk" PRIMARY KEY("id_vinculo_plano","competencia")
);
--> statement-breakpoint
ALTER TABLE "configuracao_planejamento" ADD CONSTRAINT "configuracao_planejamento_id_plano_plano_id_fk" FOREIGN KEY ("id_plano") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planejamento" ADD CONSTRAINT "planejamento_id_vinculo_plano_vinculo_plano_id_fk" FOREIGN KEY ("id_vinculo_plano") REFERENCES "public"."vinculo_plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planejamento_historico" ADD CONSTRAINT "planejamento_historico_id_vinculo_plano_vinculo_plano_id_fk" FOREIGN KEY ("id_vinculo_plano") REFERENCES "public"."vinculo_plano"("id") ON DELETE no action ON UPDATE no action;