CREATE TABLE "documento" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_anexo" integer NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"categoria" varchar(40) NOT NULL,
	"ano" smallint,
	"descricao" text,
	"todos_planos" boolean NOT NULL,
	"id_publicador" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documento_plano" (
	"id_documento" integer NOT NULL,
	"id_plano" integer NOT NULL,
	CONSTRAINT "documento_plano_id_documento_id_plano_pk" PRIMARY KEY("id_documento","id_plano")
);
--> statement-breakpoint
CREATE TABLE "fornecedor" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(200) NOT NULL,
	"cnpj" char(14) NOT NULL,
	"servico" varchar(200) NOT NULL,
	"contato" varchar(200) NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fornecedor_cnpj_unique" UNIQUE("cnpj")
);
--> statement-breakpoint
ALTER TABLE "documento" ADD CONSTRAINT "documento_id_anexo_anexo_id_fk" FOREIGN KEY ("id_anexo") REFERENCES "public"."anexo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento" ADD CONSTRAINT "documento_id_publicador_pessoa_id_fk" FOREIGN KEY ("id_publicador") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_plano" ADD CONSTRAINT "documento_plano_id_documento_documento_id_fk" FOREIGN KEY ("id_documento") REFERENCES "public"."documento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_plano" ADD CONSTRAINT "documento_plano_id_plano_plano_id_fk" FOREIGN KEY ("id_plano") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documento_categoria_idx" ON "documento" USING btree ("categoria","ano");--> statement-breakpoint
CREATE INDEX "documento_anexo_idx" ON "documento" USING btree ("id_anexo");--> statement-breakpoint
CREATE INDEX "documento_plano_plano_idx" ON "documento_plano" USING btree ("id_plano");