CREATE TABLE "comunicacao_falecimento" (
	"id" serial PRIMARY KEY NOT NULL,
	"protocolo" varchar(20) NOT NULL,
	"cpf_falecido" char(11) NOT NULL,
	"data_obito" date NOT NULL,
	"id_pessoa" integer,
	"nome_comunicante" varchar(200) NOT NULL,
	"cpf_comunicante" char(11) NOT NULL,
	"parentesco" varchar(40) NOT NULL,
	"email" varchar(200),
	"telefone" varchar(20),
	"certidao_nome" varchar(255) NOT NULL,
	"certidao_tipo" varchar(100) NOT NULL,
	"certidao_tamanho" bigint NOT NULL,
	"certidao_sha256" char(64) NOT NULL,
	"certidao_caminho" varchar(300) NOT NULL,
	"situacao" varchar(12) DEFAULT 'recebida' NOT NULL,
	"motivo" text,
	"id_administrador" integer,
	"decidido_em" timestamp with time zone,
	"ip" varchar(64),
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comunicacao_falecimento_protocolo_unique" UNIQUE("protocolo"),
	CONSTRAINT "comunicacao_falecimento_certidao_caminho_unique" UNIQUE("certidao_caminho")
);
--> statement-breakpoint
ALTER TABLE "comunicacao_falecimento" ADD CONSTRAINT "comunicacao_falecimento_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicacao_falecimento" ADD CONSTRAINT "comunicacao_falecimento_id_administrador_pessoa_id_fk" FOREIGN KEY ("id_administrador") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comunicacao_falecimento_situacao_idx" ON "comunicacao_falecimento" USING btree ("situacao","criado_em");--> statement-breakpoint
CREATE INDEX "comunicacao_falecimento_pessoa_idx" ON "comunicacao_falecimento" USING btree ("id_pessoa");--> statement-breakpoint
-- An installed fund gets the two requests only the fund opens when it confirms a death (death-report), with the
-- default workflow; they are in no plan's matrix. On an empty database these select nothing and the seed writes the same.
INSERT INTO "funcionalidade" ("id", "nome", "href", "icone", "tipo_plano")
SELECT v."id", v."nome", '/request-management', v."icone", NULL
FROM (VALUES (40, 'Pensão por morte', 'heart-handshake'), (41, 'Pagamento do saldo aos beneficiários', 'hand-coins')) v("id", "nome", "icone")
WHERE EXISTS (SELECT 1 FROM "funcionalidade" WHERE "id" = 1);
--> statement-breakpoint
INSERT INTO "fluxo_requisicao" ("id_funcionalidade", "id_status_origem", "id_status_destino")
SELECT f."id", origem."id", destino."id"
FROM (VALUES (40), (41)) f("id")
CROSS JOIN "requisicao_status" origem
CROSS JOIN "requisicao_status" destino
WHERE EXISTS (SELECT 1 FROM "funcionalidade" WHERE "id" = 40)
  AND NOT origem."encerrado" AND destino."id" <> origem."id" AND destino."id" <> 1;
