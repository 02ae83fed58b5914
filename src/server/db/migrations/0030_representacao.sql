CREATE TABLE "representacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_pessoa" integer NOT NULL,
	"id_representante" integer NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"poderes" varchar(30) NOT NULL,
	"inicio_vigencia" date NOT NULL,
	"fim_vigencia" date NOT NULL,
	"id_anexo_documento" integer,
	"canais_avisos" text[] DEFAULT '{}'::text[] NOT NULL,
	"situacao" varchar(12) DEFAULT 'pendente' NOT NULL,
	"motivo_recusa" varchar(500),
	"id_cadastrante" integer NOT NULL,
	"id_decisor" integer,
	"decidido_em" timestamp with time zone,
	"novo_representante" boolean DEFAULT false NOT NULL,
	"avisos_vigencia" text[] DEFAULT '{}'::text[] NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "representacao" ADD CONSTRAINT "representacao_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representacao" ADD CONSTRAINT "representacao_id_representante_pessoa_id_fk" FOREIGN KEY ("id_representante") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representacao" ADD CONSTRAINT "representacao_id_anexo_documento_anexo_id_fk" FOREIGN KEY ("id_anexo_documento") REFERENCES "public"."anexo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representacao" ADD CONSTRAINT "representacao_id_cadastrante_pessoa_id_fk" FOREIGN KEY ("id_cadastrante") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representacao" ADD CONSTRAINT "representacao_id_decisor_pessoa_id_fk" FOREIGN KEY ("id_decisor") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "representacao_pessoa_idx" ON "representacao" USING btree ("id_pessoa");--> statement-breakpoint
CREATE INDEX "representacao_representante_idx" ON "representacao" USING btree ("id_representante");