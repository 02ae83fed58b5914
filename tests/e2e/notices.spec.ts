import { expect, test } from '@playwright/test';
import { DEMO, signInByApi } from './support/demo';
import { fakeMessages, smsCodeTo } from './support/fake-providers';

// Bruno: no other spec changes his contact or his notices.
const BRUNO_MOBILE = '5531998765432';

test.describe('Avisos (/perfil/avisos)', () => {
  test('Bruno confirms his mobile with the code sent by SMS and turns WhatsApp on for his requests', async ({ page, request }) => {
    await signInByApi(page, DEMO.bruno);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Informações Cadastrais' }).click();
    await page.getByRole('link', { name: 'Escolher meus avisos' }).click();
    await expect(page).toHaveURL(/\/perfil\/avisos$/);
    await expect(page).toHaveTitle('Avisos | Portal do Participante');

    // Before the mobile is confirmed, WhatsApp cannot be chosen, and the page says why.
    const requests = page.getByRole('group', { name: 'Andamento das solicitações' });
    await expect(requests.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    await expect(requests.getByRole('checkbox', { name: 'WhatsApp' })).toBeDisabled();
    await expect(page.getByText('Confirme o seu celular antes de receber avisos por SMS ou WhatsApp.').first()).toBeVisible();

    // A number that is not a Brazilian mobile is refused in Portuguese.
    const mobile = page.getByLabel('Celular', { exact: true });
    await mobile.fill('(31) 3333-4444');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByText('Informe um celular brasileiro com DDD, com 9 dígitos, como (11) 98765-4321.')).toBeVisible();

    const before = (await fakeMessages(request, 'sms', BRUNO_MOBILE)).length;
    await mobile.fill('(31) 99876-5432');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByText('Enviamos um código para (31) 99876-5432. Ele vale por 10 minutos.')).toBeVisible();
    const code = await smsCodeTo(request, BRUNO_MOBILE, before);
    await page.getByLabel('Código enviado para (31) 99876-5432').fill(code);
    await page.getByRole('button', { name: 'Confirmar celular' }).click();
    await expect(page.getByText('(31) 99876-5432, confirmado.')).toBeVisible();

    const whatsapp = requests.getByRole('checkbox', { name: 'WhatsApp' });
    await expect(whatsapp).toBeEnabled();
    await whatsapp.check();
    // Security notices always go by e-mail.
    await expect(page.getByRole('group', { name: 'Segurança da conta' }).getByRole('checkbox', { name: 'E-mail (sempre)' })).toBeDisabled();
    await page.getByRole('button', { name: 'Salvar preferências' }).click();
    await expect(page.getByText('Preferências de avisos salvas.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('group', { name: 'Andamento das solicitações' }).getByRole('checkbox', { name: 'WhatsApp' })).toBeChecked();
    await expect(page.getByText('(31) 99876-5432, confirmado.')).toBeVisible();
  });
});
