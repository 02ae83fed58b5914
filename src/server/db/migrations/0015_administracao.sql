CREATE TABLE "modelo_email" (
	"chave" varchar(60) PRIMARY KEY NOT NULL,
	"assunto" varchar(200) NOT NULL,
	"corpo" text NOT NULL,
	"id_ator" integer,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_primeiro_acesso" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_pessoa" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_primeiro_acesso_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "email_saida" ADD COLUMN "chave" varchar(60);--> statement-breakpoint
ALTER TABLE "plano" ADD COLUMN "onboarding_caminho" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "tema_plano" ADD COLUMN "id_anexo_logo" integer;--> statement-breakpoint
ALTER TABLE "tema_plano" ADD COLUMN "id_anexo_background" integer;--> statement-breakpoint
ALTER TABLE "modelo_email" ADD CONSTRAINT "modelo_email_id_ator_pessoa_id_fk" FOREIGN KEY ("id_ator") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_primeiro_acesso" ADD CONSTRAINT "token_primeiro_acesso_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "token_primeiro_acesso_pessoa_idx" ON "token_primeiro_acesso" USING btree ("id_pessoa");--> statement-breakpoint
ALTER TABLE "tema_plano" ADD CONSTRAINT "tema_plano_id_anexo_logo_anexo_id_fk" FOREIGN KEY ("id_anexo_logo") REFERENCES "public"."anexo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tema_plano" ADD CONSTRAINT "tema_plano_id_anexo_background_anexo_id_fk" FOREIGN KEY ("id_anexo_background") REFERENCES "public"."anexo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_saida_criado_idx" ON "email_saida" USING btree ("criado_em");--> statement-breakpoint
ALTER TABLE "plano" ADD CONSTRAINT "plano_onboarding_caminho_check" CHECK (onboarding_caminho in (5, 6));