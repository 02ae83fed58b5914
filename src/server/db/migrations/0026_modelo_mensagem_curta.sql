CREATE TABLE "modelo_mensagem_curta" (
	"tipo" varchar(40) NOT NULL,
	"canal" varchar(10) NOT NULL,
	"texto" text NOT NULL,
	"id_ator" integer,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modelo_mensagem_curta_tipo_canal_pk" PRIMARY KEY("tipo","canal")
);
--> statement-breakpoint
ALTER TABLE "modelo_mensagem_curta" ADD CONSTRAINT "modelo_mensagem_curta_id_ator_pessoa_id_fk" FOREIGN KEY ("id_ator") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;