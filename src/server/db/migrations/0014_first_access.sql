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
ALTER TABLE "token_primeiro_acesso" ADD CONSTRAINT "token_primeiro_acesso_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "token_primeiro_acesso_pessoa_idx" ON "token_primeiro_acesso" USING btree ("id_pessoa");