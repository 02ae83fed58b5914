CREATE TABLE "alerta_prazo" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_requisicao" integer NOT NULL,
	"prazo" varchar(200) NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerta_prazo" ADD CONSTRAINT "alerta_prazo_id_requisicao_requisicao_id_fk" FOREIGN KEY ("id_requisicao") REFERENCES "public"."requisicao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerta_prazo_idx" ON "alerta_prazo" USING btree ("id_requisicao","prazo","tipo");