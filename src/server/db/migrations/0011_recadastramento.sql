CREATE TABLE "campanha_recadastramento" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"inicio" date NOT NULL,
	"fim" date NOT NULL,
	"id_criador" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campanha_recadastramento_plano" (
	"id_campanha" integer NOT NULL,
	"id_plano" integer NOT NULL,
	CONSTRAINT "campanha_recadastramento_plano_id_campanha_id_plano_pk" PRIMARY KEY("id_campanha","id_plano")
);
--> statement-breakpoint
CREATE TABLE "recadastramento" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_campanha" integer NOT NULL,
	"id_pessoa" integer NOT NULL,
	"respondido_em" timestamp with time zone,
	"canal" varchar(10),
	"houve_alteracao" boolean,
	"tipo_comprovante" varchar(10),
	"id_anexo_comprovante" integer,
	"ultimo_lembrete_em" timestamp with time zone,
	"lembretes_enviados" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "recadastramento_campanha_pessoa" UNIQUE("id_campanha","id_pessoa")
);
--> statement-breakpoint
CREATE TABLE "token_recadastramento" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_recadastramento" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_recadastramento_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "campanha_recadastramento" ADD CONSTRAINT "campanha_recadastramento_id_criador_pessoa_id_fk" FOREIGN KEY ("id_criador") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanha_recadastramento_plano" ADD CONSTRAINT "campanha_recadastramento_plano_id_campanha_campanha_recadastramento_id_fk" FOREIGN KEY ("id_campanha") REFERENCES "public"."campanha_recadastramento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanha_recadastramento_plano" ADD CONSTRAINT "campanha_recadastramento_plano_id_plano_plano_id_fk" FOREIGN KEY ("id_plano") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recadastramento" ADD CONSTRAINT "recadastramento_id_campanha_campanha_recadastramento_id_fk" FOREIGN KEY ("id_campanha") REFERENCES "public"."campanha_recadastramento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recadastramento" ADD CONSTRAINT "recadastramento_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recadastramento" ADD CONSTRAINT "recadastramento_id_anexo_comprovante_anexo_id_fk" FOREIGN KEY ("id_anexo_comprovante") REFERENCES "public"."anexo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_recadastramento" ADD CONSTRAINT "token_recadastramento_id_recadastramento_recadastramento_id_fk" FOREIGN KEY ("id_recadastramento") REFERENCES "public"."recadastramento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recadastramento_pessoa_idx" ON "recadastramento" USING btree ("id_pessoa");