import Cookies from 'js-cookie';
import type { Pessoa, VinculoPlano, YesNo } from '@/domain/api-types';
import { COOKIE, COOKIE_MAX_AGE_DAYS } from '@/domain/constants';

/**
 * The session cookies of spec §3, the only place that reads and writes them. The token (login.token) is not among
 * them: the server sets it HttpOnly on sign-in and clears it on logout, so no script of the page can read or steal it;
 * `login` (readable) tells the web, and the route guard, that a session exists.
 */

export interface SessionSnapshot {
  /** False during server rendering and hydration, when the cookies cannot be read yet. */
  isLoaded: boolean;
  isSignedIn: boolean;
  pessoa: Pessoa | null;
  /** The login's onboarding flag; null when the cookie is absent. */
  onboarding: YesNo | null;
  onboardingPlano: number | null;
}

const SESSION_COOKIES = [COOKIE.login, COOKIE.pessoa, COOKIE.vinculoPlano, COOKIE.pessoaTarget, COOKIE.onboarding, COOKIE.onboardingPlano];
const SERVER_SNAPSHOT: SessionSnapshot = { isLoaded: false, isSignedIn: false, pessoa: null, onboarding: null, onboardingPlano: null };
const SIGNED_OUT_SNAPSHOT: SessionSnapshot = { isLoaded: true, isSignedIn: false, pessoa: null, onboarding: null, onboardingPlano: null };

const listeners = new Set<() => void>();
let cachedKey: string | null = null;
let cachedSnapshot: SessionSnapshot = SERVER_SNAPSHOT;

function cookieAttributes(): Cookies.CookieAttributes {
  return { expires: COOKIE_MAX_AGE_DAYS, sameSite: 'Lax', secure: window.location.protocol === 'https:', path: '/' };
}

function parsePessoa(raw: string | undefined): Pessoa | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Pessoa;
  } catch {
    return null;
  }
}

/** Whether this browser has a session (the readable `login` cookie); the token itself is HttpOnly. */
export function hasSession(): boolean {
  if (typeof document === 'undefined') return false;
  return Cookies.get(COOKIE.login) === 'true';
}

export interface OnboardingState {
  onboarding: YesNo;
  onboarding_plano: number | null;
}

/** After sign-in: the server has already set the HttpOnly token cookie with its answer. */
export function saveSession(pessoa: Pessoa, onboardingState?: OnboardingState) {
  const attributes = cookieAttributes();
  Cookies.set(COOKIE.login, 'true', attributes);
  Cookies.set(COOKIE.pessoa, JSON.stringify(pessoa), attributes);
  if (onboardingState) writeOnboarding(onboardingState, attributes);
  notify();
}

function writeOnboarding(state: OnboardingState, attributes: Cookies.CookieAttributes) {
  Cookies.set(COOKIE.onboarding, state.onboarding, attributes);
  if (state.onboarding_plano === null) Cookies.remove(COOKIE.onboardingPlano, { path: '/' });
  else Cookies.set(COOKIE.onboardingPlano, String(state.onboarding_plano), attributes);
}

/** After the last step (spec §4) the flag becomes 'N', again for 1 hour. */
export function saveOnboardingDone() {
  Cookies.set(COOKIE.onboarding, 'N', cookieAttributes());
  notify();
}

function parseOnboarding(raw: string | undefined): YesNo | null {
  return raw === 'S' || raw === 'N' ? raw : null;
}

function parseOnboardingPlano(raw: string | undefined): number | null {
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** The readable cookies; the token cookie is cleared by the server's answer to POST /api/logout. */
export function clearSession() {
  for (const name of SESSION_COOKIES) Cookies.remove(name, { path: '/' });
  notify();
}

function notify() {
  for (const listener of listeners) listener();
}

export function subscribeToSession(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Same object while the cookies do not change (useSessionSnapshot reads it at every render); a half-written session counts as none. */
export function getSessionSnapshot(): SessionSnapshot {
  const isSignedIn = Cookies.get(COOKIE.login) === 'true';
  const rawPessoa = isSignedIn ? Cookies.get(COOKIE.pessoa) : undefined;
  const rawOnboarding = Cookies.get(COOKIE.onboarding);
  const rawOnboardingPlano = Cookies.get(COOKIE.onboardingPlano);
  const key = `${isSignedIn}|${rawPessoa}|${rawOnboarding}|${rawOnboardingPlano}`;
  if (key !== cachedKey) {
    cachedKey = key;
    const pessoa = parsePessoa(rawPessoa);
    cachedSnapshot =
      isSignedIn && pessoa
        ? { isLoaded: true, isSignedIn: true, pessoa, onboarding: parseOnboarding(rawOnboarding), onboardingPlano: parseOnboardingPlano(rawOnboardingPlano) }
        : SIGNED_OUT_SNAPSHOT;
  }
  return cachedSnapshot;
}

export function getServerSessionSnapshot(): SessionSnapshot {
  return SERVER_SNAPSHOT;
}

/** The chosen enrolment (login.vinculoPlano) and the person an administrator views the portal as (login.pessoaTarget). */
export interface PlanSessionSnapshot {
  isLoaded: boolean;
  vinculo: VinculoPlano | null;
  pessoaTarget: Pessoa | null;
}

const SERVER_PLAN_SNAPSHOT: PlanSessionSnapshot = { isLoaded: false, vinculo: null, pessoaTarget: null };
let cachedPlanKey: string | null = null;
let cachedPlanSnapshot: PlanSessionSnapshot = SERVER_PLAN_SNAPSHOT;

function parseJson<T>(raw: string | undefined): T | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function getPlanSessionSnapshot(): PlanSessionSnapshot {
  const rawVinculo = Cookies.get(COOKIE.vinculoPlano);
  const rawTarget = Cookies.get(COOKIE.pessoaTarget);
  const key = `${rawVinculo}|${rawTarget}`;
  if (key !== cachedPlanKey) {
    cachedPlanKey = key;
    cachedPlanSnapshot = {
      isLoaded: true,
      vinculo: parseJson<VinculoPlano>(rawVinculo),
      pessoaTarget: parseJson<Pessoa>(rawTarget),
    };
  }
  return cachedPlanSnapshot;
}

export function getServerPlanSessionSnapshot(): PlanSessionSnapshot {
  return SERVER_PLAN_SNAPSHOT;
}

export function saveVinculoPlano(vinculo: VinculoPlano) {
  Cookies.set(COOKIE.vinculoPlano, JSON.stringify(vinculo), cookieAttributes());
  notify();
}

export function clearVinculoPlano() {
  Cookies.remove(COOKIE.vinculoPlano, { path: '/' });
  notify();
}

/** Starts viewing the portal as a person: the target cookie is set and the chosen enrolment dropped (spec §4). */
export function savePessoaTarget(pessoa: Pick<Pessoa, 'id' | 'nome' | 'cpf' | 'data_nascimento' | 'representacao'>) {
  const target: Pessoa = { id: pessoa.id, nome: pessoa.nome, cpf: pessoa.cpf, data_nascimento: pessoa.data_nascimento, admin: 'N', ...(pessoa.representacao ? { representacao: pessoa.representacao } : {}) };
  const attributes = cookieAttributes();
  Cookies.remove(COOKIE.vinculoPlano, { path: '/' });
  Cookies.set(COOKIE.pessoaTarget, JSON.stringify(target), attributes);
  notify();
}

/** Stops viewing as a person; the enrolment chosen for that person goes with it. */
export function clearPessoaTarget() {
  Cookies.remove(COOKIE.pessoaTarget, { path: '/' });
  Cookies.remove(COOKIE.vinculoPlano, { path: '/' });
  notify();
}

/** The id sent as X-Pessoa-Alvo while an administrator views the portal as a person, or a representative acts for one. */
export function readPessoaTargetId(): number | null {
  if (typeof document === 'undefined') return null;
  return parseJson<Pessoa>(Cookies.get(COOKIE.pessoaTarget))?.id ?? null;
}
