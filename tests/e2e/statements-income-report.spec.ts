import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatBrl } from '@/domain/format-decimal';
import { apiToken, DEMO, signInByApi } from './support/demo';
import { checkAndShoot } from './support/page-checks';

interface HealthPlan {
  nomeOperadora: string;
  cnpjOperadora: string;
  valorTitular: string;
  total: string;
}

test.describe('Informe de rendimentos (/services/report-income)', () => {
  test('Maria finds what she paid to the health plan in 2025, with the operator’s name and CNPJ, the figure of the API', async ({ page, request }) => {
    // The API's figures, read apart from the page.
    const token = await apiToken(request, DEMO.maria);
    const headers = { authorization: `Bearer ${token}` };
    const { pessoa } = (await (await request.post('/api/autenticar', { data: { cpf: DEMO.maria.replace(/\D/g, ''), senha: 'Previdencia@2026' } })).json()) as { pessoa: { id: number } };
    const [link] = (await (await request.get(`/api/retornarPlanosAtivos/${pessoa.id}`, { headers })).json()) as Array<{ id: number }>;
    const report = (await (await request.get(`/api/retornarInformeRendimentos/${link.id}/2025?formato=json`, { headers })).json()) as { planosSaude: HealthPlan[] };
    expect(report.planosSaude).toHaveLength(1);
    const [plan] = report.planosSaude;
    expect(plan).toMatchObject({ cnpjOperadora: '47.382.916/0001-17', valorTitular: '4948.20' }); // 12 × 412,35

    await signInByApi(page, DEMO.maria);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Maria');
    await page.goto('/services/report-income');
    const year = page.getByRole('region', { name: 'Informe de rendimentos 2025' });
    const healthPlan = year.getByRole('region', { name: 'Plano de saúde' });
    await expect(healthPlan).toContainText(plan.nomeOperadora);
    await expect(healthPlan.getByTestId('plano-saude-cnpj')).toHaveText(plan.cnpjOperadora);
    await expect(healthPlan.getByTestId('plano-saude-titular')).toHaveText(formatBrl(plan.valorTitular));
    await expect(healthPlan).toContainText('despesa médica');
    await checkAndShoot(page, 'informe-rendimentos-plano-saude');
  });

  test('Carlos, a contributor without paychecks, has no health-plan block', async ({ page }) => {
    await signInByApi(page, DEMO.carlos);
    const dialog = page.getByRole('dialog', { name: 'Escolha o plano' });
    await dialog.getByLabel('Plano').selectOption({ label: 'HPE' });
    await dialog.getByRole('button', { name: 'Acessar' }).click();
    await expect(dialog).toHaveCount(0);
    await page.goto('/services/report-income');
    await expect(page.getByRole('region', { name: 'Informe de rendimentos 2025' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Plano de saúde' })).toHaveCount(0);
  });
});

/** Maria's plan link and the API's figures of her 2025 report, with the paying source the list names. */
async function mariasReport(request: APIRequestContext) {
  const token = await apiToken(request, DEMO.maria);
  const headers = { authorization: `Bearer ${token}` };
  const { pessoa } = (await (await request.post('/api/autenticar', { data: { cpf: DEMO.maria.replace(/\D/g, ''), senha: 'Previdencia@2026' } })).json()) as { pessoa: { id: number } };
  const [link] = (await (await request.get(`/api/retornarPlanosAtivos/${pessoa.id}`, { headers })).json()) as Array<{ id: number }>;
  const report = (await (await request.get(`/api/retornarInformeRendimentos/${link.id}/2025?formato=json`, { headers })).json()) as Record<string, string>;
  const { fontePagadora } = (await (await request.get(`/api/retornarInformesRendimentos/${link.id}`, { headers })).json()) as { fontePagadora: { nome: string; cnpj: string } };
  return { report, fontePagadora };
}

test.describe('Informe de rendimentos, campo a campo na declaração', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Maria sees where each figure of 2025 goes in the IRPF program and copies one as the program takes it typed', async ({ page, request }) => {
    const { report, fontePagadora } = await mariasReport(request);
    expect(fontePagadora.cnpj).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);

    await signInByApi(page, DEMO.maria);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Maria');
    await page.goto('/services/report-income');
    const year = page.getByRole('region', { name: 'Informe de rendimentos 2025' });
    const fields = year.getByRole('region', { name: 'Na declaração do Imposto de Renda' });
    const taxable = fields.getByRole('region', { name: 'Rendimentos Tributáveis Recebidos de Pessoa Jurídica' });
    await expect(taxable).toContainText('CNPJ da fonte pagadora');
    await expect(taxable).toContainText(fontePagadora.cnpj);
    await expect(taxable).toContainText(fontePagadora.nome);
    for (const [label, figure] of [
      ['Rendimentos recebidos de pessoa jurídica', 'rendimentosTributaveis'],
      ['Imposto retido na fonte', 'impostoRetido'],
      ['IRRF sobre 13º salário', 'impostoDecimoTerceiro'],
    ]) {
      // Each field is a row of the ficha's list: its label (dt) and the PDF's figure (dd).
      await expect(taxable.locator('div').filter({ has: page.getByText(label, { exact: true }) })).toContainText(formatBrl(report[figure]));
    }
    await expect(fields.getByRole('region', { name: /Pagamentos Efetuados.*26 – Planos de saúde no Brasil/ })).toContainText('47.382.916/0001-17');

    await taxable.getByRole('button', { name: 'Copiar Rendimentos recebidos de pessoa jurídica' }).click();
    await expect(page.getByText('Copiado')).toBeVisible();
    const typed = report.rendimentosTributaveis.replace('.', ',');
    expect(typed).toBe('82200,00');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(typed);
    await taxable.getByRole('button', { name: 'Copiar CNPJ da fonte pagadora' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fontePagadora.cnpj);

    await checkAndShoot(page, 'informe-rendimentos-campos-irpf');
  });
});
