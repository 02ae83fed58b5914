import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DEMO, signInThroughForm } from './support/demo';
import { restorePendingOnboarding } from './support/onboarding-reset';
import { withPersonLock } from './support/person-lock';

const MAIS_VALOR = 4;

/**
 * The onboarding of spec §2.8 and §4 through the browser, one test per pending demo person (each changes that
 * person's password, so nothing else may sign in as them). The CEP provider is the loopback fake of
 * tests/e2e/support/fake-cep-provider.mjs.
 */

async function expectStep(page: Page, idStep: number, heading: string) {
  await expect(page).toHaveURL(new RegExp(`/onboarding\\?idStep=${idStep}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

const next = (page: Page) => page.getByRole('button', { name: 'Próximo' });

async function choosePassword(page: Page, password: string) {
  await expect(page.getByRole('button', { name: 'Voltar' })).toHaveCount(0);
  await expect(next(page)).toBeDisabled();
  await page.getByLabel('Nova senha', { exact: true }).fill(password);
  await page.getByLabel('Confirmação da nova senha').fill(`${password}x`);
  await expect(next(page)).toBeEnabled();
  await next(page).click();
  await expect(page.getByText('As senhas devem ser iguais')).toBeVisible();
  await page.getByLabel('Confirmação da nova senha').fill(password);
  await next(page).click();
}

async function finishAndSignInAgain(page: Page, cpf: string, password: string, firstName: string) {
  await expectStep(page, 0, 'Cadastro concluído');
  const flag = (await page.context().cookies()).find(({ name }) => name === 'login.onboarding');
  expect(flag?.value).toBe('N');
  await page.getByRole('button', { name: 'Ir para o início do portal' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Olá, ${firstName}`);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, cpf, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Olá, ${firstName}`);
}

test.describe('onboarding', () => {
  test('Olivia (value path) cannot reach other pages, looks her CEP up, pays by debit and ends at home with her new password', async ({ page, request }) => {
    // onboarding-resume.spec.ts signs her in too: the two never run at the same time, and each leaves her as the seed has her.
    await withPersonLock(DEMO.olivia, async () => {
      const newPassword = 'Olivia#Nova2026';
      await restorePendingOnboarding(request, DEMO.olivia, MAIS_VALOR, [newPassword, 'Olivia#Retoma2026']);
      try {
        await signInThroughForm(page, DEMO.olivia);
        await expect(page).toHaveURL(/\/onboarding$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boas-vindas ao portal');

        // Spec §4: until the onboarding is done every private page sends her back.
        await page.goto('/services');
        await expect(page).toHaveURL(/\/onboarding$/);
        expect(await seriousViolations(page, 'main')).toEqual([]);

        await page.getByRole('button', { name: 'Começar' }).click();
        await expectStep(page, 1, 'Crie a sua senha');
        await expect(page.getByText('Etapa 1 de 5')).toBeVisible();
        await expect(page.getByRole('progressbar', { name: 'Progresso do cadastro' })).toHaveAttribute('aria-valuenow', '20');
        await choosePassword(page, newPassword);

        await expectStep(page, 2, 'Pessoa politicamente exposta');
        await expect(page.getByText('nos últimos cinco anos')).toBeVisible();
        await next(page).click();
        await expect(page.getByText('Selecione uma opção.')).toBeVisible();
        await page.getByRole('radio', { name: 'Não', exact: true }).check();
        await next(page).click();

        await expectStep(page, 3, 'Renda mensal');
        await expect(page.getByRole('radio')).toHaveCount(6);
        // Back is allowed here (the previous index is above 0) and keeps the step in the address.
        await page.getByRole('button', { name: 'Voltar' }).click();
        await expectStep(page, 2, 'Pessoa politicamente exposta');
        await page.getByRole('radio', { name: 'Não', exact: true }).check();
        await next(page).click();
        await expectStep(page, 3, 'Renda mensal');
        await page.getByRole('radio', { name: 'R$ 3.000 a R$ 4.999' }).check();
        await next(page).click();

        await expectStep(page, 4, 'Endereço');
        const help = page.getByRole('link', { name: /Não sei meu CEP/ });
        await expect(help).toHaveAttribute('href', 'https://buscacepinter.correios.com.br/app/endereco/index.php');
        await expect(help).toHaveAttribute('target', '_blank');
        await expect(help).toHaveAttribute('rel', /noopener/);
        await next(page).click();
        for (const message of ['O cep é obrigatório', 'O endereço é obrigatório', 'O número é obrigatório', 'O bairro é obrigatório', 'A cidade é obrigatória', 'O estado é obrigatório']) {
          await expect(page.getByText(message, { exact: true })).toBeVisible();
        }

        const cep = page.getByLabel('CEP', { exact: true });
        await cep.pressSequentially('99999999');
        await expect(cep).toHaveValue('99999-999');
        await expect(page.getByText('Erro ao buscar endereço pelo CEP')).toBeVisible();
        await expect(page.getByText(/CEP não encontrado/)).toBeVisible();

        await cep.fill('');
        await cep.pressSequentially('01310100');
        await expect(page.getByLabel('Endereço', { exact: true })).toHaveValue('Avenida Paulista');
        await expect(page.getByLabel('Bairro')).toHaveValue('Bela Vista');
        await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
        await expect(page.getByLabel('Estado (UF)')).toHaveValue('SP');
        await expect(page.getByLabel('Número', { exact: true })).toBeFocused();
        await page.getByLabel('Número', { exact: true }).fill('1578');
        await page.getByLabel('Complemento (opcional)').fill('Apto 42');
        // The optional proof of residence goes through the upload pipeline; the step then carries its id.
        await expect(page.getByText('Comprovante de residência (opcional)')).toBeVisible();
        // A proof of address is an image or a PDF: the drop zone says so and refuses a video (issue 26).
        await expect(page.getByText('Formatos válidos: PNG, JPG ou PDF até 600MB')).toBeVisible();
        await page.locator('input[type=file]').setInputFiles({ name: 'conta.mp4', mimeType: 'video/mp4', buffer: Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]) });
        await expect(page.getByText('conta.mp4: Envie o comprovante de endereço como imagem (PNG ou JPG) ou PDF. Vídeos e arquivos ZIP não são aceitos.')).toBeVisible();
        await page.locator('input[type=file]').setInputFiles({ name: 'conta-de-luz.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
        await expect(page.getByText('conta-de-luz.pdf', { exact: true })).toBeVisible();
        // A 400 of the API lands under the field its path names, linked to it for screen readers.
        const refusal = { message: 'Dados inválidos.', errors: [{ path: 'metadata/numero', message: 'Confira o número do imóvel.', type: 'server' }] };
        await page.route('**/api/enviarDadosOnboarding', (route) => route.fulfill({ status: 400, json: refusal }), { times: 1 });
        await next(page).click();
        await expect(page.getByLabel('Número', { exact: true })).toHaveAccessibleDescription('Confira o número do imóvel.');
        await expect(page).toHaveURL(/idStep=4$/);
        const savedAddress = page.waitForRequest((request) => request.url().endsWith('/api/enviarDadosOnboarding') && request.method() === 'POST');
        await next(page).click();
        expect((await savedAddress).postDataJSON().metadata.proofResidence).toEqual(expect.any(Number));

        await expectStep(page, 5, 'Contribuição mensal');
        await expect(page.getByText('*Valor mínimo R$122,08')).toBeVisible();
        const value = page.getByLabel('Valor da contribuição mensal (R$)');
        await value.fill('100');
        await value.blur();
        await expect(value).toHaveValue('122,08');
        await page.getByRole('radio', { name: 'Débito automático' }).check();
        // The bank by its code and name, not a bare 'Banco 341' (issue 26).
        await expect(page.getByLabel('Banco')).toHaveValue('341 – Itaú Unibanco S.A.');
        await expect(page.getByText('Vencimento todo dia 10 de cada mês.')).toBeVisible();
        await page.getByLabel('Agência').pressSequentially('12345');
        await expect(page.getByLabel('Agência')).toHaveValue('1234');
        await page.getByLabel('Conta com dígito').pressSequentially('1234567');
        await expect(page.getByLabel('Conta com dígito')).toHaveValue('12345-6');
        await page.getByRole('button', { name: 'Concluir' }).click();

        await finishAndSignInAgain(page, DEMO.olivia, newPassword, 'Olivia');
      } finally {
        await restorePendingOnboarding(request, DEMO.olivia, MAIS_VALOR, [newPassword, 'Olivia#Retoma2026']);
      }
    });
  });

  test('Otavio (percentages path) lives abroad, sets his percentages by the rules and picks a profile', async ({ page }) => {
    // onboarding-management.spec.ts resets Otavio's onboarding: the two never run at the same time.
    await withPersonLock(DEMO.otavio, async () => {
      const newPassword = 'Otavio#Nova2026';
      await signInThroughForm(page, DEMO.otavio);
      await expect(page).toHaveURL(/\/onboarding$/);
      // The step may come from the address.
      await page.goto('/onboarding?idStep=1');
      await expectStep(page, 1, 'Crie a sua senha');
      await expect(page.getByText('Etapa 1 de 5')).toBeVisible();
      await choosePassword(page, newPassword);

      await expectStep(page, 2, 'Pessoa politicamente exposta');
      await page.getByRole('radio', { name: 'Sim', exact: true }).check();
      await next(page).click();

      await expectStep(page, 4, 'Endereço');
      await page.getByRole('radio', { name: 'Sim, moro no exterior' }).check();
      await next(page).click();
      for (const message of ['O país é obrigatório', 'O código postal é obrigatório', 'O número de identificação fiscal é obrigatório']) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      expect(await page.getByLabel('País').locator('option').count()).toBeGreaterThan(180);
      await page.getByLabel('País').selectOption('Portugal');
      await page.getByLabel('Código postal').fill('1100-148');
      await page.getByLabel('Número de identificação fiscal').fill('245678901');
      await next(page).click();

      await expectStep(page, 6, 'Percentuais de contribuição');
      await expect(page.getByText('R$ 9.100,00')).toBeVisible();
      const basic = page.getByLabel('Contribuição básica (%)');
      const supplementary = page.getByLabel('Contribuição suplementar (%)');
      // Salary above the threshold: the supplementary waits for the basic at its maximum.
      await expect(supplementary).toBeDisabled();
      await expect(next(page)).toBeDisabled();
      await basic.fill('7');
      await basic.blur();
      await expect(basic).toHaveValue('6');
      await expect(page.getByText('R$ 143,08')).toBeVisible();
      await expect(supplementary).toBeEnabled();
      await supplementary.fill('10');
      await expect(page.getByText('R$ 985,80')).toBeVisible();
      await basic.fill('5');
      await expect(supplementary).toBeDisabled();
      await expect(supplementary).toHaveValue('0');
      await basic.fill('6');
      await supplementary.fill('10');
      expect(await seriousViolations(page, 'main')).toEqual([]);
      await next(page).click();

      await expectStep(page, 7, 'Perfil de investimento');
      await expect(page.getByText(/primeira quinzena do mês.*Super Conservador/)).toBeVisible();
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Concluir' }).click();

      await finishAndSignInAgain(page, DEMO.otavio, newPassword, 'Otavio');
    });
  });
});
