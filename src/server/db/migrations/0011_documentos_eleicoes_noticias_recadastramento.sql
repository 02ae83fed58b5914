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
CREATE TABLE "eleicao" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fim" timestamp with time zone NOT NULL,
	"vagas" smallint NOT NULL,
	"encerrada_em" timestamp with time zone,
	"eleitores" integer,
	"id_criador" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eleicao_periodo_ck" CHECK ("eleicao"."fim" > "eleicao"."inicio"),
	CONSTRAINT "eleicao_vagas_ck" CHECK ("eleicao"."vagas" >= 1)
);
--> statement-breakpoint
CREATE TABLE "eleicao_apuracao" (
	"id_eleicao" integer NOT NULL,
	"id_candidato" integer NOT NULL,
	"votos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "eleicao_apuracao_id_eleicao_id_candidato_pk" PRIMARY KEY("id_eleicao","id_candidato")
);
--> statement-breakpoint
CREATE TABLE "eleicao_candidato" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_eleicao" integer NOT NULL,
	"nome" varchar(200) NOT NULL,
	"descricao" varchar(1000),
	"foto" varchar(500),
	"ordem" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eleicao_participacao" (
	"id_eleicao" integer NOT NULL,
	"id_pessoa" integer NOT NULL,
	"votou_em" timestamp with time zone NOT NULL,
	"codigo_comprovante" varchar(20) NOT NULL,
	CONSTRAINT "eleicao_participacao_id_eleicao_id_pessoa_pk" PRIMARY KEY("id_eleicao","id_pessoa")
);
--> statement-breakpoint
CREATE TABLE "eleicao_plano" (
	"id_eleicao" integer NOT NULL,
	"id_plano" integer NOT NULL,
	CONSTRAINT "eleicao_plano_id_eleicao_id_plano_pk" PRIMARY KEY("id_eleicao","id_plano")
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
ALTER TABLE "banner_carrossel" ADD CONSTRAINT "banner_carrossel_id_anexo_anexo_id_fk" FOREIGN KEY ("id_anexo") REFERENCES "public"."anexo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_carrossel" ADD CONSTRAINT "banner_carrossel_id_pessoa_autor_pessoa_id_fk" FOREIGN KEY ("id_pessoa_autor") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanha_recadastramento" ADD CONSTRAINT "campanha_recadastramento_id_criador_pessoa_id_fk" FOREIGN KEY ("id_criador") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanha_recadastramento_plano" ADD CONSTRAINT "campanha_recadastramento_plano_id_campanha_campanha_recadastramento_id_fk" FOREIGN KEY ("id_campanha") REFERENCES "public"."campanha_recadastramento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanha_recadastramento_plano" ADD CONSTRAINT "campanha_recadastramento_plano_id_plano_plano_id_fk" FOREIGN KEY ("id_plano") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento" ADD CONSTRAINT "documento_id_anexo_anexo_id_fk" FOREIGN KEY ("id_anexo") REFERENCES "public"."anexo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento" ADD CONSTRAINT "documento_id_publicador_pessoa_id_fk" FOREIGN KEY ("id_publicador") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_plano" ADD CONSTRAINT "documento_plano_id_documento_documento_id_fk" FOREIGN KEY ("id_documento") REFERENCES "public"."documento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_plano" ADD CONSTRAINT "documento_plano_id_plano_plano_id_fk" FOREIGN KEY ("id_plano") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eleicao" ADD CONSTRAINT "eleicao_id_criador_pessoa_id_fk" FOREIGN KEY ("id_criador") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eleicao_apuracao" ADD CONSTRAINT "eleicao_apuracao_id_eleicao_eleicao_id_fk" FOREIGN KEY ("id_eleicao") REFERENCES "public"."eleicao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eleicao_apuracao" ADD CONSTRAINT "eleicao_apuracao_id_candidato_eleicao_candidato_id_fk" FOREIGN KEY ("id_candidato") REFERENCES "public"."eleicao_candidato"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eleicao_candidato" ADD CONSTRAINT "eleicao_candidato_id_eleicao_eleicao_id_fk" FOREIGN KEY ("id_eleicao") REFERENCES "public"."eleicao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eleicao_participacao" ADD CONSTRAINT "eleicao_participacao_id_eleicao_eleicao_id_fk" FOREIGN KEY ("id_eleicao") REFERENCES "public"."eleicao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eleicao_participacao" ADD CONSTRAINT "eleicao_participacao_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eleicao_plano" ADD CONSTRAINT "eleicao_plano_id_eleicao_eleicao_id_fk" FOREIGN KEY ("id_eleicao") REFERENCES "public"."eleicao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eleicao_plano" ADD CONSTRAINT "eleicao_plano_id_plano_plano_id_fk" FOREIGN KEY ("id_plano") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticia" ADD CONSTRAINT "noticia_id_pessoa_autor_pessoa_id_fk" FOREIGN KEY ("id_pessoa_autor") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recadastramento" ADD CONSTRAINT "recadastramento_id_campanha_campanha_recadastramento_id_fk" FOREIGN KEY ("id_campanha") REFERENCES "public"."campanha_recadastramento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recadastramento" ADD CONSTRAINT "recadastramento_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recadastramento" ADD CONSTRAINT "recadastramento_id_anexo_comprovante_anexo_id_fk" FOREIGN KEY ("id_anexo_comprovante") REFERENCES "public"."anexo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_recadastramento" ADD CONSTRAINT "token_recadastramento_id_recadastramento_recadastramento_id_fk" FOREIGN KEY ("id_recadastramento") REFERENCES "public"."recadastramento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banner_carrossel_periodo_idx" ON "banner_carrossel" USING btree ("inicio","fim");--> statement-breakpoint
CREATE INDEX "documento_categoria_idx" ON "documento" USING btree ("categoria","ano");--> statement-breakpoint
CREATE INDEX "documento_anexo_idx" ON "documento" USING btree ("id_anexo");--> statement-breakpoint
CREATE INDEX "documento_plano_plano_idx" ON "documento_plano" USING btree ("id_plano");--> statement-breakpoint
CREATE INDEX "eleicao_candidato_eleicao_idx" ON "eleicao_candidato" USING btree ("id_eleicao");--> statement-breakpoint
CREATE INDEX "noticia_periodo_idx" ON "noticia" USING btree ("inicio","fim");--> statement-breakpoint
CREATE INDEX "recadastramento_pessoa_idx" ON "recadastramento" USING btree ("id_pessoa");