CREATE TABLE "beneficiario_indicado" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_vinculo_plano" integer NOT NULL,
	"nome" varchar(200) NOT NULL,
	"cpf" char(11) NOT NULL,
	"parentesco" varchar(40) NOT NULL,
	"percentual" numeric(5, 2) NOT NULL,
	"email" varchar(200),
	"telefone" varchar(11),
	"ordem" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beneficiario_indicado_versao" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_vinculo_plano" integer NOT NULL,
	"id_autor" integer,
	"id_requisicao" integer,
	"id_aprovador" integer,
	"beneficiarios" jsonb NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configuracao_beneficiario_indicado" (
	"id_plano" integer PRIMARY KEY NOT NULL,
	"permite_indicacao" boolean DEFAULT true NOT NULL,
	"exige_aprovacao" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "beneficiario_indicado" ADD CONSTRAINT "beneficiario_indicado_id_vinculo_plano_vinculo_plano_id_fk" FOREIGN KEY ("id_vinculo_plano") REFERENCES "public"."vinculo_plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiario_indicado_versao" ADD CONSTRAINT "beneficiario_indicado_versao_id_vinculo_plano_vinculo_plano_id_fk" FOREIGN KEY ("id_vinculo_plano") REFERENCES "public"."vinculo_plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiario_indicado_versao" ADD CONSTRAINT "beneficiario_indicado_versao_id_autor_pessoa_id_fk" FOREIGN KEY ("id_autor") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiario_indicado_versao" ADD CONSTRAINT "beneficiario_indicado_versao_id_requisicao_requisicao_id_fk" FOREIGN KEY ("id_requisicao") REFERENCES "public"."requisicao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiario_indicado_versao" ADD CONSTRAINT "beneficiario_indicado_versao_id_aprovador_pessoa_id_fk" FOREIGN KEY ("id_aprovador") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracao_beneficiario_indicado" ADD CONSTRAINT "configuracao_beneficiario_indicado_id_plano_plano_id_fk" FOREIGN KEY ("id_plano") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiario_indicado_vinculo_idx" ON "beneficiario_indicado" USING btree ("id_vinculo_plano");--> statement-breakpoint
CREATE INDEX "beneficiario_indicado_versao_vinculo_idx" ON "beneficiario_indicado_versao" USING btree ("id_vinculo_plano","id");