import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, signInByApi } from './support/demo';
import { EVERYONE_NOTICES, withPersonLock } from './support/person-lock';
import { wcagViolations } from './support/axe';

// A real PNG (1 × 1) and a small PDF: the upload pipeline sniffs the type.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1')]);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function signedIn(browser: Browser, cpf: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', hasTouch: viewport === PHONE });
  const page = await context.newPage();
  await signInByApi(page, cpf);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Olá, /);
  return page;
}

/** Ana opens the request in the request centre and approves the proof from its own view. */
async function approveInTheCentre(ana: Page, protocolo: string, nome: string) {
  await ana.goto('/request-management');
  await ana.getByRole('button', { name: `Ver solicitação ${protocolo} de ${nome}` }).click();
  const dialog = ana.getByRole('dialog', { name: `Solicitação ${protocolo}` });
  await expect(dialog.getByRole('heading', { name: 'Análise da prova de vida' })).toBeVisible();
  return dialog;
}

test.describe('proof of life (issue 29)', () => {
  test('Maria does her proof online on a phone with the camera; a refusal says what to redo; Ana approves the next one', async ({ browser }) => {
    await withPersonLock(DEMO.maria, async () => {
      const maria = await signedIn(browser, DEMO.maria, PHONE);
      await expect(maria.getByTestId('linha-prova-de-vida-inicio')).toHaveText(/^Faça a sua prova de vida até \d{2}\/\d{2}\/\d{4}$/);
      await maria.getByRole('link', { name: 'Fazer a prova de vida' }).click();
      await expect(maria.getByRole('heading', { level: 1 })).toHaveText('Prova de vida');
      await maria.getByRole('button', { name: 'Fazer a prova de vida' }).click();
      await expect(maria.getByRole('radio', { name: /Pelo celular, agora/ })).toBeChecked();

      // The camera buttons are there; the photos go through their capture inputs, as a phone's camera gives them.
      await expect(maria.getByRole('button', { name: 'Tirar foto' })).toHaveCount(2);
      await maria.getByRole('button', { name: 'Enviar prova de vida' }).click();
      await expect(maria.getByText('Tire ou escolha a foto do seu rosto.')).toBeVisible();
      await maria.locator('input[data-camera="user"]').setInputFiles({ name: 'rosto.png', mimeType: 'image/png', buffer: PNG });
      await maria.locator('input[data-camera="environment"]').setInputFiles({ name: 'documento.png', mimeType: 'image/png', buffer: PNG });
      await expect(maria.getByText('rosto.png', { exact: true })).toBeVisible();
      await maria.getByRole('button', { name: 'Enviar prova de vida' }).click();
      await expect(maria.getByText('Confirme a declaração para enviar.')).toBeVisible();
      await maria.getByLabel(/Declaro, sob as penas da lei/).check();
      expect(await wcagViolations(maria)).toEqual([]);
      await maria.getByRole('button', { name: 'Enviar prova de vida' }).click();
      await expect(maria.getByRole('heading', { name: 'Solicitação enviada' })).toBeVisible();
      const protocolo = (await maria.locator('strong').filter({ hasText: /^\d/ }).first().textContent())?.trim() ?? '';
      expect(protocolo).not.toBe('');

      const ana = await signedIn(browser, DEMO.ana, DESKTOP);
      let dialog = await approveInTheCentre(ana, protocolo, 'Maria Assistida');
      await expect(dialog.getByRole('img', { name: /Foto do rosto enviada/ })).toBeVisible();
      await expect(dialog.getByRole('img', { name: /Documento enviado/ })).toBeVisible();
      await expect(dialog.getByText(/Sem foto no cadastro/)).toBeVisible();
      await dialog.getByRole('button', { name: 'Recusar prova de vida' }).click();
      await expect(dialog.getByText('Escolha o motivo da recusa: ele diz à pessoa o que refazer.')).toBeVisible();
      const reason = 'A foto do rosto não está nítida: tire outra foto, de frente, em um lugar iluminado e sem óculos escuros.';
      await dialog.getByLabel('Motivo da recusa').selectOption(reason);
      await dialog.getByRole('button', { name: 'Recusar prova de vida' }).click();
      await expect(ana.getByText('Prova de vida recusada. A pessoa foi avisada do motivo.')).toBeVisible();

      await maria.goto('/services/prova-de-vida');
      await expect(maria.getByText(`A prova de vida do protocolo ${protocolo} foi recusada: ${reason}`)).toBeVisible();
      await maria.getByRole('button', { name: 'Fazer a prova de vida' }).click();
      await maria.locator('input[data-camera="user"]').setInputFiles({ name: 'rosto-nitido.png', mimeType: 'image/png', buffer: PNG });
      await maria.locator('input[data-camera="environment"]').setInputFiles({ name: 'documento.png', mimeType: 'image/png', buffer: PNG });
      await maria.getByLabel(/Declaro, sob as penas da lei/).check();
      await maria.getByRole('button', { name: 'Enviar prova de vida' }).click();
      await expect(maria.getByRole('heading', { name: 'Solicitação enviada' })).toBeVisible();
      const second = (await maria.locator('strong').filter({ hasText: /^\d/ }).first().textContent())?.trim() ?? '';

      dialog = await approveInTheCentre(ana, second, 'Maria Assistida');
      await dialog.getByRole('button', { name: 'Aprovar prova de vida' }).click();
      await expect(ana.getByText('Prova de vida aprovada. A pessoa foi avisada.')).toBeVisible();

      await maria.goto('/');
      await expect(maria.getByTestId('linha-prova-de-vida-inicio')).toHaveText(/^Prova de vida em dia até \d{2}\/\d{2}\/\d{4}$/);
      await maria.goto('/services/prova-de-vida');
      await expect(maria.getByRole('button', { name: 'Fazer a prova de vida' })).toHaveCount(0);
      await expect(maria.getByText(`Protocolo ${second}`, { exact: false })).toBeVisible();
      await maria.context().close();
      await ana.context().close();
    });
  });

  test('Paulo’s overdue proof: he was warned, Ana confirms the suspension, the paycheck shows it, a certificate reactivates it', async ({ browser }) => {
    await withPersonLock(DEMO.paulo, () =>
      withPersonLock(EVERYONE_NOTICES, async () => {
        const ana = await signedIn(browser, DEMO.ana, DESKTOP);
        await ana.getByRole('navigation', { name: 'Menu principal' }).first().getByRole('link', { name: 'Provas de vida' }).click();
        await expect(ana.getByRole('heading', { level: 1 })).toHaveText('Provas de vida');
        await ana.getByLabel('Situação').selectOption({ label: 'Vencida' });
        const row = ana.getByRole('listitem').filter({ hasText: 'Paulo Pensionista' });
        await expect(row).toContainText('Vencida');
        await expect(row).toContainText(/Avisada da suspensão em \d{2}\/\d{2}\/\d{4}/);
        expect(await wcagViolations(ana)).toEqual([]);
        await row.getByRole('button', { name: 'Confirmar suspensão de Paulo Pensionista' }).click();
        const confirm = ana.getByRole('dialog', { name: 'Confirmar a suspensão do benefício' });
        await expect(confirm).toContainText('A pessoa já foi avisada');
        await confirm.getByRole('button', { name: 'Suspender o benefício' }).click();
        await expect(ana.getByText(/^Benefício suspenso a partir de \d{2}\/\d{2}\/\d{4}\. A pessoa foi avisada\.$/)).toBeVisible();

        const paulo = await signedIn(browser, DEMO.paulo, PHONE);
        await expect(paulo.getByTestId('linha-prova-de-vida-inicio')).toHaveText(/^Benefício suspenso desde \d{2}\/\d{2}\/\d{4} por falta de prova de vida/);
        await paulo.goto('/services/contracheque');
        await expect(paulo.getByText('Benefício suspenso por falta de prova de vida')).toBeVisible();
        await paulo.getByRole('link', { name: 'Fazer a prova de vida' }).click();
        await expect(paulo.getByText(/Seu benefício está suspenso desde/)).toBeVisible();
        await paulo.getByRole('button', { name: 'Fazer a prova de vida' }).click();
        await paulo.getByRole('radio', { name: /Com um atestado de vida/ }).check();
        await paulo.locator('input[type="file"]').first().setInputFiles({ name: 'atestado.pdf', mimeType: 'application/pdf', buffer: PDF });
        await paulo.getByRole('button', { name: 'Enviar prova de vida' }).click();
        await expect(paulo.getByRole('heading', { name: 'Solicitação enviada' })).toBeVisible();
        const protocolo = (await paulo.locator('strong').filter({ hasText: /^\d/ }).first().textContent())?.trim() ?? '';

        const dialog = await approveInTheCentre(ana, protocolo, 'Paulo Pensionista');
        await expect(dialog.getByText(/Atestado de vida: abra o documento/)).toBeVisible();
        await dialog.getByRole('button', { name: 'Aprovar prova de vida' }).click();
        await expect(ana.getByText('Prova de vida aprovada. A pessoa foi avisada.')).toBeVisible();

        await paulo.goto('/');
        await expect(paulo.getByTestId('linha-prova-de-vida-inicio')).toHaveText(/^Prova de vida em dia até/);
        await paulo.goto('/services/contracheque');
        await expect(paulo.getByRole('heading', { name: 'Meses' })).toBeVisible();
        await expect(paulo.getByText('Benefício suspenso por falta de prova de vida')).toHaveCount(0);
        await paulo.context().close();
        await ana.context().close();
      }),
    );
  });

  test('an administrator sets a plan’s campaign month, grace and refusal reasons', async ({ browser }) => {
    const ana = await signedIn(browser, DEMO.ana, PHONE);
    await ana.goto('/settings/prova-de-vida');
    await expect(ana.getByRole('heading', { level: 1 })).toHaveText('Prova de vida');
    const form = ana.getByRole('form', { name: 'Regras da prova de vida' });
    await expect(form.getByLabel('Carência depois do vencimento (dias)')).toHaveValue('60');
    await form.getByLabel('Carência depois do vencimento (dias)').fill('400');
    await form.getByRole('button', { name: 'Salvar regras' }).click();
    await expect(form.getByText('A carência deve ser de 0 a 180 dias.')).toBeVisible();
    await form.getByLabel('Carência depois do vencimento (dias)').fill('60');
    await form.getByRole('button', { name: 'Salvar regras' }).click();
    await expect(ana.getByText('Regras da prova de vida salvas.')).toBeVisible();
    expect(await wcagViolations(ana)).toEqual([]);
    await ana.context().close();
  });
});
