CREATE TABLE "configuracao_emprestimo" (
	"id_plano" integer PRIMARY KEY NOT NULL,
	"taxa_mensal" numeric(5, 2) NOT NULL,
	"sistema" varchar(5) DEFAULT 'price' NOT NULL,
	"prazo_maximo" smallint NOT NULL,
	"valor_maximo" numeric(14, 2) NOT NULL,
	"percentual_margem" numeric(5, 2) NOT NULL,
	"tempo_minimo_meses" smallint DEFAULT 0 NOT NULL,
	"cobra_iof" boolean DEFAULT true NOT NULL,
	CONSTRAINT "configuracao_emprestimo_sistema_check" CHECK (sistema in ('price', 'sac'))
);
--> statement-breakpoint
ALTER TABLE "emprestimo" ADD COLUMN "sistema" varchar(5) DEFAULT 'price' NOT NULL;--> statement-breakpoint
ALTER TABLE "emprestimo" ADD COLUMN "data_credito" date;--> statement-breakpoint
ALTER TABLE "emprestimo" ADD COLUMN "iof" numeric(14, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "emprestimo" ADD COLUMN "valor_liquido" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "emprestimo" ADD COLUMN "parcelas" jsonb;--> statement-breakpoint
ALTER TABLE "emprestimo" ADD COLUMN "id_requisicao" integer;--> statement-breakpoint
ALTER TABLE "emprestimo" ADD COLUMN "id_emprestimo_anterior" integer;--> statement-breakpoint
ALTER TABLE "configuracao_emprestimo" ADD CONSTRAINT "configuracao_emprestimo_id_plano_plano_id_fk" FOREIGN KEY ("id_plano") REFERENCES "public"."plano"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emprestimo" ADD CONSTRAINT "emprestimo_id_requisicao_requisicao_id_fk" FOREIGN KEY ("id_requisicao") REFERENCES "public"."requisicao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- An installed fund keeps working: its loan-enabled plans (kind '2') get the loan parameters the seed writes on a fresh
-- install (1,5 % a month, Price, up to 60 months and R$ 50 000, 30 % of the income, 6 months in the plan, IOF charged).
INSERT INTO "configuracao_emprestimo" ("id_plano", "taxa_mensal", "sistema", "prazo_maximo", "valor_maximo", "percentual_margem", "tempo_minimo_meses", "cobra_iof")
SELECT p."id", '1.50', 'price', 60, '50000.00', '30.00', 6, true
FROM "plano" p WHERE p."tipo" = '2';
