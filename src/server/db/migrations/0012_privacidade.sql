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
ALTER TABLE "consentimento" ADD CONSTRAINT "consentimento_id_pessoa_pessoa_id_fk" FOREIGN KEY ("id_pessoa") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consentimento" ADD CONSTRAINT "consentimento_id_autor_pessoa_id_fk" FOREIGN KEY ("id_autor") REFERENCES "public"."pessoa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consentimento_pessoa_idx" ON "consentimento" USING btree ("id_pessoa","canal","em");