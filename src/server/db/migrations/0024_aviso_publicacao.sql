CREATE TABLE "aviso_publicacao" (
	"id_vinculo_plano" integer NOT NULL,
	"documento" varchar(20) NOT NULL,
	"referencia" varchar(20) NOT NULL,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aviso_publicacao_id_vinculo_plano_documento_referencia_pk" PRIMARY KEY("id_vinculo_plano","documento","referencia")
);
--> statement-breakpoint
ALTER TABLE "aviso_publicacao" ADD CONSTRAINT "aviso_publicacao_id_vinculo_plano_vinculo_plano_id_fk" FOREIGN KEY ("id_vinculo_plano") REFERENCES "public"."vinculo_plano"("id") ON DELETE no action ON UPDATE no action;