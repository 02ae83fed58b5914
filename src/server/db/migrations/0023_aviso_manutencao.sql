CREATE TABLE "aviso_manutencao" (
	"id_janela" integer NOT NULL,
	"momento" varchar(12) NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"avisados" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "aviso_manutencao_id_janela_momento_inicio_pk" PRIMARY KEY("id_janela","momento","inicio")
);
--> statement-breakpoint
ALTER TABLE "aviso_manutencao" ADD CONSTRAINT "aviso_manutencao_id_janela_desativacao_temporaria_id_fk" FOREIGN KEY ("id_janela") REFERENCES "public"."desativacao_temporaria"("id") ON DELETE no action ON UPDATE no action;