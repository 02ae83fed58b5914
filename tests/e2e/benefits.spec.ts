import { expect, test } from '@playwright/test';
import { apiToken, DEMO, expectShell, signInAsCarlosOnHpe, signInByApi } from './support/demo';
import { checkAndShoot } from './support/page-checks';

/** R$ 1.234,56 as the page writes it, from the API's '1234.56'. */
const brl = (value: string) => {
  const [integer, fraction] = value.split('.');
  return `R$\u00a0${integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}`;
};

test.describe('benefit services (12, 31) and the plan\'s benefit rules', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // In order on one worker: the last test edits HPE's rules (months between changes, minimum age) that the first two read.
  test.describe.configure({ mode: 'default' });

  test('Carlos (47) opens the benefit request and reads why and from when he may ask', async ({ page, request }) => {
    await signInAsCarlosOnHpe(page);
    await page.goto('/services/benefit-request');
    await expect(page).toHaveTitle('Solicitar benefício | Portal do Participante');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solicitar benefício');
    await expect(page.getByText('Você ainda não pode pedir este serviço.')).toBeVisible();
    await expect(page.getByText('Você precisa ter 55 anos: completa em 21/07/2034.')).toBeVisible();
    await expect(page.getByText('A partir de 21/07/2034 você poderá fazer o pedido.')).toBeVisible();
    // No form while he may not ask.
    await expect(page.getByRole('button', { name: 'Revisar pedido' })).toHaveCount(0);

    // The panel's balance is the API's figure.
    const signIn = await (await request.post('/api/autenticar', { data: { cpf: DEMO.carlos.replace(/\D/g, ''), senha: 'Previdencia@2026' } })).json();
    const auth = { Authorization: `Bearer ${signIn.token}` };
    const links = await (await request.get(`/api/retornarPlanosAtivos/${signIn.pessoa.id}`, { headers: auth })).json();
    const hpe = links.find((link: { plano: { nome: string } }) => link.plano.nome === 'HPE');
    const rules = await (await request.get(`/api/retornarRegrasSolicitacao/12/${hpe.id}`, { headers: auth })).json();
    const panel = page.getByRole('region', { name: 'Sua situação no plano' });
    await expect(panel.getByText(brl(rules.valores.saldo), { exact: false })).toBeVisible();
    await expect(panel.getByText('A partir de 55 anos de idade e 10 anos no plano.')).toBeVisible();
    await checkAndShoot(page, 'benefit-request-inelegivel');
  });

  test('Maria changes her income from 0,80 % to 1,50 % of the balance and gets a protocol', async ({ page }) => {
    await signInByApi(page, DEMO.maria);
    await expectShell(page);
    await page.goto('/services/alteracao-renda');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alteração de renda');
    const panel = page.getByRole('region', { name: 'Sua situação no plano' });
    await expect(panel.getByText('Percentual do saldo: 0,80 % por mês')).toBeVisible();
    await expect(panel.getByText('Uma vez a cada 12 meses.')).toBeVisible();

    await page.getByRole('radio', { name: /^Percentual do saldo/ }).check();
    const share = page.getByLabel('Percentual do saldo por mês (%)');
    await share.fill('2,5');
    await page.getByRole('button', { name: 'Revisar pedido' }).click();
    await expect(page.getByText('Percentual do saldo por mês: de 0,3 % a 2 %.')).toBeVisible();
    await share.fill('1,5');
    await page.getByRole('button', { name: 'Revisar pedido' }).click();
    await expect(page.getByRole('heading', { name: 'Confirme o pedido' })).toBeFocused();
    await expect(page.getByText('1,50 %')).toBeVisible();
    await checkAndShoot(page, 'alteracao-renda-revisao');
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(page).toHaveURL(/\/success\?protocolo=/);
    const protocolo = new URL(page.url()).searchParams.get('protocolo');
    await expect(page.getByText(`Número do protocolo: ${protocolo}`)).toBeVisible();

    // The same service under its other address now says from when a new change may be asked.
    await page.goto('/services/alterar-aposentadoria');
    await expect(page.getByText(/Você pediu uma alteração em \d{2}\/\d{2}\/\d{4}: uma nova pode ser pedida a partir de \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
    await checkAndShoot(page, 'alterar-aposentadoria-periodo');
  });

  test('an administrator edits the benefit rules in /settings/beneficios; a minimum above the maximum is refused', async ({ page, request }) => {
    const adminToken = await apiToken(request, DEMO.ana);
    const headers = { Authorization: `Bearer ${adminToken}` };
    const hpe = 1;
    const original = await (await request.get(`/api/retornarParametrosBeneficio/${hpe}`, { headers })).json();
    try {
      await signInByApi(page, DEMO.ana);
      await expectShell(page);
      await page.goto('/settings/beneficios');
      await page.getByRole('region', { name: /^Parâmetros de benefício/ }).getByLabel('Plano', { exact: true }).selectOption({ label: 'HPE' });
      const form = page.getByRole('form', { name: 'Parâmetros do simulador de benefício' });
      await expect(form.getByLabel('Idade mínima para pedir (anos)')).toHaveValue('55');
      await expect(form.getByLabel('Percentual máximo da renda (% do saldo por mês)')).toHaveValue('2,00');

      await form.getByLabel('Prazo mínimo da renda (meses)').fill('400');
      await form.getByRole('button', { name: 'Salvar parâmetros' }).click();
      await expect(form.getByText('O prazo máximo da renda não pode ser menor que o mínimo.')).toBeVisible();
      await form.getByLabel('Prazo mínimo da renda (meses)').fill('120');
      await form.getByLabel('Idade mínima para pedir (anos)').fill('50');
      await form.getByLabel('Meses entre alterações de renda').fill('6');
      await form.getByRole('button', { name: 'Salvar parâmetros' }).click();
      await expect(page.getByText('Parâmetros de benefício salvos.')).toBeVisible();
      await checkAndShoot(page, 'settings-beneficios-regras');
      expect(await (await request.get(`/api/retornarParametrosBeneficio/${hpe}`, { headers })).json()).toMatchObject({ idadeMinima: 50, prazoRendaMinimoMeses: 120, mesesEntreAlteracoesRenda: 6, prazoRendaMaximoMeses: 360 });
    } finally {
      await request.put(`/api/atualizarParametrosBeneficio/${hpe}`, { headers, data: original });
    }
  });
});
