CREATE TABLE "execucao_tarefa" (
	"id" serial PRIMARY KEY NOT NULL,
	"tarefa" varchar(80) NOT NULL,
	"ocorrencia" timestamp with time zone NOT NULL,
	"iniciado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"concluido_em" timestamp with time zone,
	"resultado" jsonb,
	"erro" text
);
--> statement-breakpoint
ALTER TABLE "email_saida" ADD COLUMN "tentativas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_saida" ADD COLUMN "desistiu_em" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "execucao_tarefa_ocorrencia_idx" ON "execucao_tarefa" USING btree ("tarefa","ocorrencia");--> statement-breakpoint
CREATE INDEX "execucao_tarefa_inicio_idx" ON "execucao_tarefa" USING btree ("iniciado_em");