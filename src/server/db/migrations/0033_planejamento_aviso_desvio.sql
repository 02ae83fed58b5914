-- The off-track notice of the retirement planning (issue 30) is opt-in: every goal saved before it starts without it.
ALTER TABLE "planejamento" ADD COLUMN "avisar_desvio" boolean DEFAULT false NOT NULL;
