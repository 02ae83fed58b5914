CREATE TABLE "aceite_declaracao_concordancia" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_pessoa" integer NOT NULL,
	"versao" integer NOT NULL,
	"aceito_em" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" varchar(64) NOT NULL,
	CONSTRAINT "aceite_declaracao_pessoa_versao" UNIQUE("id_pessoa","versao")
);
--> statement-breakpoint
CREATE TABLE "consentimento" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_pessoa" integer NOT NULL,
	"canal" varchar(10) NOT NULL,
	"concedido" boolean NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" varchar(64),
	"id_autor" integer,
	CONSTRAINT "consentimento_canal_check" CHECK ("consentimento"."canal" in ('email', 'sms', 'whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "convite" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_pessoa" integer NOT NULL,
	"id_ator" integer,
	"nome" varchar(200) NOT NULL,
	"email" varchar(254) NOT NULL,
	"telefone" varchar(20) NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declaracao_concordancia" (
	"versao" integer PRIMARY KEY NOT NULL,
	"texto" text NOT NULL,
	"publicada_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eleicao_candidato" ADD COLUMN "id_anexo_foto" integer;--> statement-breakpoint
ALTER TABLE "aceite_declaracao_concordancia" ADD CONSTRAINT "aceite_declaracao_concordancia_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aceite_declaracao_concordancia" ADD CONSTRAINT "aceite_declaracao_concordancia_versao_declaracao_concordancia_versao_fk" FOREIGN KEY ("versao") REFERENCES "public"."declaracao_concordancia"("versao") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consentimento" ADD CONSTRAINT "consentimento_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consentimento" ADD CONSTRAINT "consentimento_id_autor_pessoa_id_fk" FOREIGN KEY ("id_autor") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convite" ADD CONSTRAINT "convite_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convite" ADD CONSTRAINT "convite_id_ator_pessoa_id_fk" FOREIGN KEY ("id_ator") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consentimento_pessoa_idx" ON "consentimento" USING btree ("id_pessoa","canal","em");--> statement-breakpoint
CREATE INDEX "convite_pessoa_idx" ON "convite" USING btree ("id_pessoa","criado_em");--> statement-breakpoint
CREATE INDEX "convite_email_idx" ON "convite" USING btree ("email","criado_em");--> statement-breakpoint
ALTER TABLE "eleicao_candidato" ADD CONSTRAINT "eleicao_candidato_id_anexo_foto_anexo_id_fk" FOREIGN KEY ("id_anexo_foto") REFERENCES "public"."anexo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eleicao_candidato_foto_idx" ON "eleicao_candidato" USING btree ("id_anexo_foto");--> statement-breakpoint
ALTER TABLE "eleicao_candidato" DROP COLUMN "foto";