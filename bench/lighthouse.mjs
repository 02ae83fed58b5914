// Lighthouse 12 on the built product (`node scripts/start.mjs`, fresh PGlite with the demo data, loopback only):
// the pages a participant opens most, signed out or signed in as the demo person each is for, mobile (default config) and desktop, RUNS runs
// each in a fresh Debian Chromium. Prints the medians of each figure over the runs; target: mobile performance ≥ 0.95.
// First, this machine's floor: a hello-world Next app with the same next and react (`hello-world` in the table), whose
// blocking time is what the framework alone costs here: the product's pages cannot do better than it.
// Env: LIGHTHOUSE_RUNS (default 3), LIGHTHOUSE_PAGES and LIGHTHOUSE_FORM_FACTORS (subsets). Exits non-zero only when something failed to run.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
// chrome-launcher and puppeteer-core are lighthouse's own dependencies.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { buildHelloWorld, HOST, NEXT_BIN, ROOT, freePort, median, onCleanup, runBench, startProcess, waitUntilAnswering } from './lib.mjs';

const RESULTS_FILE = path.join(ROOT, 'bench/results/lighthouse.json');
const LHR_DIR = path.join(ROOT, 'bench/results/lighthouse');
const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGET_MOBILE_PERFORMANCE = 0.95;
// Each signed-in page is measured as the demo person it is for (demo-accounts.md).
const DEMO_CPF = { carlos: '52998224725', maria: '12345678909', diego: '46853215702', lucas: '74185296355' };
const DEMO_PASSWORD = 'Previdencia@2026';
// start.mjs builds first when the sources changed since the last build: minutes on a small machine.
const START_TIMEOUT_MS = 15 * 60_000;
const ATTEMPTS = 5;
const RETRY_DELAY_MS = 30_000;
const FORM_FACTORS = { mobile: undefined, desktop: desktopConfig };
// LIGHTHOUSE_FORM_FACTORS=mobile measures one form factor (while tuning a page).
const formFactors = process.env.LIGHTHOUSE_FORM_FACTORS?.split(',').map((name) => name.trim()) ?? Object.keys(FORM_FACTORS);
let lighthouseVersion;

async function startProduct(dataDir) {
  const port = await freePort();
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST, DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', NEXT_TELEMETRY_DISABLED: '1' };
  const { child, exited, stop } = startProcess(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const base = `http://${HOST}:${port}`;
  console.log(`lighthouse: starting the product on ${base} (builds first if the sources changed)…`);
  const failure = await waitUntilAnswering(`${base}/api/saude`, exited, START_TIMEOUT_MS);
  if (!failure) return { base, stop };
  await stop();
  throw new Error(`scripts/start.mjs ${failure}:\n${output}`);
}

const HELLO_WORLD = 'hello-world';

/** The hello-world app (bench/lib.mjs), built and served by `next start` on loopback: its URL. */
async function startHelloWorld() {
  const dir = await buildHelloWorld();
  const port = await freePort();
  const { exited } = startProcess(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', HOST], { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore' });
  const url = `http://${HOST}:${port}/`;
  const failure = await waitUntilAnswering(url, exited, 60_000);
  if (failure) throw new Error(`next start of the hello-world app ${failure}`);
  return url;
}

/** The session cookies of a login for Carlos: the server's HttpOnly login.token and those src/services/auth-session.ts writes. */
async function signedInCookies(base, person) {
  const response = await fetch(`${base}/api/autenticar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cpf: DEMO_CPF[person], senha: DEMO_PASSWORD }),
  });
  const body = await response.json();
  if (response.status !== 200 || !body.token) throw new Error(`login answered ${response.status}: ${JSON.stringify(body)}`);
  const cookies = { login: 'true', 'login.token': body.token, 'login.pessoa': JSON.stringify(body.pessoa) };
  // The plan chosen, so the shell does not stop at its plan-choice modal; without it the page is still measured.
  try {
    const links = await fetch(`${base}/api/retornarPlanosAtivos/${body.pessoa.id}`, { headers: { authorization: `Bearer ${body.token}` } });
    const [first] = await links.json();
    if (links.ok && first) cookies['login.vinculoPlano'] = JSON.stringify(first);
    else console.log(`lighthouse: no plan link for login.vinculoPlano (${links.status})`);
  } catch (error) {
    console.log(`lighthouse: no plan link for login.vinculoPlano (${error.message})`);
  }
  return cookies;
}

/**
 * One Lighthouse run in a fresh browser. The session cookies go into the browser's jar, not into Lighthouse's
 * extraHeaders: a Cookie header reaches the server only, while the web reads the session from document.cookie
 * (without it AppLayout sends the visitor to /login).
 */
async function audit(url, config, cookies) {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    if (cookies) {
      const browser = await puppeteer.connect({ browserURL: `http://${HOST}:${chrome.port}` });
      // Encoded as js-cookie writes them (JSON has characters a cookie value cannot hold); it decodes on read.
      await browser.setCookie(
        ...Object.entries(cookies).map(([name, value]) => ({ name, value: encodeURIComponent(value), domain: HOST, path: '/', httpOnly: name === 'login.token' })),
      );
      await browser.disconnect();
    }
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, config);
    const { lhr } = result;
    lighthouseVersion = lhr.lighthouseVersion;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // Never score a redirect (to /login, say) as the page asked for; an error status is a runtimeError above.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
    return lhr;
  } finally {
    await chrome.kill();
  }
}

function figures(lhr) {
  const performance = lhr.categories.performance;
  return {
    performance: performance.score,
    accessibility: lhr.categories.accessibility.score,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    siMs: lhr.audits['speed-index'].numericValue,
    // Where the performance points went: weight × (1 − score) of each metric, in points out of 100.
    pointsLost: Object.fromEntries(
      performance.auditRefs.filter((ref) => ref.weight > 0).map((ref) => [ref.id, Math.round(ref.weight * (1 - lhr.audits[ref.id].score) * 10) / 10]),
    ),
    // The performance and accessibility audits that did not pass, for the why.
    failing: Object.entries(lhr.audits)
      .filter(([, a]) => a.score !== null && a.score < 0.9 && ['numeric', 'binary', 'metricSavings'].includes(a.scoreDisplayMode))
      .map(([id, a]) => `${id}${a.displayValue ? ` (${a.displayValue})` : ''}`),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    // Lighthouse's CPU benchmark of this machine: its TBT figures scale with it (a typical desktop scores ~1000–2000).
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lhr,
  };
}

function summarize(runs) {
  const medianOf = (key) => median(runs.map((run) => run[key]));
  // The diagnostics of the run whose performance score is the median one.
  const middle = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
  return {
    performance: medianOf('performance'),
    accessibility: medianOf('accessibility'),
    fcpMs: medianOf('fcpMs'),
    lcpMs: medianOf('lcpMs'),
    tbtMs: medianOf('tbtMs'),
    cls: medianOf('cls'),
    siMs: medianOf('siMs'),
    benchmarkIndex: medianOf('benchmarkIndex'),
    medianRun: { pointsLost: middle.pointsLost, failing: middle.failing, lcpElement: middle.lcpElement, lhr: middle.lhr },
    runs: runs.map(({ performance, accessibility, fcpMs, lcpMs, tbtMs, cls, siMs, benchmarkIndex }) => ({ performance, accessibility, fcpMs, lcpMs, tbtMs, cls, siMs, benchmarkIndex })),
  };
}

function printTable(results) {
  const cell = (value, width = 8) => String(value).padStart(width);
  const pageWidth = Math.max(10, ...results.map(({ page }) => page.length + 2));
  console.log(`\n${'page'.padEnd(pageWidth)}${'form'.padEnd(9)}${cell('perf')}${cell('FCP ms')}${cell('LCP ms')}${cell('TBT ms')}${cell('CLS')}${cell('a11y')}  mobile perf ≥ ${TARGET_MOBILE_PERFORMANCE}`);
  for (const { page, formFactor, summary: s } of results) {
    const verdict = formFactor === 'mobile' ? (s.performance >= TARGET_MOBILE_PERFORMANCE ? 'PASS' : 'FAIL') : '';
    console.log(`${page.padEnd(pageWidth)}${formFactor.padEnd(9)}${cell(s.performance.toFixed(2))}${cell(Math.round(s.fcpMs))}${cell(Math.round(s.lcpMs))}${cell(Math.round(s.tbtMs))}${cell(s.cls.toFixed(3))}${cell(s.accessibility.toFixed(2))}  ${verdict}`);
  }
  const benchmarkIndexes = results.map(({ summary }) => Math.round(summary.benchmarkIndex));
  console.log(`(medians of ${RUNS} runs each; Lighthouse benchmarkIndex of this machine ${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)})`);
  console.log('performance points lost per metric (out of 100) and failing audits, in the median run:');
  for (const { page, formFactor, summary: s } of results) {
    const lost = Object.entries(s.medianRun.pointsLost).filter(([, points]) => points > 0).map(([id, points]) => `${id} −${points}`);
    console.log(`  ${page} ${formFactor}: ${lost.join(', ') || 'no points lost'}`);
    if (s.medianRun.failing.length) console.log(`    failing: ${s.medianRun.failing.join('; ')}`);
    if (s.medianRun.lcpElement) console.log(`    LCP element: ${s.medianRun.lcpElement}`);
  }
}

async function main() {
  if (!Number.isInteger(RUNS) || RUNS <= 0) throw new Error(`LIGHTHOUSE_RUNS must be a positive integer (got ${process.env.LIGHTHOUSE_RUNS})`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-data-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  let product = null;
  const cookiesOf = new Map();
  const restarts = [];
  let helloWorldUrl = null;
  // Others build this working tree meanwhile: a build replacing .next under the running server makes it answer 500,
  // and a build of a half-edited tree fails. So a failed run restarts the product (same database, so the same
  // session) and tries again, a bounded number of times.
  async function measure(page, config, person) {
    if (page === HELLO_WORLD) {
      helloWorldUrl ??= await startHelloWorld();
      return figures(await audit(helloWorldUrl, config, null));
    }
    for (let attempt = 1; ; attempt++) {
      try {
        product ??= await startProduct(dataDir);
        // Logs in once per person: the token lives in the database.
        if (person && !cookiesOf.has(person)) cookiesOf.set(person, await signedInCookies(product.base, person));
        return figures(await audit(`${product.base}${page}`, config, person ? cookiesOf.get(person) : null));
      } catch (error) {
        if (attempt === ATTEMPTS) throw error;
        restarts.push(error.message.split('\n')[0]);
        console.log(`lighthouse: ${restarts.at(-1)}\n  → restarting the product in ${RETRY_DELAY_MS / 1000} s (attempt ${attempt + 1}/${ATTEMPTS})…`);
        await product?.stop();
        product = null;
        await sleep(RETRY_DELAY_MS);
      }
    }
  }

  // The pages a participant opens most: the login, the home, and the money overview and extract (issue 12).
  // LIGHTHOUSE_PAGES=/login,/extract measures a subset.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((page) => page.trim());
  const pages = [
    { page: HELLO_WORLD, as: null },
    { page: '/login', as: null },
    { page: '/', as: 'carlos' },
    { page: '/extract', as: 'carlos' },
    { page: '/services/extrato-contribuicao', as: 'carlos' },
    // Issue 31: the services list, among the pages whose blocking time must stay ≤ 200 ms.
    { page: '/services', as: 'carlos' },
    { page: '/simulador-beneficio', as: null },
    { page: '/services/simulador-beneficio', as: 'carlos' },
    { page: '/services/simulador-regime-tributacao', as: 'carlos' },
    { page: '/services/perfil-investimentos', as: 'carlos' },
    { page: '/services/alterar-contribuicao', as: 'carlos' },
    // Issue 14: the exit options Diego compares, and the exemption and next paycheck Maria follows.
    { page: '/services/opcoes-desligamento', as: 'diego' },
    { page: '/services/exemption-65', as: 'maria' },
    { page: '/services/contracheque', as: 'maria' },
    // Issue 15: the loans (Lucas has an open loan in the loan-enabled plan).
    { page: '/services/emprestimos', as: 'lucas' },
    { page: '/services/emprestimos/solicitacao', as: 'lucas' },
    // Issue 16: the home with the carousel is '/' above; the election, the fund's documents and the privacy centre.
    { page: '/services/eleicoes', as: 'carlos' },
    { page: '/documents', as: 'carlos' },
    { page: '/perfil/privacidade', as: 'carlos' },
    { page: '/services/convidar-participante', as: 'carlos' },
    // Issue 28: the notices a participant chooses (Maria's mobile is confirmed in the demo data).
    { page: '/perfil/avisos', as: 'maria' },
    // Issue 29: the proof of life Maria makes on her phone, and the people Carlos designates for his balance.
    { page: '/services/prova-de-vida', as: 'maria' },
    { page: '/dependentes?tipo=indicados', as: 'carlos' },
    // The same route's older tab: what /dependentes costs before the designations.
    { page: '/dependentes?tipo=previdencial', as: 'carlos' },
    // Issue 29: the public page a family member opens, most often on a phone, to report a death.
    { page: '/comunicar-falecimento', as: null },
    // Issue 30: 'Minha aposentadoria', Carlos's question on his phone (its chart loads on demand).
    { page: '/planejamento', as: 'carlos' },
  ].filter(({ page }) => !only || only.includes(page));
  const loadBefore = loadavg()[0];
  const results = [];
  for (const [formFactor, config] of Object.entries(FORM_FACTORS).filter(([name]) => formFactors.includes(name))) {
    for (const { page, as: person } of pages) {
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        console.log(`lighthouse: ${page} ${formFactor} run ${run}/${RUNS}…`);
        runs.push(await measure(page, config, person));
      }
      results.push({ page, formFactor, summary: summarize(runs) });
    }
  }
  const load = [loadBefore, loadavg()[0]].map((value) => value.toFixed(1));
  printTable(results);
  // Scores move with whatever else runs on this machine (other builds, dev servers): say how busy it was.
  console.log(`load average (1 min) ${load[0]} before, ${load[1]} after, on ${availableParallelism()} CPUs; product restarts: ${restarts.length}`);

  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: availableParallelism(),
    lighthouse: lighthouseVersion,
    runsPerPage: RUNS,
    loadAverage1Min: { before: Number(load[0]), after: Number(load[1]) },
    restarts,
    target: { mobilePerformance: TARGET_MOBILE_PERFORMANCE },
    results: results.map(({ page, formFactor, summary }) => ({ page, formFactor, ...summary, pass: formFactor === 'mobile' ? summary.performance >= TARGET_MOBILE_PERFORMANCE : undefined })),
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(report, (key, value) => (key === 'lhr' ? undefined : value), 2)}\n`);
  // The full report of each median run, to read the audits' details.
  mkdirSync(LHR_DIR, { recursive: true });
  for (const { page, formFactor, summary } of results) {
    writeFileSync(path.join(LHR_DIR, `${page === '/' ? 'home' : page.replace(/^\//, '').replaceAll('/', '_')}-${formFactor}.json`), JSON.stringify(summary.medianRun.lhr));
  }
  console.log(`\nwritten: ${path.relative(ROOT, RESULTS_FILE)}, ${path.relative(ROOT, LHR_DIR)}/*.json (median runs)`);
}

await runBench('lighthouse', main);
