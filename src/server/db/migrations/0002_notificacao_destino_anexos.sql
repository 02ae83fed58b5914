CREATE TABLE "anexo" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_pessoa" integer NOT NULL,
	"id_requisicao" integer,
	"id_mensagem" integer,
	"nome_original" varchar(255) NOT NULL,
	"tipo_conteudo" varchar(100) NOT NULL,
	"tamanho" bigint NOT NULL,
	"sha256" char(64) NOT NULL,
	"caminho" varchar(300) NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anexo_caminho_unique" UNIQUE("caminho")
);
--> statement-breakpoint
ALTER TABLE "notificacao" ADD COLUMN "destino" jsonb;--> statement-breakpoint
ALTER TABLE "anexo" ADD CONSTRAINT "anexo_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anexo" ADD CONSTRAINT "anexo_id_requisicao_requisicao_id_fk" FOREIGN KEY ("id_requisicao") REFERENCES "public"."requisicao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anexo" ADD CONSTRAINT "anexo_id_mensagem_mensagem_id_fk" FOREIGN KEY ("id_mensagem") REFERENCES "public"."mensagem"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anexo_pessoa_idx" ON "anexo" USING btree ("id_pessoa");--> statement-breakpoint
CREATE INDEX "anexo_requisicao_idx" ON "anexo" USING btree ("id_requisicao");