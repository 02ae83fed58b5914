import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { LoginResponse, SecondFactorChallenge } from '@/domain/api-types';
import { COOKIE, SESSION_TTL_SECONDS } from '@/domain/constants';

/** Demo accounts of design/demo-accounts.md. */
export const DEMO_PASSWORD = 'Previdencia@2026';
export const DEMO = {
  ana: '111.444.777-35',
  carlos: '529.982.247-25',
  paulo: '987.654.321-00',
  bruno: '853.513.468-93',
  maria: '123.456.789-09',
  sofia: '390.533.447-05',
  lucas: '741.852.963-55',
  // Onboarding still pending; only the onboarding specs use them, under the person lock (they change their passwords).
  olivia: '214.365.879-64',
  otavio: '369.258.147-55',
  // An administrator whose second factor only tests/e2e/second-factor-admin-totp.spec.ts turns on (the others sign in as Ana).
  teodoro: '246.813.579-28',
  // Maria's curator, with no plan of his own (tests/e2e/representatives.spec.ts).
  renato: '275.318.640-53',
} as const;

const digits = (cpf: string) => cpf.replace(/\D/g, '');

/** Signs in through the form, typing the CPF digits one by one so the mask is exercised. */
export async function signInThroughForm(page: Page, cpf: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  const cpfInput = page.getByLabel('CPF', { exact: true });
  await cpfInput.pressSequentially(digits(cpf));
  await expect(cpfInput).toHaveValue(cpf);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Signs in as the form does, without the form: POST /api/autenticar (its answer sets the HttpOnly token in the page's
 * context), the readable cookies the login page writes from that answer (spec §3), then the home page. For the specs
 * about something else: typing into the form is proven by login.spec.ts and the onboarding, password, first-access
 * and second-factor specs, and it cost each of the other tests a page load and a dozen key presses.
 */
export async function signInByApi(page: Page, cpf: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/autenticar', { data: { cpf: digits(cpf), senha: password } });
  expect(response.status(), await response.text()).toBe(200);
  const login = (await response.json()) as LoginResponse | SecondFactorChallenge;
  if ('segundoFator' in login) throw new Error(`${cpf} has a second factor: sign in through the form`);
  // The address the context signed in at (a spec may open its context on another host than the project's).
  const url = new URL(response.url()).origin;
  const expires = Math.floor(Date.now() / 1000) + SESSION_TTL_SECONDS;
  const cookie = (name: string, value: string) => ({ name, value: encodeURIComponent(value), url, expires, sameSite: 'Lax' as const });
  await page.context().addCookies([
    cookie(COOKIE.login, 'true'),
    cookie(COOKIE.pessoa, JSON.stringify(login.pessoa)),
    cookie(COOKIE.onboarding, login.onboarding),
    ...(login.onboarding_plano === null ? [] : [cookie(COOKIE.onboardingPlano, String(login.onboarding_plano))]),
  ]);
  // The shell sends a person whose onboarding is not done on to /onboarding, as it does after the form.
  await page.goto('/');
}

/** Carlos signed in on his HPE enrolment (matrícula 100231), chosen in the plan question his two plans bring. */
export async function signInAsCarlosOnHpe(page: Page) {
  await signInByApi(page, DEMO.carlos);
  const dialog = page.getByRole('dialog', { name: 'Escolha o plano' });
  await dialog.getByLabel('Plano').selectOption({ label: 'HPE' });
  await dialog.getByRole('button', { name: 'Acessar' }).click();
  await expect(page.getByText('Plano HPE · matrícula 100231')).toBeVisible();
}

export async function apiToken(request: APIRequestContext, cpf: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post('/api/autenticar', { data: { cpf: digits(cpf), senha: password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export async function sessionTokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'login.token');
  if (!cookie) throw new Error('login.token cookie not set');
  return decodeURIComponent(cookie.value);
}

interface OutboxMail {
  id: number;
  destinatario: string;
  corpo: string;
}

export async function newestOutboxId(request: APIRequestContext, adminToken: string): Promise<number> {
  const mails = await readOutbox(request, adminToken);
  return mails.reduce((highest, mail) => Math.max(highest, mail.id), 0);
}

async function readOutbox(request: APIRequestContext, adminToken: string): Promise<OutboxMail[]> {
  const response = await request.get('/api/retornarCaixaSaida', { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as OutboxMail[];
}

/**
 * The 6-digit code of the first e-mail to `to` newer than `afterId` (the outbox an administrator can read). By
 * recipient: specs running side by side send codes to other people at the same moment.
 */
export async function readSecurityCode(request: APIRequestContext, adminToken: string, afterId: number, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await readOutbox(request, adminToken)).filter((mail) => mail.id > afterId && mail.destinatario === to).sort((a, b) => a.id - b.id);
      code = mails.map((mail) => /\b(\d{6})\b/.exec(mail.corpo)?.[1]).find(Boolean);
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** The body of the first e-mail to `to` newer than `afterId` (polled: the outbox is written as the request ends). */
export async function readMailTo(request: APIRequestContext, adminToken: string, to: string, afterId: number): Promise<string> {
  let body: string | undefined;
  await expect
    .poll(async () => {
      body = (await readOutbox(request, adminToken)).filter((mail) => mail.id > afterId && mail.destinatario === to).sort((a, b) => a.id - b.id)[0]?.corpo;
      return body;
    })
    .toBeTruthy();
  return body as string;
}

/** The shell is ready: the main menu is on screen and the chosen enrolment's home has loaded. */
export async function expectShell(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).first()).toBeAttached();
}
