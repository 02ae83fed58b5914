CREATE TABLE "codigo_recuperacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_pessoa" integer NOT NULL,
	"codigo_hash" text NOT NULL,
	"usado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desafio_login" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_pessoa" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"tentativas" smallint DEFAULT 0 NOT NULL,
	"usado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desafio_login_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "segundo_fator" (
	"id_pessoa" integer PRIMARY KEY NOT NULL,
	"segredo" text,
	"ativado_em" timestamp with time zone,
	"ultimo_passo" bigint,
	"segredo_pendente" text,
	"pendente_expira_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "codigo_recuperacao" ADD CONSTRAINT "codigo_recuperacao_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desafio_login" ADD CONSTRAINT "desafio_login_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segundo_fator" ADD CONSTRAINT "segundo_fator_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codigo_recuperacao_pessoa_idx" ON "codigo_recuperacao" USING btree ("id_pessoa");--> statement-breakpoint
CREATE INDEX "desafio_login_pessoa_idx" ON "desafio_login" USING btree ("id_pessoa");