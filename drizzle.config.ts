import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // One file per feature's tables; the migration history stays one folder.
  schema: './src/server/db/schema',
  out: './src/server/db/migrations',
});
