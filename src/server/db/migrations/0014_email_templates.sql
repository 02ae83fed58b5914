CREATE TABLE "modelo_email" (
	"chave" varchar(60) PRIMARY KEY NOT NULL,
	"assunto" varchar(200) NOT NULL,
	"corpo" text NOT NULL,
	"id_ator" integer,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_saida" ADD COLUMN "chave" varchar(60);--> statement-breakpoint
ALTER TABLE "modelo_email" ADD CONSTRAINT "modelo_email_id_ator_pessoa_id_fk" FOREIGN KEY ("id_ator") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_saida_criado_idx" ON "email_saida" USING btree ("criado_em");