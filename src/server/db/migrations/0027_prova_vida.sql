CREATE TABLE "aviso_prova_vida" (
	"id_vinculo_plano" integer NOT NULL,
	"vencimento" date NOT NULL,
	"aviso" varchar(30) NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aviso_prova_vida_id_vinculo_plano_vencimento_aviso_pk" PRIMARY KEY("id_vinculo_plano","vencimento","aviso")
);
--> statement-breakpoint
CREATE TABLE "configuracao_prova_vida" (
	"id_plano" integer PRIMARY KEY NOT NULL,
	"regra_mes" varchar(12) DEFAULT 'aniversario' NOT NULL,
	"mes_fixo" smallint,
	"carencia_dias" smallint DEFAULT 60 NOT NULL,
	"dias_antes_vencimento" smallint DEFAULT 15 NOT NULL,
	"intervalo_carencia_dias" smallint DEFAULT 15 NOT NULL,
	"motivos_recusa" jsonb NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configuracao_prova_vida_mes" CHECK (("configuracao_prova_vida"."regra_mes" = 'aniversario' and "configuracao_prova_vida"."mes_fixo" is null) or ("configuracao_prova_vida"."regra_mes" = 'mes_fixo' and "configuracao_prova_vida"."mes_fixo" between 1 and 12))
);
--> statement-breakpoint
CREATE TABLE "prova_vida" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_vinculo_plano" integer NOT NULL,
	"id_requisicao" integer NOT NULL,
	"forma" varchar(10) NOT NULL,
	"situacao" varchar(10) DEFAULT 'em_analise' NOT NULL,
	"id_autor" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"analisada_em" timestamp with time zone,
	"motivo_recusa" text
);
--> statement-breakpoint
CREATE TABLE "suspensao_prova_vida" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_vinculo_plano" integer NOT NULL,
	"suspensa_em" date NOT NULL,
	"id_administrador" integer NOT NULL,
	"reativada_em" date,
	"id_prova_reativacao" integer,
	"meses_a_pagar" jsonb
);
--> statement-breakpoint
ALTER TABLE "aviso_prova_vida" ADD CONSTRAINT "aviso_prova_vida_id_vinculo_plano_vinculo_plano_id_fk" FOREIGN KEY ("id_vinculo_plano") REFERENCES "public"."vinculo_plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracao_prova_vida" ADD CONSTRAINT "configuracao_prova_vida_id_plano_plano_id_fk" FOREIGN KEY ("id_plano") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prova_vida" ADD CONSTRAINT "prova_vida_id_vinculo_plano_vinculo_plano_id_fk" FOREIGN KEY ("id_vinculo_plano") REFERENCES "public"."vinculo_plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prova_vida" ADD CONSTRAINT "prova_vida_id_requisicao_requisicao_id_fk" FOREIGN KEY ("id_requisicao") REFERENCES "public"."requisicao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prova_vida" ADD CONSTRAINT "prova_vida_id_autor_pessoa_id_fk" FOREIGN KEY ("id_autor") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspensao_prova_vida" ADD CONSTRAINT "suspensao_prova_vida_id_vinculo_plano_vinculo_plano_id_fk" FOREIGN KEY ("id_vinculo_plano") REFERENCES "public"."vinculo_plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspensao_prova_vida" ADD CONSTRAINT "suspensao_prova_vida_id_administrador_pessoa_id_fk" FOREIGN KEY ("id_administrador") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspensao_prova_vida" ADD CONSTRAINT "suspensao_prova_vida_id_prova_reativacao_prova_vida_id_fk" FOREIGN KEY ("id_prova_reativacao") REFERENCES "public"."prova_vida"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prova_vida_requisicao_idx" ON "prova_vida" USING btree ("id_requisicao");--> statement-breakpoint
CREATE INDEX "prova_vida_vinculo_idx" ON "prova_vida" USING btree ("id_vinculo_plano","criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "prova_vida_em_analise_idx" ON "prova_vida" USING btree ("id_vinculo_plano") WHERE "prova_vida"."situacao" = 'em_analise';--> statement-breakpoint
CREATE UNIQUE INDEX "suspensao_prova_vida_vigente_idx" ON "suspensao_prova_vida" USING btree ("id_vinculo_plano") WHERE "suspensao_prova_vida"."reativada_em" is null;--> statement-breakpoint
-- An installed fund gets the service (issue 29): in the catalogue, for assisted people and pensioners in benefit and
-- suspended (a suspended benefit keeps its paychecks and the proof that reactivates it), with the default workflow.
-- On an empty database these select nothing and the seed writes the same.
INSERT INTO "funcionalidade" ("id", "nome", "href", "icone", "tipo_plano")
SELECT 39, 'Prova de vida', '/services/prova-de-vida', 'scan-face', NULL
WHERE EXISTS (SELECT 1 FROM "funcionalidade");
--> statement-breakpoint
INSERT INTO "plano_funcionalidade" ("id_plano", "id_categoria", "id_situacao", "id_funcionalidade")
SELECT p."id", c."id", s."id", f."id"
FROM "plano" p
CROSS JOIN (VALUES (2), (3)) c("id")
CROSS JOIN (VALUES (2), (6)) s("id")
CROSS JOIN (VALUES (39), (20)) f("id")
WHERE EXISTS (SELECT 1 FROM "funcionalidade" WHERE "id" = 39)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "fluxo_requisicao" ("id_funcionalidade", "id_status_origem", "id_status_destino")
SELECT 39, origem."id", destino."id"
FROM "requisicao_status" origem
CROSS JOIN "requisicao_status" destino
WHERE EXISTS (SELECT 1 FROM "funcionalidade" WHERE "id" = 39)
  AND NOT origem."encerrado" AND destino."id" <> origem."id" AND destino."id" <> 1;
