import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInThroughForm } from './support/demo';
import { checkAndShoot } from './support/page-checks';
import { restorePendingOnboarding } from './support/onboarding-reset';
import { withPersonLock } from './support/person-lock';

/**
 * Issue 26: an onboarding left half-way picks up where it stopped. Olivia changes her password and answers the
 * politically-exposed question, leaves, signs in again with the new password and lands on the third step; Back shows
 * what she answered. She ends pending with the demo password, as the seed has her (onboarding.spec.ts goes through her
 * whole onboarding from the start and holds the same lock).
 */

const MAIS_VALOR = 4;
const RESUME_PASSWORD = 'Olivia#Retoma2026';
// The password onboarding.spec.ts gives her, should a run of it have stopped half-way.
const ONBOARDING_SPEC_PASSWORD = 'Olivia#Nova2026';

async function expectStep(page: Page, idStep: number, heading: string) {
  await expect(page).toHaveURL(new RegExp(`/onboarding\\?idStep=${idStep}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

const next = (page: Page) => page.getByRole('button', { name: 'Próximo' });
const back = (page: Page) => page.getByRole('button', { name: 'Voltar' });

test('Olivia leaves after two steps, signs in again and resumes at the third with her answers filled in', async ({ page, request }) => {
  await withPersonLock(DEMO.olivia, async () => {
    await restorePendingOnboarding(request, DEMO.olivia, MAIS_VALOR, [RESUME_PASSWORD, ONBOARDING_SPEC_PASSWORD]);
    try {
      await signInThroughForm(page, DEMO.olivia);
      await expect(page).toHaveURL(/\/onboarding$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boas-vindas ao portal');
      await page.getByRole('button', { name: 'Começar' }).click();

      await expectStep(page, 1, 'Crie a sua senha');
      await page.getByLabel('Nova senha', { exact: true }).fill(RESUME_PASSWORD);
      await page.getByLabel('Confirmação da nova senha').fill(RESUME_PASSWORD);
      await next(page).click();

      await expectStep(page, 2, 'Pessoa politicamente exposta');
      // The new password is in force once saved: its form is not offered again.
      await expect(back(page)).toHaveCount(0);
      await page.getByRole('radio', { name: 'Sim', exact: true }).check();
      await next(page).click();
      await expectStep(page, 3, 'Renda mensal');

      // She leaves and comes back another day.
      await page.goto('/logout');
      await expect(page).toHaveURL(/\/login$/);
      await signInThroughForm(page, DEMO.olivia, RESUME_PASSWORD);
      await expectStep(page, 3, 'Renda mensal');
      await expect(page.getByText('Etapa 3 de 5')).toBeVisible();
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
      await back(page).click();
      await expectStep(page, 2, 'Pessoa politicamente exposta');
      await expect(page.getByRole('radio', { name: 'Sim', exact: true })).toBeChecked();
      await expect(back(page)).toHaveCount(0);
      // The password step named in the address resumes too.
      await page.goto('/onboarding?idStep=1');
      await expectStep(page, 3, 'Renda mensal');

      // Two more steps, then a new visit: the address comes back as saved, and so does the income range.
      await page.getByRole('radio', { name: 'R$ 3.000 a R$ 4.999' }).check();
      await next(page).click();
      await expectStep(page, 4, 'Endereço');
      // Next moves the focus to the new step's title in the next frame: keys typed before that frame on a busy machine
      // would go to the title, leaving the CEP short of 8 digits and never looked up.
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await page.getByLabel('CEP', { exact: true }).pressSequentially('01310100');
      // Apart, so that a failure says whether the keys were lost or the lookup was.
      await expect(page.getByLabel('CEP', { exact: true })).toHaveValue('01310-100');
      await expect(page.getByLabel('Endereço', { exact: true })).toHaveValue('Avenida Paulista');
      await page.getByLabel('Número', { exact: true }).fill('1578');
      await page.getByLabel('Complemento (opcional)').fill('Apto 42');
      await page.locator('input[type=file]').setInputFiles({ name: 'conta-de-luz.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
      await next(page).click();
      await expectStep(page, 5, 'Contribuição mensal');

      await page.goto('/onboarding');
      await expectStep(page, 5, 'Contribuição mensal');
      await back(page).click();
      await expectStep(page, 4, 'Endereço');
      await expect(page.getByLabel('CEP', { exact: true })).toHaveValue('01310-100');
      await expect(page.getByLabel('Endereço', { exact: true })).toHaveValue('Avenida Paulista');
      await expect(page.getByLabel('Número', { exact: true })).toHaveValue('1578');
      await expect(page.getByLabel('Complemento (opcional)')).toHaveValue('Apto 42');
      await expect(page.getByLabel('Bairro')).toHaveValue('Bela Vista');
      await expect(page.getByLabel('Estado (UF)')).toHaveValue('SP');
      await expect(page.getByText('Comprovante já enviado: conta-de-luz.pdf.')).toBeVisible();
      await checkAndShoot(page, 'onboarding-retomado-endereco');
      // Sent again without a new file, the address keeps its proof.
      const resent = page.waitForRequest((sent) => sent.url().endsWith('/api/enviarDadosOnboarding') && sent.method() === 'POST');
      await next(page).click();
      expect((await resent).postDataJSON().metadata.proofResidence).toEqual(expect.any(Number));
      await expectStep(page, 5, 'Contribuição mensal');
      await back(page).click();
      await back(page).click();
      await expectStep(page, 3, 'Renda mensal');
      await expect(page.getByRole('radio', { name: 'R$ 3.000 a R$ 4.999' })).toBeChecked();
    } finally {
      await restorePendingOnboarding(request, DEMO.olivia, MAIS_VALOR, [RESUME_PASSWORD, ONBOARDING_SPEC_PASSWORD]);
    }
  });
});
