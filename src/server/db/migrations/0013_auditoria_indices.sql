CREATE INDEX "auditoria_ator_idx" ON "auditoria" USING btree ("id_ator","criado_em");--> statement-breakpoint
CREATE INDEX "auditoria_criado_idx" ON "auditoria" USING btree ("criado_em");