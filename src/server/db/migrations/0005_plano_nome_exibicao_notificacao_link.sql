ALTER TABLE "notificacao" ADD COLUMN "link" varchar(300);--> statement-breakpoint
ALTER TABLE "plano" ADD COLUMN "nome_exibicao" varchar(60);--> statement-breakpoint
-- Plans already in the table: the code 'MAIS_VALOR' reads 'Mais Valor'; the others ('HPE', 'DXC') already read as their names.
UPDATE "plano" SET "nome_exibicao" = CASE WHEN "nome" = 'MAIS_VALOR' THEN 'Mais Valor' ELSE "nome" END;--> statement-breakpoint
ALTER TABLE "plano" ALTER COLUMN "nome_exibicao" SET NOT NULL;
