import { expect, test, type Page } from '@playwright/test';
import { apiToken, DEMO, expectShell, signInByApi } from './support/demo';
import { checkAndShoot } from './support/page-checks';

const NOTE = 'Sem escolha na primeira quinzena do mês, o participante permanece no perfil Super Conservador até o próximo ciclo.';


/** Today in Brasília, as the server decides the window (the seed's: days 1 to 15). */
function fundToday(): { day: number; month: number; year: number } {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()).split('-').map(Number);
  return { day, month, year };
}
const pad = (value: number) => String(value).padStart(2, '0');

const DXC = 7;

/** Chooses Arrojado, confirms, sees the protocol and finds the request in /services/requests. */
async function requestArrojado(page: Page) {
  const profiles = page.getByRole('region', { name: 'Perfis do plano DXC' });
  await profiles.getByRole('button', { name: 'Escolher o perfil Arrojado' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar a alteração de perfil' });
  await expect(confirm).toContainText('Você pede para mudar para o perfil Arrojado.');
  await confirm.getByRole('button', { name: 'Confirmar pedido' }).click();
  const done = profiles.getByRole('status').filter({ hasText: 'registrado com o protocolo' });
  await expect(done).toBeVisible();
  const protocol = (await done.locator('strong').nth(1).textContent())!;
  await expect(page.getByText(`Você já tem um pedido de alteração para o perfil Arrojado em andamento (protocolo ${protocol}).`, { exact: false })).toBeVisible();
  await checkAndShoot(page, 'perfil-investimentos-pedido');
  await done.getByRole('link', { name: 'Acompanhar solicitações' }).click();
  await expect(page).toHaveURL(/\/services\/requests$/);
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: protocol })).toContainText('Perfil de investimentos');
}

test.describe('Perfil de investimentos (/services/perfil-investimentos)', () => {
  test('Carlos answers the questionnaire on DXC, gets Arrojado recommended, and asks for it or meets the closed window', async ({ page, request }) => {
    await signInByApi(page, DEMO.carlos);
    const dialog = page.getByRole('dialog', { name: 'Escolha o plano' });
    await dialog.getByLabel('Plano').selectOption({ label: 'DXC' });
    await dialog.getByRole('button', { name: 'Acessar' }).click();
    await expectShell(page);
    await page.goto('/services');
    await page.getByRole('link', { name: 'Perfil de investimentos' }).click();
    await expect(page).toHaveURL(/\/services\/perfil-investimentos$/);
    await expect(page).toHaveTitle('Perfil de investimentos | Portal do Participante');

    // No choice yet on DXC: the plan's first profile, and spec §5's note.
    await expect(page.getByRole('heading', { level: 2, name: 'Seu perfil atual: Super Conservador' })).toBeVisible();
    await expect(page.getByText('Você ainda não escolheu um perfil, por isso segue o perfil Super Conservador, o primeiro do plano.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Composição do perfil Super Conservador' }).first()).toContainText('Renda fixa pós-fixada: 100,00 %');
    await expect(page.getByText(NOTE)).toBeVisible();

    const questionnaire = page.getByRole('form', { name: 'Questionário de perfil' });
    const questions = questionnaire.getByRole('group');
    await expect(questions).toHaveCount(5);
    await questionnaire.getByRole('button', { name: 'Ver o perfil recomendado' }).click();
    await expect(questionnaire.getByText('Responda à pergunta "Quanto tempo falta para você começar a receber o benefício?".')).toBeVisible();
    // The last answer of each question is worth the most: 5 × 4 = 20 points, Arrojado (16–20).
    for (let index = 0; index < 5; index += 1) await questions.nth(index).getByRole('radio').last().check();
    await questionnaire.getByRole('button', { name: 'Ver o perfil recomendado' }).click();
    await expect(page.getByRole('heading', { name: 'Perfil recomendado: Arrojado' })).toBeFocused();
    await expect(page.getByText('Você somou 20 pontos.', { exact: false })).toBeVisible();
    const profiles = page.getByRole('region', { name: 'Perfis do plano DXC' });
    await expect(profiles.getByRole('listitem').filter({ hasText: 'Recomendado para você' })).toContainText('Arrojado');

    const today = fundToday();
    if (today.day <= 15) {
      await expect(page.getByText(`Janela de alteração aberta até 15/${pad(today.month)}/${today.year}.`)).toBeVisible();
      await requestArrojado(page);
      return;
    }
    const next = new Date(Date.UTC(today.year, today.month, 1));
    const nextMonth = `${pad(next.getUTCMonth() + 1)}/${next.getUTCFullYear()}`;
    await expect(page.getByText(`Janela de alteração fechada; a próxima vai de 01/${nextMonth} a 15/${nextMonth}.`, { exact: true })).toBeVisible();
    await expect(profiles.getByRole('button', { name: /^Escolher o perfil/ })).toHaveCount(0);
    await checkAndShoot(page, 'perfil-investimentos-fechada');
    if (today.day > 28) return;
    // The request itself on any day up to the 28th: the administrator opens DXC's window to today for a moment.
    const adminToken = await apiToken(request, DEMO.ana);
    const headers = { Authorization: `Bearer ${adminToken}` };
    const widen = await request.put(`/api/atualizarJanelaPerfil/${DXC}`, { headers, data: { diaInicioJanela: 1, diaFimJanela: 28 } });
    expect(widen.status()).toBe(200);
    try {
      await page.reload();
      await expect(page.getByText(`Janela de alteração aberta até 28/${pad(today.month)}/${today.year}.`).first()).toBeVisible();
      await requestArrojado(page);
    } finally {
      await request.put(`/api/atualizarJanelaPerfil/${DXC}`, { headers, data: { diaInicioJanela: 1, diaFimJanela: 15 } });
    }
  });
});

test.describe('Configurações dos perfis', () => {
  test('an administrator edits a question of the HPE questionnaire, sees a range overlap refused, and restores it', async ({ page }) => {
    await signInByApi(page, DEMO.ana);
    await expectShell(page);
    await page.goto('/settings/perfil-investimento-questoes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questionário de perfil');
    await page.getByLabel('Plano', { exact: true }).selectOption({ label: 'HPE' });
    const first = page.getByRole('form', { name: 'Pergunta 1' });
    await expect(first.getByLabel('Texto da pergunta')).toHaveValue('Quanto tempo falta para você começar a receber o benefício?');
    await expect(first.getByLabel('Pontos')).toHaveCount(4);
    await first.getByLabel('Texto da pergunta').fill('Em quantos anos você pretende se aposentar?');
    await first.getByRole('textbox', { name: 'Resposta 1', exact: true }).fill('Em menos de 3 anos');
    await first.getByRole('button', { name: 'Salvar pergunta' }).click();
    await expect(page.getByText('Pergunta salva.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: 'Pergunta 1' }).getByLabel('Texto da pergunta')).toHaveValue('Em quantos anos você pretende se aposentar?');
    await expect(page.getByRole('form', { name: 'Pergunta 1' }).getByRole('textbox', { name: 'Resposta 1', exact: true })).toHaveValue('Em menos de 3 anos');

    // Removing a question would leave scores no range starts at: refused until the ranges are widened.
    const fifth = page.getByRole('form', { name: 'Pergunta 5' });
    await fifth.getByRole('button', { name: 'Excluir pergunta' }).click();
    await fifth.getByRole('group', { name: 'Confirmar a exclusão' }).getByRole('button', { name: 'Sim, excluir' }).click();
    await expect(fifth.getByRole('alert')).toContainText('Com esta alteração o questionário passaria a somar de 4 a 16 pontos');
    await expect(page.getByRole('form', { name: /^Pergunta \d$/ })).toHaveCount(5);

    const ranges = page.getByRole('form', { name: 'Faixas de pontuação dos perfis' });
    await expect(ranges).toContainText('o questionário soma de 5 a 20 pontos');
    await ranges.getByLabel('Pontuação máxima do perfil Super Conservador').fill('8');
    await ranges.getByRole('button', { name: 'Salvar faixas' }).click();
    await expect(ranges.getByText('As faixas dos perfis Super Conservador e Conservador se sobrepõem: cada pontuação deve levar a um só perfil.')).toBeVisible();
    await checkAndShoot(page, 'perfil-investimento-questoes');

    const restored = page.getByRole('form', { name: 'Pergunta 1' });
    await restored.getByLabel('Texto da pergunta').fill('Quanto tempo falta para você começar a receber o benefício?');
    await restored.getByRole('textbox', { name: 'Resposta 1', exact: true }).fill('Menos de 3 anos');
    await restored.getByRole('button', { name: 'Salvar pergunta' }).click();
    await expect(page.getByText('Pergunta salva.')).toBeVisible();
  });

  test('an administrator sees a composition that does not add up to 100 % refused, and the window settings', async ({ page }) => {
    await signInByApi(page, DEMO.ana);
    await expectShell(page);
    await page.goto('/settings/investment-profile-management');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perfis de investimento');
    const window = page.getByRole('form', { name: 'Janela de alteração de perfil' });
    await expect(window.getByLabel('Primeiro dia')).toHaveValue('1');
    await expect(window.getByLabel('Último dia')).toHaveValue('15');
    await window.getByLabel('Último dia').fill('29');
    await window.getByRole('button', { name: 'Salvar janela' }).click();
    await expect(window.getByText('O dia de fim deve estar entre 1 e 28, para existir em todos os meses.')).toBeVisible();

    const moderate = page.getByRole('form', { name: 'Perfil Moderado' });
    await expect(moderate.getByText('Total: 100,00 %')).toBeVisible();
    await moderate.getByLabel('Percentual').nth(1).fill('16,5');
    await expect(moderate.getByText('Total: 99,50 % (deve ser 100,00 %)')).toBeVisible();
    await moderate.getByRole('button', { name: 'Salvar perfil' }).click();
    await expect(moderate.getByText('Os percentuais somam 99,50 %; devem somar 100,00 %.')).toBeVisible();
    await checkAndShoot(page, 'investment-profile-management');
  });
});
