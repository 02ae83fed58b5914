CREATE TABLE "aviso_deducao" (
	"id_vinculo_plano" integer PRIMARY KEY NOT NULL,
	"renda_tributavel_anual" numeric(14, 2) NOT NULL,
	"outras_deducoes" numeric(14, 2) DEFAULT '0' NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_aviso_ano" integer
);
--> statement-breakpoint
ALTER TABLE "aviso_deducao" ADD CONSTRAINT "aviso_deducao_id_vinculo_plano_vinculo_plano_id_fk" FOREIGN KEY ("id_vinculo_plano") REFERENCES "public"."vinculo_plano"("id") ON DELETE no action ON UPDATE no action;