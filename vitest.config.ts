import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { pageRoutes } from './scripts/lib/page-routes.mjs';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

export default defineConfig({
  resolve: { alias },
  test: {
    // One fork per core. Vitest's default (cores − 1) runs one file at a time on a 2-core machine and leaves the other
    // core mostly idle: two forks take the PGlite pass from 370–429 s to 267 s and the
    // PostgreSQL pass from 271–312 s to 170 s.
    maxWorkers: availableParallelism(),
    projects: [
      // The pages of src/pages, as next.config.js gives them to the build (src/components/navigation/routes.ts).
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', env: { PORTAL_PAGES: JSON.stringify(pageRoutes()), PORTAL_CHAT_BUILT: String(pageRoutes().includes('/chat')) } } },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Each file gets its own database (PGlite in memory, or a fresh PostgreSQL database), copied from the demo
          // data seeded once per run.
          globalSetup: ['tests/api/support/seeded-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // The files of a worker share its loaded modules: each file still builds its own app and database, and
          // importing the server once per worker instead of once per file takes the PGlite pass from 626 s to 382 s.
          isolate: false,
        },
      },
    ],
  },
});
