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
ALTER TABLE "eleicao" ADD CONSTRAINT "eleicao_id_criador_pessoa_id_fk" FOREIGN KEY ("id_criador") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eleicao_apuracao" ADD CONSTRAINT "eleicao_apuracao_id_eleicao_eleicao_id_fk" FOREIGN KEY ("id_eleicao") REFERENCES "public"."eleicao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eleicao_apuracao" ADD CONSTRAINT "eleicao_apuracao_id_candidato_eleicao_candidato_id_fk" FOREIGN KEY ("id_candidato") REFERENCES "public"."eleicao_candidato"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eleicao_candidato" ADD CONSTRAINT "eleicao_candidato_id_eleicao_eleicao_id_fk" FOREIGN KEY ("id_eleicao") REFERENCES "public"."eleicao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eleicao_participacao" ADD CONSTRAINT "eleicao_participacao_id_eleicao_eleicao_id_fk" FOREIGN KEY ("id_eleicao") REFERENCES "public"."eleicao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eleicao_participacao" ADD CONSTRAINT "eleicao_participacao_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eleicao_plano" ADD CONSTRAINT "eleicao_plano_id_eleicao_eleicao_id_fk" FOREIGN KEY ("id_eleicao") REFERENCES "public"."eleicao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eleicao_plano" ADD CONSTRAINT "eleicao_plano_id_plano_plano_id_fk" FOREIGN KEY ("id_plano") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eleicao_candidato_eleicao_idx" ON "eleicao_candidato" USING btree ("id_eleicao");