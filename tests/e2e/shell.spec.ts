import { expect, test } from '@playwright/test';
import { DEMO, sessionTokenOf, signInByApi } from './support/demo';

test.describe('the shell', () => {
  test('an assisted participant with one enrolment: no plan question, menu of built pages, switcher disabled, paycheck dashboard', async ({ page }) => {
    await signInByApi(page, DEMO.maria);
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Início | Portal do Participante');
    await expect(page.getByRole('dialog', { name: 'Escolha o plano' })).toHaveCount(0);

    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link')).toHaveText(['Início', 'Informações Cadastrais', 'Serviços', 'Documentos', 'Chat']);
    await expect(menu.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
    // An assisted participant's Beneficiários is a group (spec §2.6): closed, then both kinds once opened.
    await menu.getByRole('button', { name: 'Beneficiários' }).click();
    await expect(menu.getByRole('link')).toHaveText(['Início', 'Informações Cadastrais', 'Beneficiários de IR', 'Beneficiários Previdencial', 'Beneficiários indicados', 'Serviços', 'Documentos', 'Chat']);
    const account = page.getByRole('navigation', { name: 'Conta' });
    await expect(account.getByRole('link', { name: 'Alterar senha' })).toHaveAttribute('href', '/alterar-senha');
    await expect(account.getByRole('link', { name: 'Sair' })).toHaveAttribute('href', '/logout');

    const switcher = page.getByLabel('Matrícula', { exact: true });
    await expect(switcher).toBeDisabled();
    await expect(switcher.locator('option')).toHaveText(['HPE · 100077']);

    await expect(page.getByText('Último contracheque (líquido)')).toBeVisible();
    await expect(page.getByText('Próximo pagamento')).toBeVisible();
    await expect(page.locator('main')).toContainText(/R\$\s[\d.]+,\d{2}/);
    await expect(page.locator('main')).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(page.getByRole('heading', { name: 'Solicitações em aberto' })).toBeVisible();

    await expect(page.getByRole('button', { name: /Procurar/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Notificações/ })).toBeVisible();
    await expect(page.locator('footer')).toContainText(/versão \d+\.\d+\.\d+/);
  });

  test('a taxpayer sees the balance and the last contributions by month', async ({ page }) => {
    await signInByApi(page, DEMO.carlos);
    const dialog = page.getByRole('dialog', { name: 'Escolha o plano' });
    await dialog.getByLabel('Plano').selectOption({ label: 'HPE' });
    await dialog.getByRole('button', { name: 'Acessar' }).click();
    await expect(page.getByText('Saldo atual')).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(7);
    await expect(rows.nth(1).getByRole('cell').first()).toHaveText(/^[a-z]{3}\/\d{4}$/);
    await expect(rows.nth(1).getByRole('cell').last()).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
  });

  test('/services lists, by group, only the services whose page exists', async ({ page }) => {
    await signInByApi(page, DEMO.maria);
    await expect(page.getByText('Último contracheque (líquido)')).toBeVisible();
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Serviços' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page).toHaveTitle('Serviços | Portal do Participante');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Serviços');
    const groups = page.locator('main').getByRole('region');
    await expect(groups.getByRole('heading', { level: 2 })).toHaveText(['Meu plano', 'Minhas contribuições', 'Meu benefício', 'Minhas consultas']);
    const myPlan = page.getByRole('region', { name: 'Meu plano' });
    await expect(myPlan.getByRole('link')).toHaveText(['Beneficiários', 'Convidar participante', 'Notificação FATCA', 'Perfil de investimentos', 'Pessoa politicamente exposta', 'Regime de tributação', 'Residente no exterior']);
    await expect(myPlan.getByRole('link', { name: 'Beneficiários' })).toHaveAttribute('href', '/dependentes?tipo=previdencial');
    await expect(page.getByRole('region', { name: 'Minhas contribuições' }).getByRole('link')).toHaveText(['Demonstrativo de contribuição', 'Extrato de contribuição', 'Extrato de saldo', 'Extrato do IR regressivo', 'Informe de rendimentos']);
    await expect(page.getByRole('region', { name: 'Meu benefício' }).getByRole('link')).toHaveText(['Alteração de renda', 'Contracheque', 'Isenção aos 65 anos', 'Isenção por moléstia grave', 'Prova de vida', 'Suspender benefício']);
    await expect(page.getByRole('region', { name: 'Meu benefício' }).getByRole('link', { name: 'Contracheque' })).toHaveAttribute('href', '/services/contracheque');
    await expect(page.getByRole('region', { name: 'Minhas consultas' }).getByRole('link')).toHaveText(['Acompanhar solicitações', 'Atas', 'Declaração de concordância', 'Eleições', 'Fornecedores']);
    await expect(page.getByRole('region', { name: 'Minhas consultas' }).getByRole('link', { name: 'Acompanhar solicitações' })).toHaveAttribute('href', '/services/requests');
    await expect(page.getByText('Nenhum serviço disponível para este plano no momento.')).toHaveCount(0);
  });

  test('an administrator gets the admin dashboard, the admin menu and the dark-mode switch', async ({ page }) => {
    await signInByApi(page, DEMO.ana);
    await expect(page.getByText('Solicitações aguardando')).toBeVisible();
    await expect(page.getByText('Conversas não lidas')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Últimas solicitações' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Escolha o plano' })).toHaveCount(0);
    await expect(page.getByLabel('Matrícula')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link')).toHaveText(['Início', 'Central de Solicitações', 'Central de Notificações', 'Recadastramento', 'Provas de vida', 'Configurações', 'Documentos', 'Chat']);
    await page.getByText('Escuro', { exact: true }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('Sair ends the session', async ({ page, request }) => {
    await signInByApi(page, DEMO.maria);
    await expect(page.getByText('Último contracheque (líquido)')).toBeVisible();
    const token = await sessionTokenOf(page);
    await page.getByRole('navigation', { name: 'Conta' }).getByRole('link', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const secondLogout = await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
    expect(secondLogout.status()).toBe(401);
  });
});
