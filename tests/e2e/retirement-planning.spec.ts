import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectShell, signInByApi } from './support/demo';
import { checkAndShoot } from './support/page-checks';

/** 'R$ 1.234,56' (with the page's no-break space) → '1234.56'. */
const decimalOf = (text: string) => text.replace(/[^\d,]/g, '').replace(',', '.');

// DXC: no other spec asks for a contribution change there, so the change page is free to start from the suggestion.
async function signInToDxc(page: Page) {
  await signInByApi(page, DEMO.carlos);
  const dialog = page.getByRole('dialog', { name: 'Escolha o plano' });
  await dialog.getByLabel('Plano').selectOption({ label: 'DXC' });
  await dialog.getByRole('button', { name: 'Acessar' }).click();
  await expect(dialog).toHaveCount(0);
  // On a phone the main menu is in a drawer, out of the page until opened.
  if ((page.viewportSize()?.width ?? 1280) < 1024) await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  else await expectShell(page);
}

test.describe('Minha aposentadoria (/planejamento)', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`Carlos sets a goal at 62, sees the gap and opens the contribution change with the value filled (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInToDxc(page);
      if (viewport.width < 1024) await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Minha aposentadoria' }).click();
      await expect(page).toHaveURL(/\/planejamento$/);
      await expect(page).toHaveTitle('Minha aposentadoria | Portal do Participante');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Minha aposentadoria');

      // The picture at the goal's age (the demo's goal at 60 first); the income of the plan in today's reais.
      await expect(page.getByTestId('renda-total-hoje')).toHaveText(/R\$\s[\d.]+,\d{2}/);
      const goal = page.getByRole('region', { name: 'Sua meta' });
      // The demo's goal asked for the off-track notice, and saving the new goal keeps it asked for.
      const notice = goal.getByRole('checkbox', { name: 'Quero receber um aviso quando a minha projeção ficar mais de 10 % abaixo da meta' });
      await expect(notice).toBeChecked();
      await goal.getByLabel('Idade em que quer se aposentar').fill('62');
      await goal.getByLabel('Renda mensal desejada (R$, em valores de hoje)').fill('30.000,00');
      await goal.getByLabel('Estimativa do INSS (R$ por mês)').fill('3.200,00');
      await goal.getByLabel('Outras rendas (R$ por mês)').fill('0');
      await goal.getByRole('button', { name: 'Salvar meta' }).click();

      await expect(page.getByRole('heading', { name: 'Sua renda aos 62 anos' })).toBeVisible();
      const gap = page.getByRole('region', { name: 'O que falta para a sua meta' });
      await expect(gap).toBeVisible();
      // The gap is the goal less the total shown, to the centavo.
      const total = decimalOf((await page.getByTestId('renda-total-hoje').textContent()) ?? '');
      const missing = decimalOf((await gap.getByTestId('lacuna').textContent()) ?? '');
      expect(Math.round((30000 - Number(total)) * 100)).toBe(Math.round(Number(missing) * 100));
      await expect(gap).toContainText('Você está mais de 10 % abaixo da meta.');
      // The three scenarios as a table (the chart's alternative).
      const scenarios = page.getByRole('table', { name: 'Renda do plano aos 62 anos em cada cenário' });
      await expect(scenarios.getByRole('row')).toHaveCount(4);
      await checkAndShoot(page, `planejamento-carlos-${viewport.width}`);
      await page.setViewportSize(viewport);

      const extra = decimalOf((await gap.getByTestId('contribuicao-adicional').textContent()) ?? '');
      await gap.getByRole('link', { name: 'Alterar minha contribuição' }).click();
      await expect(page).toHaveURL(new RegExp(`/services/alterar-contribuicao\\?adicional=${extra.replace('.', '\\.')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alterar contribuição');
      // The form starts from the suggestion.
      await expect(page.getByText(/^Valor sugerido pelo planejamento da aposentadoria:/)).toHaveText(
        `Valor sugerido pelo planejamento da aposentadoria: + R$\u00a0${extra.replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, '.')} por mês.`,
      );

      // Back on the page, the goal is kept.
      await page.goto('/planejamento');
      await expect(page.getByRole('region', { name: 'Sua meta' }).getByLabel('Idade em que quer se aposentar')).toHaveValue('62');
      await expect(notice).toBeChecked();
    });
  }

  test('refuses a goal below today’s age, in Portuguese, by the field', async ({ page }) => {
    await signInByApi(page, DEMO.sofia);
    await expectShell(page);
    await page.goto('/planejamento');
    const goal = page.getByRole('region', { name: 'Sua meta' });
    await goal.getByLabel('Idade em que quer se aposentar').fill('30');
    await goal.getByRole('button', { name: 'Salvar meta' }).click();
    await expect(goal.getByText(/^Informe uma idade de 40 a 85 anos, maior que a sua idade hoje\.$/)).toBeVisible();
    await expect(goal.getByText(/^Informe a renda mensal desejada/)).toBeVisible();
  });

  test('Sofia uses the December room: her income, the room left, and a sporadic contribution of exactly that with its PIX code', async ({ page }) => {
    const month = Number(new Intl.DateTimeFormat('en', { month: 'numeric', timeZone: 'America/Sao_Paulo' }).format(new Date()));
    test.skip(month < 10, 'The December room is shown from October to December (the API tests fix the clock for the rest of the year).');
    await signInByApi(page, DEMO.sofia);
    await expectShell(page);
    await page.goto('/planejamento');
    const goal = page.getByRole('region', { name: 'Sua meta' });
    await goal.getByLabel('Idade em que quer se aposentar').fill('65');
    await goal.getByLabel('Renda mensal desejada (R$, em valores de hoje)').fill('8.000,00');
    await goal.getByRole('button', { name: 'Salvar meta' }).click();

    const year = new Date().getFullYear();
    const room = page.getByRole('region', { name: `Dedução no Imposto de Renda de ${year}` });
    await expect(room).toContainText('declaração completa');
    await room.getByLabel(`Sua renda bruta tributável em ${year} (R$)`).fill('120.000,00');
    await room.getByRole('button', { name: 'Calcular' }).click();
    await expect(room.getByText('Limite de 12 %')).toBeVisible();
    await expect(room).toContainText('R$\u00a014.400,00');
    await expect(room).toContainText(`PIX até 31/12/${year}`);
    const left = decimalOf((await room.getByTestId('espaco-restante').textContent()) ?? '');
    expect(Number(left)).toBeGreaterThan(0);
    await checkAndShoot(page, 'planejamento-dezembro-sofia');

    await room.getByRole('link', { name: /^Contribuir R\$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/services/gerar-contribuicao\\?valor=${left.replace('.', '\\.')}$`));
    const value = page.getByLabel('Valor da contribuição (R$)');
    await expect(value).toHaveValue(new RegExp(left.replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, '.?')));
    await page.getByRole('button', { name: 'Gerar boleto e PIX' }).click();
    await expect(page.getByRole('heading', { name: 'PIX copia e cola' })).toBeVisible();
    // Due by the year's last banking day, so that it counts in this year's deduction.
    await expect(page.locator('dt', { hasText: 'Vencimento' }).locator('xpath=following-sibling::dd[1]').first()).toHaveText(new RegExp(`^\\d{2}/12/${year}$`));
  });

  test('an administrator sets a plan’s planning assumptions on /settings/beneficios, checked field by field', async ({ page }) => {
    await signInByApi(page, DEMO.ana);
    await expectShell(page);
    await page.goto('/settings/beneficios');
    const settings = page.getByRole('region', { name: 'Planejamento da aposentadoria' });
    await settings.getByLabel('Plano', { exact: true }).selectOption({ label: 'HPE' });
    const optimistic = settings.getByLabel('Rentabilidade otimista (% ao ano)');
    await expect(optimistic).not.toHaveValue('');
    await settings.getByLabel('Rentabilidade pessimista (% ao ano)').fill('3,00');
    await settings.getByLabel('Rentabilidade esperada (% ao ano)').fill('5,00');
    await optimistic.fill('4,00');
    await settings.getByRole('button', { name: 'Salvar premissas' }).click();
    await expect(settings.getByText('A rentabilidade pessimista não pode passar da esperada, nem a esperada da otimista.')).toBeVisible();
    await optimistic.fill('7,00');
    await settings.getByLabel('Inflação suposta (% ao ano)').fill('4,50');
    await settings.getByLabel('Prazo da renda no planejamento (meses)').fill('300');
    await settings.getByRole('button', { name: 'Salvar premissas' }).click();
    await expect(page.getByText('Premissas de planejamento salvas.')).toBeVisible();
    await checkAndShoot(page, 'planejamento-premissas');
    await page.reload();
    const again = page.getByRole('region', { name: 'Planejamento da aposentadoria' });
    await again.getByLabel('Plano', { exact: true }).selectOption({ label: 'HPE' });
    await expect(again.getByLabel('Rentabilidade otimista (% ao ano)')).toHaveValue('7,00');
    await expect(again.getByLabel('Prazo da renda no planejamento (meses)')).toHaveValue('300');
  });
});
