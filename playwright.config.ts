import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const isCI = Boolean(process.env.CI);
// The fake postal-code provider sits next to the app's port, so two runs on different ports do not collide.
const cepPort = Number(process.env.E2E_CEP_PORT ?? port + 90);

/** End-to-end tests in Debian's Chromium against the built product, the same server `npm start` runs. */
export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties it at start, and test-results/ also holds the vitest reports.
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  workers: 2,
  retries: isCI ? 1 : 0,
  // The longest journeys (a loan asked for, concluded by an administrator in a second browser, then read back) take
  // 40–60 s on a loaded 2-core machine: the limit is for a hung test, not a measure of speed.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node tests/e2e/support/fake-cep-provider.mjs',
      url: `http://127.0.0.1:${cepPort}/health`,
      reuseExistingServer: false,
      env: { FAKE_CEP_PORT: String(cepPort) },
    },
    {
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api/saude`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        NEXT_TELEMETRY_DISABLED: '1',
        CEP_PROVIDERS: `http://127.0.0.1:${cepPort}/ws/{cep}/json/`,
      },
    },
  ],
});
