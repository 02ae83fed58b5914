CREATE TABLE "cobranca_contribuicao" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_contribuicao" integer NOT NULL,
	"nosso_numero" varchar(20) NOT NULL,
	"vencimento" date NOT NULL,
	"codigo_barras" char(44) NOT NULL,
	"linha_digitavel" char(47) NOT NULL,
	"pix_copia_e_cola" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cobranca_contribuicao_id_contribuicao_unique" UNIQUE("id_contribuicao")
);
--> statement-breakpoint
DROP INDEX "pagamento_beneficio_competencia_idx";--> statement-breakpoint
ALTER TABLE "valor_cota" DROP CONSTRAINT "valor_cota_id_plano_data_pk";--> statement-breakpoint
ALTER TABLE "contribuicao" ALTER COLUMN "cotas" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contribuicao" ADD COLUMN "valor_cota" numeric(18, 8);--> statement-breakpoint
-- Contributions already recorded keep the quota value of their month (the plan's only series until now).
UPDATE "contribuicao" AS c SET "valor_cota" = v."valor" FROM "vinculo_plano" AS vp, "valor_cota" AS v WHERE vp."id" = c."id_vinculo_plano" AND v."id_plano" = vp."id_plano" AND v."data" = c."competencia" AND c."cotas" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "contribuicao" ADD COLUMN "criado_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pagamento_beneficio" ADD COLUMN "tipo" varchar(12) DEFAULT 'mensal' NOT NULL;--> statement-breakpoint
ALTER TABLE "pagamento_beneficio" ADD COLUMN "parcela_isenta" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pagamento_beneficio" ADD COLUMN "rubricas" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Paychecks already recorded get their lines from their totals.
UPDATE "pagamento_beneficio" SET "rubricas" = jsonb_build_array(
  jsonb_build_object('codigo', '001', 'descricao', 'Benefício mensal', 'tipo', 'provento', 'valor', "valor_bruto"::text),
  jsonb_build_object('codigo', '501', 'descricao', 'Imposto de renda retido na fonte', 'tipo', 'desconto', 'valor', "imposto_renda"::text),
  jsonb_build_object('codigo', '601', 'descricao', 'Outros descontos', 'tipo', 'desconto', 'valor', "outros_descontos"::text));--> statement-breakpoint
ALTER TABLE "valor_cota" ADD COLUMN "id_perfil_investimento" integer;--> statement-breakpoint
ALTER TABLE "vinculo_plano" ADD COLUMN "regime_tributacao" varchar(12);--> statement-breakpoint
ALTER TABLE "cobranca_contribuicao" ADD CONSTRAINT "cobranca_contribuicao_id_contribuicao_contribuicao_id_fk" FOREIGN KEY ("id_contribuicao") REFERENCES "public"."contribuicao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valor_cota" ADD CONSTRAINT "valor_cota_id_perfil_investimento_perfil_investimento_id_fk" FOREIGN KEY ("id_perfil_investimento") REFERENCES "public"."perfil_investimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contribuicao_unica_por_tipo_idx" ON "contribuicao" USING btree ("id_vinculo_plano","competencia","tipo") WHERE tipo <> 'esporadica';--> statement-breakpoint
CREATE UNIQUE INDEX "pagamento_beneficio_competencia_idx" ON "pagamento_beneficio" USING btree ("id_vinculo_plano","competencia","tipo");--> statement-breakpoint
ALTER TABLE "valor_cota" ADD CONSTRAINT "valor_cota_serie_data_key" UNIQUE NULLS NOT DISTINCT("id_plano","id_perfil_investimento","data");--> statement-breakpoint
ALTER TABLE "contribuicao" ADD CONSTRAINT "contribuicao_tipo_check" CHECK (tipo in ('basica', 'suplementar', 'patrocinadora', 'esporadica'));--> statement-breakpoint
ALTER TABLE "contribuicao" ADD CONSTRAINT "contribuicao_status_check" CHECK (status in ('paga', 'pendente'));--> statement-breakpoint
ALTER TABLE "contribuicao" ADD CONSTRAINT "contribuicao_valor_check" CHECK (valor > 0);--> statement-breakpoint
ALTER TABLE "contribuicao" ADD CONSTRAINT "contribuicao_cotas_check" CHECK ((status = 'pendente') = (cotas is null));