import { expect, test } from '@playwright/test';
import { DEMO, expectShell, signInByApi } from './support/demo';

test.describe('Beneficiários (/dependentes)', () => {
  test('Sofia adds, edits and removes pension beneficiaries whose shares add up to 100 %', async ({ page }) => {
    await signInByApi(page, DEMO.sofia);
    await expectShell(page);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Beneficiários' }).click();
    await expect(page).toHaveURL(/\/dependentes\?tipo=previdencial$/);
    await expect(page).toHaveTitle('Beneficiários Previdencial | Portal do Participante');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beneficiários Previdencial');
    await expect(page.getByText('Você ainda não cadastrou nenhum beneficiário.')).toBeVisible();

    await page.getByRole('button', { name: 'Adicionar beneficiário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar beneficiário' });
    await dialog.getByLabel('Nome completo').fill('Rita Autopatrocinada');
    const cpf = dialog.getByLabel('CPF', { exact: true });
    await cpf.pressSequentially('15350946057');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(dialog.getByText('CPF inválido.')).toBeVisible();
    await cpf.fill('');
    await cpf.pressSequentially('15350946056');
    await expect(cpf).toHaveValue('153.509.460-56');
    await dialog.getByLabel('Data de nascimento').fill('2012-03-04');
    await dialog.getByLabel('Parentesco').selectOption('Filho(a)');
    await dialog.getByLabel('Finalidade').fill('Pensão por morte');
    await dialog.getByLabel('Participação (%)').fill('60');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByText('Beneficiário incluído.')).toBeVisible();

    const rita = page.getByRole('row', { name: /Rita Autopatrocinada/ });
    await expect(rita.getByRole('cell')).toHaveText(['Rita Autopatrocinada', '153.509.460-56', '04/03/2012', 'Filho(a)', 'Pensão por morte', '60,00 %', /Editar\s*Excluir/]);
    await expect(page.getByText('Total distribuído: 60,00 % de 100,00 %')).toBeVisible();
    await expect(page.getByText('Faltam 40,00 %')).toBeVisible();

    // Only a name and a share: saved, flagged incomplete; the API refuses a share past 100 % in total.
    await page.getByRole('button', { name: 'Adicionar beneficiário' }).click();
    await dialog.getByLabel('Nome completo').fill('Caio Autopatrocinado');
    await dialog.getByLabel('Participação (%)').fill('50');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(dialog.getByText('A soma das participações não pode passar de 100%. Já estão distribuídos 60,00%.')).toBeVisible();
    await dialog.getByLabel('Participação (%)').fill('40');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    const caio = page.getByRole('row', { name: /Caio Autopatrocinado/ });
    await expect(caio).toContainText('Cadastro incompleto');
    await expect(rita).not.toContainText('Cadastro incompleto');
    await expect(page.getByText('Total distribuído: 100,00 % de 100,00 %')).toBeVisible();
    await expect(page.getByText(/Faltam/)).toHaveCount(0);

    await rita.getByRole('button', { name: 'Editar Rita Autopatrocinada' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar beneficiário' });
    await expect(edit.getByLabel('Participação (%)')).toHaveValue('60,00');
    await edit.getByLabel('Finalidade').fill('Pensão por morte e pecúlio');
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Beneficiário atualizado.')).toBeVisible();
    await expect(rita.getByRole('cell').nth(4)).toHaveText('Pensão por morte e pecúlio');

    await caio.getByRole('button', { name: 'Excluir Caio Autopatrocinado' }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir beneficiário' });
    await expect(confirm).toContainText('Deseja excluir Caio Autopatrocinado?');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(caio).toBeVisible();
    await caio.getByRole('button', { name: 'Excluir Caio Autopatrocinado' }).click();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Beneficiário excluído.')).toBeVisible();
    await expect(caio).toHaveCount(0);
    await expect(page.getByText('Faltam 40,00 %')).toBeVisible();

    await page.reload();
    await expect(rita).toBeVisible();
    await rita.getByRole('button', { name: 'Excluir Rita Autopatrocinada' }).click();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Você ainda não cadastrou nenhum beneficiário.')).toBeVisible();
  });

  test('an assisted participant reaches the income-tax dependants through the Beneficiários group', async ({ page }) => {
    await signInByApi(page, DEMO.maria);
    await expectShell(page);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('button', { name: 'Beneficiários' }).click();
    await menu.getByRole('link', { name: 'Beneficiários de IR' }).click();
    await expect(page).toHaveURL(/\/dependentes\?tipo=imposto-renda$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beneficiários de IR');
    await expect(menu.getByRole('link', { name: 'Beneficiários de IR' })).toHaveAttribute('aria-current', 'page');
    const jose = page.getByRole('row', { name: /José Assistido/ });
    await expect(jose).toContainText('386.152.190-36');
    await expect(jose).toContainText('Dedução do IR');
    // No share for an income-tax dependant: it applies to pension beneficiaries only, so the record is complete.
    await expect(jose).not.toContainText('Cadastro incompleto');
    await expect(jose).not.toContainText('Falta: participação');
    await jose.getByRole('button', { name: /Editar/ }).click();
    const edit = page.getByRole('dialog');
    await expect(edit.getByLabel('Finalidade')).toHaveValue('Dedução do IR');
    await expect(edit.getByLabel('Participação (%)')).toHaveCount(0);
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByText(/Total distribuído/)).toHaveCount(0);
  });

  test('a missing or unknown tipo shows the pension beneficiaries', async ({ page }) => {
    await signInByApi(page, DEMO.maria);
    await expectShell(page);
    await page.goto('/dependentes?tipo=outro');
    await expect(page).toHaveURL(/\/dependentes\?tipo=previdencial$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beneficiários Previdencial');
    await expect(page.getByRole('row', { name: /José Assistido/ })).toContainText('100,00 %');
    await expect(page.getByText('Total distribuído: 100,00 % de 100,00 %')).toBeVisible();
  });

  test('a form whose code is still on its way: a labelled spinner, then the form takes the focus; offline, it says so and loads on retry', async ({ page }) => {
    await signInByApi(page, DEMO.maria);
    await expectShell(page);
    await page.goto('/dependentes');
    await expect(page.getByRole('row', { name: /José Assistido/ })).toBeVisible();
    // The menu links' prefetches done first: refused, they would leave script tags that webpack waits on for good
    // (a shared chunk of the form among them). Next starts them when the browser is idle, which on a loaded machine
    // comes after the network's first quiet moment: wait until the profile page's has been fetched and nothing more
    // has been asked for a second.
    await page.waitForLoadState('networkidle');
    const resources = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    await expect.poll(async () => (await resources()).some((name) => /\/pages\/perfil-[^/]+\.js$/.test(name)), { timeout: 20_000 }).toBe(true);
    let seen = -1;
    await expect
      .poll(
        async () => {
          const count = (await resources()).length;
          const isQuiet = count === seen;
          seen = count;
          return isQuiet;
        },
        { intervals: [1000], timeout: 20_000 },
      )
      .toBe(true);

    // The form's code is fetched on demand: first refuse it, as a dropped connection would…
    const chunks = '**/_next/static/chunks/**';
    await page.route(chunks, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Adicionar beneficiário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar beneficiário' });
    await expect(dialog.getByRole('alert')).toHaveText('Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.');

    // …then let it through slowly: the dialog says what it is loading, and the first field gets the focus on arrival.
    await page.unroute(chunks);
    await page.route(chunks, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500)); // a slow network, not a wait of the test
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(dialog.getByRole('status', { name: 'Carregando o formulário' })).toBeVisible();
    await expect(dialog.getByLabel('Nome completo')).toBeFocused();
  });
});
