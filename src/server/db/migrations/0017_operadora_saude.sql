CREATE TABLE "operadora_saude" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(200) NOT NULL,
	"cnpj" char(14) NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operadora_saude_cnpj_unique" UNIQUE("cnpj")
);
