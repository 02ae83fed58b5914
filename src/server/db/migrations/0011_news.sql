CREATE TABLE "banner_carrossel" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" varchar(80) NOT NULL,
	"texto" varchar(200) NOT NULL,
	"texto_alternativo" varchar(200) NOT NULL,
	"link" varchar(300),
	"id_anexo" integer,
	"imagem_padrao" varchar(100),
	"inicio" date NOT NULL,
	"fim" date NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"id_planos" integer[],
	"id_pessoa_autor" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banner_carrossel_periodo_check" CHECK ("banner_carrossel"."inicio" <= "banner_carrossel"."fim"),
	CONSTRAINT "banner_carrossel_imagem_check" CHECK ("banner_carrossel"."id_anexo" is not null or "banner_carrossel"."imagem_padrao" is not null)
);
--> statement-breakpoint
CREATE TABLE "noticia" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" varchar(150) NOT NULL,
	"resumo" varchar(300) NOT NULL,
	"conteudo" text NOT NULL,
	"inicio" date NOT NULL,
	"fim" date NOT NULL,
	"id_planos" integer[],
	"id_pessoa_autor" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "noticia_periodo_check" CHECK ("noticia"."inicio" <= "noticia"."fim")
);
--> statement-breakpoint
ALTER TABLE "banner_carrossel" ADD CONSTRAINT "banner_carrossel_id_anexo_anexo_id_fk" FOREIGN KEY ("id_anexo") REFERENCES "public"."anexo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_carrossel" ADD CONSTRAINT "banner_carrossel_id_pessoa_autor_pessoa_id_fk" FOREIGN KEY ("id_pessoa_autor") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticia" ADD CONSTRAINT "noticia_id_pessoa_autor_pessoa_id_fk" FOREIGN KEY ("id_pessoa_autor") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banner_carrossel_periodo_idx" ON "banner_carrossel" USING btree ("inicio","fim");--> statement-breakpoint
CREATE INDEX "noticia_periodo_idx" ON "noticia" USING btree ("inicio","fim");