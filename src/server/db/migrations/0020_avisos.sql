CREATE TABLE "aviso" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_pessoa" integer NOT NULL,
	"tipo" varchar(40) NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"link" varchar(300),
	"id_notificacao" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aviso_envio" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_aviso" integer NOT NULL,
	"canal" varchar(10) NOT NULL,
	"destino" varchar(254),
	"texto" text,
	"modelo" varchar(120),
	"parametros" jsonb,
	"id_email" integer,
	"status" varchar(12) DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"erro" text,
	"id_externo" varchar(200),
	"enviado_em" timestamp with time zone,
	"entregue_em" timestamp with time zone,
	"desistiu_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aviso_envio_canal_check" CHECK ("aviso_envio"."canal" in ('app', 'email', 'sms', 'whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "celular_aviso" (
	"id_pessoa" integer PRIMARY KEY NOT NULL,
	"numero" varchar(14) NOT NULL,
	"verificado_em" timestamp with time zone,
	"codigo_hash" varchar(64),
	"codigo_expira_em" timestamp with time zone,
	"tentativas" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preferencia_aviso" (
	"id_pessoa" integer NOT NULL,
	"tipo" varchar(40) NOT NULL,
	"canais" varchar(10)[] NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferencia_aviso_id_pessoa_tipo_pk" PRIMARY KEY("id_pessoa","tipo")
);
--> statement-breakpoint
ALTER TABLE "aviso" ADD CONSTRAINT "aviso_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aviso" ADD CONSTRAINT "aviso_id_notificacao_notificacao_id_fk" FOREIGN KEY ("id_notificacao") REFERENCES "public"."notificacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aviso_envio" ADD CONSTRAINT "aviso_envio_id_aviso_aviso_id_fk" FOREIGN KEY ("id_aviso") REFERENCES "public"."aviso"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aviso_envio" ADD CONSTRAINT "aviso_envio_id_email_email_saida_id_fk" FOREIGN KEY ("id_email") REFERENCES "public"."email_saida"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celular_aviso" ADD CONSTRAINT "celular_aviso_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencia_aviso" ADD CONSTRAINT "preferencia_aviso_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aviso_pessoa_idx" ON "aviso" USING btree ("id_pessoa","criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "aviso_envio_canal_idx" ON "aviso_envio" USING btree ("id_aviso","canal");--> statement-breakpoint
CREATE INDEX "aviso_envio_status_idx" ON "aviso_envio" USING btree ("status","criado_em");--> statement-breakpoint
CREATE INDEX "aviso_envio_externo_idx" ON "aviso_envio" USING btree ("id_externo");