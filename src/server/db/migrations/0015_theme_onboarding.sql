ALTER TABLE "plano" ADD COLUMN "onboarding_caminho" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "tema_plano" ADD COLUMN "id_anexo_logo" integer;--> statement-breakpoint
ALTER TABLE "tema_plano" ADD COLUMN "id_anexo_background" integer;--> statement-breakpoint
ALTER TABLE "tema_plano" ADD CONSTRAINT "tema_plano_id_anexo_logo_anexo_id_fk" FOREIGN KEY ("id_anexo_logo") REFERENCES "public"."anexo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tema_plano" ADD CONSTRAINT "tema_plano_id_anexo_background_anexo_id_fk" FOREIGN KEY ("id_anexo_background") REFERENCES "public"."anexo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano" ADD CONSTRAINT "plano_onboarding_caminho_check" CHECK (onboarding_caminho in (5, 6));