CREATE TABLE "configuracao" (
	"chave" varchar(100) PRIMARY KEY NOT NULL,
	"valor" jsonb NOT NULL,
	"id_pessoa_atualizacao" integer,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "configuracao" ADD CONSTRAINT "configuracao_id_pessoa_atualizacao_pessoa_id_fk" FOREIGN KEY ("id_pessoa_atualizacao") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;