-- The balance extract compares the plan's return with the IPCA and the CDI (issue 30). An installed fund, which has
-- the indexes of settings/indexadores, gets the CDI series too, without values: the administrators import them there.
-- On an empty database this selects nothing and the seed writes the same row.
INSERT INTO "indice_economico" ("codigo", "nome", "fonte")
SELECT 'CDI', 'Certificado de Depósito Interbancário (taxa DI)', 'B3'
WHERE EXISTS (SELECT 1 FROM "indice_economico")
  AND NOT EXISTS (SELECT 1 FROM "indice_economico" WHERE "codigo" = 'CDI');
