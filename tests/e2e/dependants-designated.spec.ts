import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiToken, DEMO, DEMO_PASSWORD, expectShell, signInByApi } from './support/demo';
import { contextsClosedAfterEachTest } from './support/own-contexts';
import { checkAndShoot } from './support/page-checks';
import { expectSavedAndBackOnRow, reopenFromRow } from './support/request-centre';

const MAIS_VALOR = 4;

const newContext = contextsClosedAfterEachTest();

async function signedIn(browser: Browser, cpf: string) {
  const page = await (await newContext(browser, { viewport: { width: 1280, height: 900 } })).newPage();
  await signInByApi(page, cpf);
  await expectShell(page);
  return page;
}

async function fillPerson(page: Page, index: number, person: { nome: string; cpf: string; parentesco: string; percentual: string }) {
  const group = page.getByRole('dialog', { name: 'Beneficiários indicados' }).getByRole('group', { name: `Pessoa ${index}` });
  await group.getByLabel('Nome completo').fill(person.nome);
  await group.getByLabel('CPF', { exact: true }).fill(person.cpf);
  await group.getByLabel('Parentesco').selectOption(person.parentesco);
  await group.getByLabel('Participação (%)').fill(person.percentual);
}

// The second test turns Mais Valor's approval on for a while: the first must not run meanwhile.
test.describe.configure({ mode: 'serial' });

test.describe('Beneficiários indicados (/dependentes?tipo=indicados)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Sofia designates two people 60/40, sees them listed, edits them and reads the history', async ({ page, request }) => {
    // A retry starts from the demo's state: Mais Valor without approval, Sofia without designations.
    const adminToken = await apiToken(request, DEMO.ana);
    await request.put(`/api/atualizarConfiguracaoBeneficiariosIndicados/${MAIS_VALOR}`, { headers: { Authorization: `Bearer ${adminToken}` }, data: { permiteIndicacao: true, exigeAprovacao: false } });
    const signIn = await request.post('/api/autenticar', { data: { cpf: DEMO.sofia.replace(/\D/g, ''), senha: DEMO_PASSWORD } });
    const { token, pessoa } = (await signIn.json()) as { token: string; pessoa: { id: number } };
    const headers = { Authorization: `Bearer ${token}` };
    const links = (await (await request.get(`/api/retornarPlanosAtivos/${pessoa.id}`, { headers })).json()) as Array<{ id: number }>;
    for (const link of links) await request.put(`/api/atualizarBeneficiariosIndicados/${link.id}`, { headers, data: { beneficiarios: [] } });
    // A retry's reset is itself a version: this test adds two to those already there.
    const versionsOf = async () => ((await (await request.get(`/api/retornarHistoricoBeneficiariosIndicados/${links[0].id}`, { headers })).json()) as { versoes: unknown[] }).versoes.length;
    const versionsBefore = await versionsOf();
    await signInByApi(page, DEMO.sofia);
    await expectShell(page);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Beneficiários' }).click();
    await page.getByRole('navigation', { name: 'Tipos de beneficiários' }).getByRole('link', { name: 'Beneficiários indicados' }).click();
    await expect(page).toHaveURL(/\/dependentes\?tipo=indicados$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beneficiários indicados');
    await expect(page.getByText('Você ainda não indicou ninguém para receber o saldo.')).toBeVisible();

    await page.getByRole('button', { name: 'Indicar beneficiários' }).click();
    const dialog = page.getByRole('dialog', { name: 'Beneficiários indicados' });
    await fillPerson(page, 1, { nome: 'Rita Autopatrocinada', cpf: '15350946056', parentesco: 'Filho(a)', percentual: '60' });
    await dialog.getByRole('button', { name: 'Adicionar pessoa' }).click();
    await fillPerson(page, 2, { nome: 'Caio Autopatrocinado', cpf: '70248328000', parentesco: 'Irmão(ã)', percentual: '30' });
    await expect(dialog.getByText('Total: 90,00 % de 100,00 %')).toBeVisible();
    await dialog.getByRole('button', { name: 'Salvar beneficiários' }).click();
    await expect(dialog.getByText('A soma das participações precisa ser exatamente 100,00 %. Hoje ela é 90,00 %.')).toBeVisible();
    await dialog.getByRole('group', { name: 'Pessoa 2' }).getByLabel('Participação (%)').fill('40');
    await expect(dialog.getByText('Total: 100,00 % de 100,00 %')).toBeVisible();
    await checkAndShoot(page, 'beneficiarios-indicados-formulario');
    await dialog.getByRole('button', { name: 'Salvar beneficiários' }).click();
    await expect(page.getByText('Beneficiários indicados salvos.')).toBeVisible();

    const rita = page.getByRole('row', { name: /Rita Autopatrocinada/ });
    await expect(rita.getByRole('cell')).toHaveText(['Rita Autopatrocinada', '153.509.460-56', 'Filho(a)', '—', '60,00 %']);
    await expect(page.getByRole('row', { name: /Caio Autopatrocinado/ }).getByRole('cell').last()).toHaveText('40,00 %');
    await checkAndShoot(page, 'beneficiarios-indicados');

    await page.getByRole('button', { name: 'Alterar beneficiários indicados' }).click();
    await expect(dialog.getByRole('group', { name: 'Pessoa 1' }).getByLabel('Participação (%)')).toHaveValue('60,00');
    await dialog.getByRole('group', { name: 'Pessoa 1' }).getByLabel('Participação (%)').fill('50');
    await dialog.getByRole('group', { name: 'Pessoa 2' }).getByLabel('Participação (%)').fill('50');
    await dialog.getByRole('button', { name: 'Salvar beneficiários' }).click();
    await expect(rita.getByRole('cell').last()).toHaveText('50,00 %');

    const history = page.getByRole('list', { name: 'Versões dos beneficiários indicados' }).getByRole('listitem').filter({ has: page.locator('time') });
    await expect(history).toHaveCount(versionsBefore + 2);
    await expect(history.first()).toContainText('Sofia Autopatrocinada');
    await expect(history.first()).toContainText('alterou Rita Autopatrocinada, Caio Autopatrocinado.');
    await expect(history.nth(1)).toContainText('incluiu Rita Autopatrocinada, Caio Autopatrocinado.');
  });

  test('Carlos finds the two people he designated in HPE (demo); in DXC a change asks for the fund’s approval', async ({ page }) => {
    await signInByApi(page, DEMO.carlos);
    const choice = page.getByRole('dialog', { name: 'Escolha o plano' });
    await choice.getByLabel('Plano').selectOption({ label: 'HPE' });
    await choice.getByRole('button', { name: 'Acessar' }).click();
    await expect(page.getByText('Plano HPE · matrícula 100231')).toBeVisible();
    await page.goto('/dependentes?tipo=indicados');
    await expect(page.getByRole('row', { name: /Helena Contribuinte/ }).getByRole('cell')).toHaveText(['Helena Contribuinte', '153.509.460-56', 'Cônjuge', 'helena.contribuinte@example.com · (11) 98765-4321', '60,00 %']);
    await expect(page.getByRole('row', { name: /Pedro Contribuinte/ }).getByRole('cell').last()).toHaveText('40,00 %');
    await expect(page.getByRole('list', { name: 'Versões dos beneficiários indicados' })).toContainText('Carlos Contribuinte');
    await checkAndShoot(page, 'beneficiarios-indicados-carlos');

    // A new enrolment reloads the portal at its home.
    await page.getByLabel('Matrícula', { exact: true }).selectOption({ label: 'DXC · 700418' });
    await expect(page.getByText('Plano DXC · matrícula 700418')).toBeVisible();
    await page.goto('/dependentes?tipo=indicados');
    await expect(page.getByText('Você ainda não indicou ninguém para receber o saldo.')).toBeVisible();
    await page.getByRole('button', { name: 'Indicar beneficiários' }).click();
    const dialog = page.getByRole('dialog', { name: 'Beneficiários indicados' });
    await expect(dialog.getByText('No seu plano, a alteração é um pedido ao fundo: a nova lista vale quando o fundo aprovar.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Enviar para aprovação' })).toBeVisible();
  });

  test("with the plan's approval on, the change is a request that takes effect when an administrator concludes it", async ({ browser, request }) => {
    const adminToken = await apiToken(request, DEMO.ana);
    try {
      const ana = await signedIn(browser, DEMO.ana);
      await ana.goto('/settings/beneficios');
      const rules = ana.getByRole('region', { name: 'Beneficiários indicados' });
      await rules.getByLabel('Plano', { exact: true }).selectOption({ label: 'Mais Valor' });
      await rules.getByLabel('Uma alteração precisa da aprovação do fundo').check();
      await rules.getByRole('button', { name: 'Salvar regras' }).click();
      await expect(ana.getByText('Regras de beneficiários indicados salvas.')).toBeVisible();
      await checkAndShoot(ana, 'beneficiarios-indicados-regras');

      const sofia = await signedIn(browser, DEMO.sofia);
      await sofia.goto('/dependentes?tipo=indicados');
      await sofia.getByRole('button', { name: 'Alterar beneficiários indicados' }).click();
      const dialog = sofia.getByRole('dialog', { name: 'Beneficiários indicados' });
      await expect(dialog.getByText('No seu plano, a alteração é um pedido ao fundo')).toBeVisible();
      await dialog.getByRole('group', { name: 'Pessoa 1' }).getByLabel('Participação (%)').fill('70');
      await dialog.getByRole('group', { name: 'Pessoa 2' }).getByLabel('Participação (%)').fill('30');
      await dialog.getByRole('button', { name: 'Enviar para aprovação' }).click();
      const sent = sofia.getByText(/Pedido enviado com o protocolo \d+\. A nova lista vale quando o fundo aprovar\./);
      await expect(sent).toBeVisible();
      const protocolo = /protocolo (\d+)/.exec((await sent.textContent()) ?? '')![1];
      await expect(sofia.getByText(`Pedido de alteração ${protocolo} em análise`)).toBeVisible();
      // Still the list in force until the fund approves.
      await expect(sofia.getByRole('row', { name: /Rita Autopatrocinada/ }).getByRole('cell').last()).toHaveText('50,00 %');
      await expect(sofia.getByRole('button', { name: 'Alterar beneficiários indicados' })).toHaveCount(0);
      await checkAndShoot(sofia, 'beneficiarios-indicados-pedido');

      await ana.goto('/request-management');
      await ana.getByRole('searchbox', { name: 'Pessoa' }).fill('Sofia');
      await ana.getByRole('button', { name: 'Filtrar' }).click();
      await ana.getByRole('button', { name: `Ver solicitação ${protocolo} de Sofia Autopatrocinada` }).click();
      const detail = ana.getByRole('dialog', { name: `Solicitação ${protocolo}` });
      await expect(detail).toContainText('Rita Autopatrocinada, CPF 153.509.460-56, Filho(a): 70,00 %');
      await detail.getByLabel('Nova situação').selectOption({ label: 'Concluída' });
      await detail.getByRole('button', { name: 'Salvar situação' }).click();
      await expectSavedAndBackOnRow(ana, protocolo, 'Sofia Autopatrocinada', 'Concluída');
      await expect((await reopenFromRow(ana, protocolo, 'Sofia Autopatrocinada')).getByTestId('request-status')).toHaveText('Concluída');

      await sofia.reload();
      await expect(sofia.getByRole('row', { name: /Rita Autopatrocinada/ }).getByRole('cell').last()).toHaveText('70,00 %');
      await expect(sofia.getByText(/em análise/)).toHaveCount(0);
      const newest = sofia.getByRole('list', { name: 'Versões dos beneficiários indicados' }).getByRole('listitem').filter({ has: sofia.locator('time') }).first();
      await expect(newest).toContainText(`Pedido ${protocolo}, aprovado por Ana Administradora.`);
    } finally {
      await request.put(`/api/atualizarConfiguracaoBeneficiariosIndicados/${MAIS_VALOR}`, { headers: { Authorization: `Bearer ${adminToken}` }, data: { permiteIndicacao: true, exigeAprovacao: false } });
    }
  });
});
