import { expect, type Page } from '@playwright/test';
import { DEMO, signInThroughForm } from './demo';

/** Who looks at a page: the three signed-in views of the portal (spec §6) and a visitor without a session. */
export type SignedInRole = 'participante' | 'administrador' | 'administrador-como-participante';
export type Visitor = SignedInRole | 'anonimo';
export const SIGNED_IN_ROLES: readonly SignedInRole[] = ['participante', 'administrador', 'administrador-como-participante'];

async function cookieNames(page: Page) {
  return (await page.context().cookies()).map(({ name }) => name);
}

/** Carlos has two enrolments: the plan question is answered by closing it, which keeps plan 1 (spec §4). */
async function signInAsParticipant(page: Page) {
  await signInThroughForm(page, DEMO.carlos);
  const dialog = page.getByRole('dialog', { name: 'Escolha o plano' });
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => cookieNames(page)).toContain('login.vinculoPlano');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Carlos');
}

async function signInAsAdministrator(page: Page) {
  await signInThroughForm(page, DEMO.ana);
  await expect(page.getByText('Solicitações aguardando')).toBeVisible();
}

/** The administrator's people search → 'Visualizar Perfil' (spec §2.7, §4): the target person's cookie is set by the product itself. */
async function viewAsParticipant(page: Page) {
  await signInAsAdministrator(page);
  await page.getByRole('button', { name: /Procurar/ }).click();
  await page.getByLabel('Procurar pessoa por nome ou CPF').fill('Maria Assistida');
  await page.getByRole('button', { name: /Visualizar Perfil/ }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Você está vendo o portal como Maria Assistida' })).toBeVisible();
  await expect(page.getByText('Último contracheque (líquido)')).toBeVisible();
  await expect.poll(() => cookieNames(page)).toEqual(expect.arrayContaining(['login.pessoaTarget', 'login.vinculoPlano']));
}

const SIGN_IN: Record<SignedInRole, (page: Page) => Promise<void>> = {
  participante: signInAsParticipant,
  administrador: signInAsAdministrator,
  'administrador-como-participante': viewAsParticipant,
};

/** Signs `page`'s context in as `role`, the way a person does it, and leaves it on the home page. */
export function signInAs(page: Page, role: SignedInRole) {
  return SIGN_IN[role](page);
}
