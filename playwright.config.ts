import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const isCI = Boolean(process.env.CI);
// The fake postal-code provider sits next to the app's port, so two runs on different ports do not collide.
const cepPort = Number(process.env.E2E_CEP_PORT ?? port + 90);
// The fake SMS and WhatsApp providers (HTTP) and mail server (SMTP) of scripts/fake-providers.ts, beside it.
const providersPort = port + 91;
const smtpPort = port + 92;

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
    // A trace records a screencast of every test: it was 40 % of the suite's time (a 20-test sample: 152 s with it,
    // 77 s without). On CI a failed test runs again with one; elsewhere a failure keeps its DOM snapshots only.
    trace: isCI ? 'on-first-retry' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: {
      // Debian's headless shell (scripts/ensure-chromium.sh): 20 tests took 152 s in it, 191 s in the whole browser.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
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
      command: 'npx tsx scripts/fake-providers.ts',
      url: `http://127.0.0.1:${providersPort}/health`,
      reuseExistingServer: false,
      env: { FAKE_PROVIDERS_PORT: String(providersPort), FAKE_SMTP_PORT: String(smtpPort) },
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
        // Notices reach the fakes; a failed one is retried once, a second later, so a spec sees one give up quickly.
        SMS_PROVIDER_URL: `http://127.0.0.1:${providersPort}/sms`,
        SMS_PROVIDER_TOKEN: 'fake-sms-token',
        WHATSAPP_API_URL: `http://127.0.0.1:${providersPort}/whatsapp`,
        WHATSAPP_PHONE_NUMBER_ID: '100200300400500',
        WHATSAPP_TOKEN: 'fake-whatsapp-token',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        JOB_RETRY_LIMIT: '1',
        JOB_RETRY_DELAY_SECONDS: '1',
        JOB_POLLING_SECONDS: '1',
        PROVIDER_TIMEOUT_MS: '2000',
      },
    },
  ],
});
