import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signInByApi } from './support/demo';
import { checkAndShoot } from './support/page-checks';

async function signInAsCarlosOn(page: Page, plan: 'HPE' | 'DXC', matricula: string) {
  await signInByApi(page, DEMO.carlos);
  const dialog = page.getByRole('dialog', { name: 'Escolha o plano' });
  await dialog.getByLabel('Plano').selectOption({ label: plan });
  await dialog.getByRole('button', { name: 'Acessar' }).click();
  await expect(page.getByText(`Plano ${plan} · matrícula ${matricula}`)).toBeVisible();
}

/** R$ 1.234,56 as the page writes it, from the API's '1234.56'. */
const brl = (value: string) => {
  const [integer, fraction] = value.split('.');
  return `R$\u00a0${integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}`;
};

test.describe('tax regime (service 1) and its assistant', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the assistant shows both regimes side by side over Carlos’s numbers, the break-even and the recommendation; other income recalculates', async ({ page, request }) => {
    await signInAsCarlosOn(page, 'HPE', '100231');
    await page.goto('/services/simulador-regime-tributacao');
    await expect(page).toHaveTitle('Simulador de regime de tributação | Portal do Participante');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simulador de regime de tributação');

    const income = page.getByRole('region', { name: 'Na aposentadoria: imposto sobre a renda mensal' });
    await expect(income.getByRole('article', { name: 'Progressivo' })).toBeVisible();
    await expect(income.getByRole('article', { name: 'Regressivo' })).toBeVisible();
    await expect(income.getByRole('rowheader', { name: 'Alíquota efetiva' })).toHaveCount(2);
    await expect(page.getByTestId('recomendacao')).toContainText(/o regime que tende a cobrar menos é o (Progressivo|Regressivo)/);
    await expect(page.getByText(/irretratável: depois de confirmada, não pode ser desfeita/)).toBeVisible();
    await expect(page.getByTestId('ponto-equilibrio')).toHaveText(/^Se sua renda mensal ficar acima de R\$\s[\d.]+,\d{2}, o regressivo cobra menos\.$/);

    // The redemption's regressive tax is the regressive extract's total.
    const login = await request.post('/api/autenticar', { data: { cpf: DEMO.carlos.replace(/\D/g, ''), senha: DEMO_PASSWORD } });
    const { token, pessoa } = (await login.json()) as { token: string; pessoa: { id: number } };
    const links = (await (await request.get(`/api/retornarPlanosAtivos/${pessoa.id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number; plano: { nome: string } }[];
    const hpe = links.find((link) => link.plano.nome === 'HPE')!;
    const extract = (await (await request.get(`/api/retornarExtratoIrRegressivo/${hpe.id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { totais: { imposto: string } };
    await expect(page.getByTestId('resgate-regressivo-imposto')).toHaveText(brl(extract.totais.imposto));
    // The progressive 15 % is an advance: beside it, the range of the final tax of the annual declaration.
    await expect(page.getByTestId('resgate-progressivo-imposto-final')).toHaveText(/^de R\$\s[\d.]+,\d{2} a R\$\s[\d.]+,\d{2}$/);
    await checkAndShoot(page, 'simulador-regime');

    // On a phone the two columns are stacked.
    await page.setViewportSize({ width: 390, height: 900 });
    const progressive = await income.getByRole('article', { name: 'Progressivo' }).boundingBox();
    const regressive = await income.getByRole('article', { name: 'Regressivo' }).boundingBox();
    expect(regressive!.y).toBeGreaterThanOrEqual(progressive!.y + progressive!.height);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Other income makes the progressive table cost more for the same income.
    const before = await page.getByTestId('renda-progressivo-imposto').textContent();
    await page.getByLabel('Outras rendas tributáveis por mês (R$)').fill('abc');
    await page.getByRole('button', { name: 'Recalcular' }).click();
    await expect(page.getByText('Informe um valor em reais, por exemplo 3.500,00 (ou 0 se não tiver).')).toBeVisible();
    await page.getByLabel('Outras rendas tributáveis por mês (R$)').fill('8.000,00');
    await page.getByRole('button', { name: 'Recalcular' }).click();
    await expect(page.getByText(/acrescenta às suas outras rendas de R\$\s8\.000,00 por mês/)).toBeVisible();
    await expect(page.getByTestId('renda-progressivo-imposto')).not.toHaveText(before ?? '');
    await expect(page.getByRole('link', { name: 'Escolher meu regime' })).toHaveAttribute('href', '/services/regime-tributacao');
  });

  test('Carlos chooses the regressive regime on DXC with its confirmation, and the request appears in his tracking', async ({ page }) => {
    await signInAsCarlosOn(page, 'DXC', '700418');
    await page.goto('/services');
    await page.getByRole('link', { name: 'Regime de tributação' }).click();
    await expect(page).toHaveURL(/\/services\/regime-tributacao$/);
    await expect(page.getByTestId('regime-atual')).toHaveText('Não informado');
    await expect(page.getByRole('heading', { name: 'O que cada regime quer dizer' })).toBeVisible();
    await expect(page.getByTestId('pode-escolher')).toContainText('Sim. Você pode escolher qualquer um dos dois');
    await expect(page.getByRole('link', { name: 'Comparar com os meus números' })).toHaveAttribute('href', '/services/simulador-regime-tributacao');
    await checkAndShoot(page, 'regime-tributacao');

    await page.getByRole('button', { name: 'Escolher o regressivo' }).click();
    await expect(page.getByRole('heading', { name: 'Confirme a sua escolha: regime regressivo' })).toBeFocused();
    await page.getByRole('button', { name: 'Confirmar escolha' }).click();
    await expect(page.getByText('Para escolher o regressivo, marque a caixa confirmando que você está ciente de que a escolha não pode ser desfeita.')).toBeVisible();
    const confirmation = page.getByRole('checkbox', { name: /é irretratável.*Lei 14\.803\/2024/ });
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await confirmation.check();
    await checkAndShoot(page, 'regime-tributacao-confirmacao');
    await page.getByRole('button', { name: 'Confirmar escolha' }).click();

    const protocol = page.getByTestId('protocolo');
    await expect(protocol).toHaveText(/^\d{10}$/);
    const number = (await protocol.textContent())!;
    await checkAndShoot(page, 'regime-tributacao-enviada');
    await page.getByRole('link', { name: 'Acompanhar solicitações' }).last().click();
    await expect(page).toHaveURL(/\/services\/requests$/);
    await expect(page.getByRole('row').filter({ hasText: number })).toContainText('Regime de tributação');

    // Back on the page, the open request blocks a second choice and says why.
    await page.goto('/services/regime-tributacao');
    await expect(page.getByTestId('pode-escolher')).toContainText(`Não. Você já tem uma solicitação de regime de tributação em andamento (protocolo ${number})`);
    await expect(page.getByRole('button', { name: /^Escolher o/ })).toHaveCount(0);
  });

  test('Bruno (BPD, regressive) reads why he cannot choose', async ({ page }) => {
    await signInByApi(page, DEMO.bruno);
    await expect(page.getByText(/Plano HPE · matrícula/)).toBeVisible();
    await page.goto('/services/regime-tributacao');
    await expect(page.getByTestId('regime-atual')).toHaveText('Regressivo');
    await expect(page.getByTestId('pode-escolher')).toHaveText('Não. Você já escolheu o regime regressivo, e essa escolha é irretratável: não pode ser desfeita (Lei 14.803/2024).');
    await expect(page.getByRole('button', { name: /^Escolher o/ })).toHaveCount(0);
    await checkAndShoot(page, 'regime-tributacao-bruno');
  });
});
