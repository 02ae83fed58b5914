-- A viewing recorded twice for one session (the check-then-insert this index replaces raced) keeps its first row.
DELETE FROM "auditoria" AS "repetida" USING "auditoria" AS "primeira"
WHERE "repetida"."acao" = 'portal.visualizado' AND "primeira"."acao" = 'portal.visualizado'
  AND "repetida"."id_pessoa_alvo" = "primeira"."id_pessoa_alvo"
  AND "repetida"."detalhes"->>'idSessao' = "primeira"."detalhes"->>'idSessao'
  AND "repetida"."id" > "primeira"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "auditoria_visualizacao_unica_idx" ON "auditoria" USING btree ("id_pessoa_alvo",("detalhes"->>'idSessao')) WHERE acao = 'portal.visualizado';
