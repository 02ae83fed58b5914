CREATE TABLE "aviso_eleicao" (
	"id_eleicao" integer NOT NULL,
	"momento" varchar(12) NOT NULL,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aviso_eleicao_id_eleicao_momento_pk" PRIMARY KEY("id_eleicao","momento")
);
--> statement-breakpoint
ALTER TABLE "aviso_eleicao" ADD CONSTRAINT "aviso_eleicao_id_eleicao_eleicao_id_fk" FOREIGN KEY ("id_eleicao") REFERENCES "public"."eleicao"("id") ON DELETE no action ON UPDATE no action;