CREATE TABLE "indice_economico" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(10) NOT NULL,
	"nome" varchar(120) NOT NULL,
	"fonte" varchar(60) NOT NULL,
	CONSTRAINT "indice_economico_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "valor_indice" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_indice" integer NOT NULL,
	"competencia" date NOT NULL,
	"variacao" numeric(9, 4) NOT NULL,
	CONSTRAINT "valor_indice_indice_competencia_key" UNIQUE("id_indice","competencia"),
	CONSTRAINT "valor_indice_variacao_check" CHECK (variacao > -100 and variacao < 1000),
	CONSTRAINT "valor_indice_competencia_check" CHECK (extract(day from competencia) = 1)
);
--> statement-breakpoint
ALTER TABLE "valor_indice" ADD CONSTRAINT "valor_indice_id_indice_indice_economico_id_fk" FOREIGN KEY ("id_indice") REFERENCES "public"."indice_economico"("id") ON DELETE no action ON UPDATE no action;