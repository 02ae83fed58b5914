CREATE TABLE "configuracao_instituto" (
	"id_plano" integer PRIMARY KEY NOT NULL,
	"vesting_patrocinadora" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resgate_parcelas_maximas" smallint DEFAULT 12 NOT NULL,
	"carencia_portabilidade_anos" smallint DEFAULT 3 NOT NULL,
	"carencia_bpd_anos" smallint DEFAULT 3 NOT NULL,
	"idade_minima_bpd" smallint DEFAULT 60 NOT NULL,
	"taxa_administrativa_autopatrocinio" numeric(5, 2) DEFAULT '0.00' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fluxo_requisicao" (
	"id_funcionalidade" integer NOT NULL,
	"id_status_origem" integer NOT NULL,
	"id_status_destino" integer NOT NULL,
	CONSTRAINT "fluxo_requisicao_id_funcionalidade_id_status_origem_id_status_destino_pk" PRIMARY KEY("id_funcionalidade","id_status_origem","id_status_destino"),
	CONSTRAINT "fluxo_requisicao_destino_check" CHECK (id_status_origem <> id_status_destino)
);
--> statement-breakpoint
CREATE TABLE "isencao_imposto" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_vinculo_plano" integer NOT NULL,
	"tipo" varchar(14) NOT NULL,
	"competencia_inicio" date NOT NULL,
	"id_requisicao" integer,
	"doenca" varchar(120),
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "isencao_imposto_tipo_check" CHECK (tipo in ('65', 'molestia_grave'))
);
--> statement-breakpoint
ALTER TABLE "configuracao_beneficio" ADD COLUMN "idade_minima" smallint DEFAULT 55 NOT NULL;--> statement-breakpoint
ALTER TABLE "configuracao_beneficio" ADD COLUMN "anos_minimos_plano" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "configuracao_beneficio" ADD COLUMN "percentual_renda_minimo" numeric(5, 2) DEFAULT '0.30' NOT NULL;--> statement-breakpoint
ALTER TABLE "configuracao_beneficio" ADD COLUMN "percentual_renda_maximo" numeric(5, 2) DEFAULT '2.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "configuracao_beneficio" ADD COLUMN "prazo_renda_minimo_meses" smallint DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "configuracao_beneficio" ADD COLUMN "prazo_renda_maximo_meses" smallint DEFAULT 360 NOT NULL;--> statement-breakpoint
ALTER TABLE "configuracao_beneficio" ADD COLUMN "meses_entre_alteracoes_renda" smallint DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "configuracao_beneficio" ADD COLUMN "percentual_saque_a_vista" numeric(5, 2) DEFAULT '25.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "vinculo_plano" ADD COLUMN "forma_renda" varchar(10);--> statement-breakpoint
ALTER TABLE "vinculo_plano" ADD COLUMN "prazo_renda_meses" smallint;--> statement-breakpoint
ALTER TABLE "vinculo_plano" ADD COLUMN "percentual_renda" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "configuracao_instituto" ADD CONSTRAINT "configuracao_instituto_id_plano_plano_id_fk" FOREIGN KEY ("id_plano") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fluxo_requisicao" ADD CONSTRAINT "fluxo_requisicao_id_funcionalidade_funcionalidade_id_fk" FOREIGN KEY ("id_funcionalidade") REFERENCES "public"."funcionalidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fluxo_requisicao" ADD CONSTRAINT "fluxo_requisicao_id_status_origem_requisicao_status_id_fk" FOREIGN KEY ("id_status_origem") REFERENCES "public"."requisicao_status"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fluxo_requisicao" ADD CONSTRAINT "fluxo_requisicao_id_status_destino_requisicao_status_id_fk" FOREIGN KEY ("id_status_destino") REFERENCES "public"."requisicao_status"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "isencao_imposto" ADD CONSTRAINT "isencao_imposto_id_vinculo_plano_vinculo_plano_id_fk" FOREIGN KEY ("id_vinculo_plano") REFERENCES "public"."vinculo_plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "isencao_imposto" ADD CONSTRAINT "isencao_imposto_id_requisicao_requisicao_id_fk" FOREIGN KEY ("id_requisicao") REFERENCES "public"."requisicao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "isencao_imposto_tipo_idx" ON "isencao_imposto" USING btree ("id_vinculo_plano","tipo");--> statement-breakpoint
-- An installed fund keeps working: its functionalities get the workflow the request centre always allowed (any open
-- status to any other, never back to 'Recebida'; benefits and exit options analysed before concluded), and its plans
-- the institutes' rules. On an empty database these select nothing and the seed writes the same.
INSERT INTO "fluxo_requisicao" ("id_funcionalidade", "id_status_origem", "id_status_destino")
SELECT f."id", origem."id", destino."id"
FROM "funcionalidade" f
CROSS JOIN "requisicao_status" origem
CROSS JOIN "requisicao_status" destino
WHERE NOT origem."encerrado" AND destino."id" <> origem."id" AND destino."id" <> 1
  AND NOT (f."id" IN (12, 13, 14, 15, 16, 17, 30, 37) AND origem."id" = 1 AND destino."id" = 4);
--> statement-breakpoint
INSERT INTO "configuracao_instituto" ("id_plano", "vesting_patrocinadora", "resgate_parcelas_maximas", "carencia_portabilidade_anos", "carencia_bpd_anos", "idade_minima_bpd", "taxa_administrativa_autopatrocinio")
SELECT p."id", '[{"anos":3,"percentual":"30.00"},{"anos":5,"percentual":"50.00"},{"anos":8,"percentual":"80.00"},{"anos":10,"percentual":"100.00"}]'::jsonb, 12, 3, 3, coalesce(b."idade_aposentadoria", 60), '0.50'
FROM "plano" p LEFT JOIN "configuracao_beneficio" b ON b."id_plano" = p."id";
--> statement-breakpoint
INSERT INTO "funcionalidade" ("id", "nome", "href", "icone", "tipo_plano")
SELECT 38, 'Desistência do plano', '/services/desistencia-plano', 'user-x', NULL
WHERE EXISTS (SELECT 1 FROM "funcionalidade");
