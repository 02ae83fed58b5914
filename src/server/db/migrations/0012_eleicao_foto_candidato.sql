ALTER TABLE "eleicao_candidato" ADD COLUMN "id_anexo_foto" integer;--> statement-breakpoint
ALTER TABLE "eleicao_candidato" ADD CONSTRAINT "eleicao_candidato_id_anexo_foto_anexo_id_fk" FOREIGN KEY ("id_anexo_foto") REFERENCES "public"."anexo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eleicao_candidato_foto_idx" ON "eleicao_candidato" USING btree ("id_anexo_foto");--> statement-breakpoint
ALTER TABLE "eleicao_candidato" DROP COLUMN "foto";