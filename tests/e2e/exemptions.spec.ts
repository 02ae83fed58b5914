import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { fundToday } from '@/domain/business-days';
import { formatBrl } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import { DEMO, DEMO_PASSWORD, signInByApi } from './support/demo';
import { checkAndShoot } from './support/page-checks';
import { withPersonLock } from './support/person-lock';
import { expectSavedAndBackOnRow, reopenFromRow } from './support/request-centre';

async function signedIn(browser: Browser, cpf: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, cpf);
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).first()).toBeAttached();
  return page;
}

/** Maria's session for the API: her token, person and plan link. */
async function mariaApi(request: APIRequestContext) {
  const response = await request.post('/api/autenticar', { data: { cpf: DEMO.maria.replace(/\D/g, ''), senha: DEMO_PASSWORD } });
  const { token, pessoa } = (await response.json()) as { token: string; pessoa: { id: number } };
  const headers = { authorization: `Bearer ${token}` };
  const [link] = (await (await request.get(`/api/retornarPlanosAtivos/${pessoa.id}`, { headers })).json()) as Array<{ id: number }>;
  return { headers, idPessoa: pessoa.id, idVinculoPlano: link.id };
}

interface Paycheck {
  competencia: string;
  impostoRenda: string;
  valorLiquido: string;
}

interface Exemption65Rules {
  solicitacaoAberta: { id: number; protocolo: string } | null;
  valores: { proximoContracheque: { atual: Paycheck; comIsencao: Paycheck; dataPagamento: string } };
}

/** Maria asks (the page, the confirmation), Ana concludes it, and the next paycheck applies it. */
async function askGrantAndSee(browser: Browser, request: APIRequestContext) {
    const maria = await signedIn(browser, DEMO.maria);
    await expect(maria.getByText('Último contracheque (líquido)')).toBeVisible();

    // Before: the next paycheck is taxed whole.
    await maria.goto('/services/contracheque');
    const next = maria.getByRole('region', { name: 'Próximo contracheque (previsão)' });
    await expect(next.getByText('Valor bruto')).toBeVisible();
    await expect(next).toContainText('R$\u00a06.850,00');
    await expect(next.getByText(/^Parcela isenta/)).toHaveCount(0);

    // From the services page, as a person would.
    await maria.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Serviços' }).click();
    await maria.getByRole('region', { name: 'Meu benefício' }).getByRole('link', { name: 'Isenção aos 65 anos' }).click();
    await expect(maria).toHaveURL(/\/services\/exemption-65$/);
    await expect(maria.getByRole('heading', { level: 1 })).toHaveText('Isenção aos 65 anos');
    await expect(maria.getByText('Sua idade (do cadastro)')).toBeVisible();
    await expect(maria.getByText(/^\d{2} anos$/)).toBeVisible();
    await expect(maria.getByText('02/10/1955')).toBeVisible();
    await expect(maria.locator('dd').filter({ hasText: 'R$\u00a01.903,98' })).toBeVisible();

    // Before asking: which regime the portion is for and that hers qualifies, her new net pay, and the tax withheld.
    const api = await mariaApi(request);
    const rules = (await (await request.get(`/api/retornarRegrasSolicitacao/22/${api.idVinculoPlano}`, { headers: api.headers })).json()) as Exemption65Rules;
    const { atual, comIsencao, dataPagamento } = rules.valores.proximoContracheque;
    await expect(maria.getByTestId('isencao-regime')).toHaveText('O seu regime é o progressivo: o seu benefício tem direito à parcela isenta.');
    const paycheck = maria.getByRole('region', { name: 'O seu próximo contracheque com a isenção' });
    await expect(paycheck).toContainText(`pago em ${formatDateBr(dataPagamento)}`);
    await expect(paycheck.getByTestId('isencao-liquido-atual')).toHaveText(formatBrl(atual.valorLiquido));
    await expect(paycheck.getByTestId('isencao-liquido-com')).toHaveText(formatBrl(comIsencao.valorLiquido));
    await expect(paycheck).toContainText(`imposto de ${formatBrl(comIsencao.impostoRenda)}`);
    const more = (Number(comIsencao.valorLiquido) - Number(atual.valorLiquido)).toFixed(2);
    await expect(paycheck.getByTestId('isencao-diferenca')).toHaveText(`Você passa a receber ${formatBrl(more)} a mais por mês.`);
    const withheld = maria.getByRole('region', { name: 'E o imposto já retido?' });
    await expect(withheld).toContainText('Você fez 65 anos em 02/10/2020');
    await expect(withheld).toContainText('Você o recupera na declaração anual do imposto de renda');
    await checkAndShoot(maria, 'isencao-65');

    await maria.getByRole('button', { name: 'Revisar pedido' }).click();
    await expect(maria.getByRole('heading', { name: 'Confirme o pedido' })).toBeFocused();
    await expect(maria.getByText('Você pede: Isenção aos 65 anos.')).toBeVisible();
    // By when the fund answers: the deadline the request will carry.
    await expect(maria.getByTestId('confirmacao-prazos')).toContainText('Resposta do fundo ao pedido de isenção (até 10 dias úteis do pedido)');
    const answerBy = ((await maria.getByTestId('confirmacao-prazos').locator('li span').first().textContent()) ?? '').trim();
    await checkAndShoot(maria, 'isencao-65-confirmacao');
    await maria.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(maria).toHaveURL(/\/success\?/);
    const protocolo = ((await maria.getByText('Número do protocolo:').locator('strong').textContent()) ?? '').trim();
    expect(protocolo).toMatch(/^\d{10}$/);
    const created = (await (await request.get(`/api/retornarRegrasSolicitacao/22/${api.idVinculoPlano}`, { headers: api.headers })).json()) as Exemption65Rules;
    const { prazos } = (await (await request.get(`/api/retornarSolicitacao/${created.solicitacaoAberta!.id}`, { headers: api.headers })).json()) as { prazos: Array<{ data: string }> };
    expect(answerBy).toBe(formatDateBr(prazos[0].data));

    // Back on the page: the request on its way is said at the top, with its protocol, and the form is not offered.
    await maria.goto('/services/exemption-65');
    await expect(maria.getByRole('region', { name: 'Você já tem um pedido em andamento' })).toContainText(`protocolo ${protocolo}`);
    await expect(maria.getByRole('button', { name: 'Revisar pedido' })).toHaveCount(0);

    // Ana concludes it in the request centre.
    const ana = await signedIn(browser, DEMO.ana);
    await ana.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Central de Solicitações' }).click();
    await expect(ana).toHaveURL(/\/request-management$/);
    await ana.getByRole('searchbox', { name: 'Pessoa' }).fill('Maria');
    await ana.getByRole('button', { name: 'Filtrar' }).click();
    await ana.getByRole('button', { name: `Ver solicitação ${protocolo} de Maria Assistida` }).click();
    const dialog = ana.getByRole('dialog', { name: `Solicitação ${protocolo}` });
    await expect(dialog).toContainText('Isenção aos 65 anos');
    await expect(dialog).toContainText('Parcela isenta mensal');
    await expect(dialog).toContainText('R$\u00a01.903,98');
    await dialog.getByLabel('Nova situação').selectOption({ label: 'Concluída' });
    await dialog.getByLabel('Comentário para o participante (opcional)').fill('Isenção concedida a partir do próximo mês.');
    await dialog.getByRole('button', { name: 'Salvar situação' }).click();
    await expectSavedAndBackOnRow(ana, protocolo, 'Maria Assistida', 'Concluída');
    await reopenFromRow(ana, protocolo, 'Maria Assistida');
    await expect(dialog.getByTestId('request-status')).toHaveText('Concluída');
    await ana.context().close();

    // Maria's next paycheck applies it: R$ 1.903,98 exempt before the table.
    await maria.goto('/services/contracheque');
    await expect(next.getByText('Parcela isenta (65 anos ou mais)')).toBeVisible();
    await expect(next.locator('dd').filter({ hasText: 'R$\u00a01.903,98' })).toBeVisible();
    await expect(next.getByText('Base de cálculo do IR')).toBeVisible();
    await expect(next).toContainText('R$\u00a04.946,02');
    await expect(next.getByRole('list')).toContainText('Parcela isenta aos 65 anos (Lei 7.713/1988, art. 6º, XV)');
    await checkAndShoot(maria, 'contracheque-proximo-isencao');

    await maria.goto('/services/exemption-65');
    await expect(maria.getByText(/^Você já tem esta isenção, aplicada desde [a-z]{3}\/\d{4}\./)).toBeVisible();
    await maria.context().close();
}

test.describe('income-tax exemptions (services 22 and 24)', () => {
  test.describe('Maria and the exemption at 65', () => {
  // The first leaves Maria as it found her; the second grants her the exemption for good: in this order.
  test.describe.configure({ mode: 'serial' });

  test('with her exemption request open, Maria is told at the top with its protocol, not offered the form, and may cancel it', async ({ page, request }) => {
    await withPersonLock(DEMO.maria, async () => {
      const maria = await mariaApi(request);
      const opened = await request.post('/api/criarSolicitacao', { headers: maria.headers, data: { idPessoa: maria.idPessoa, idVinculoPlano: maria.idVinculoPlano, idFuncionalidade: 22, dados: {} } });
      expect(opened.status(), await opened.text()).toBe(201);
      const { id, protocolo } = (await opened.json()) as { id: number; protocolo: string };
      try {
        await signInByApi(page, DEMO.maria);
        await expect(page.getByRole('navigation', { name: 'Menu principal' }).first()).toBeAttached();
        await page.goto('/services/exemption-65');
        const notice = page.getByRole('region', { name: 'Você já tem um pedido em andamento' });
        await expect(notice).toContainText(`Pedido de Isenção aos 65 anos, protocolo ${protocolo}`);
        // The page shows the fund's day (the browser runs in America/Sao_Paulo); this runner's clock may be in UTC.
        await expect(notice).toContainText(`feito em ${formatDateBr(fundToday())}`);
        await expect(page.getByRole('button', { name: 'Revisar pedido' })).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'Ver todas as solicitações' })).toHaveAttribute('href', '/services/requests');
        await checkAndShoot(page, 'isencao-65-pedido-aberto');

        await notice.getByRole('button', { name: `Acompanhar ou cancelar o pedido ${protocolo}` }).click();
        const dialog = page.getByRole('dialog', { name: `Solicitação ${protocolo}` });
        await expect(dialog).toContainText('Isenção aos 65 anos');
        await expect(dialog.getByRole('region', { name: 'Prazos' })).toContainText('Resposta do fundo ao pedido de isenção (até 10 dias úteis do pedido)');
        await dialog.getByRole('button', { name: 'Cancelar solicitação' }).click();
        await page.getByRole('dialog', { name: 'Cancelar solicitação?' }).getByRole('button', { name: 'Sim, cancelar' }).click();
        await expect(page.getByText('Solicitação cancelada.')).toBeVisible();
        await dialog.getByRole('button', { name: 'Fechar' }).click();
        // Cancelled: the form is offered again.
        await expect(page.getByRole('button', { name: 'Revisar pedido' })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Você já tem um pedido em andamento' })).toHaveCount(0);
      } finally {
        await request.post(`/api/cancelarSolicitacao/${id}`, { headers: maria.headers, data: {} });
      }
    });
  });

  test('Maria asks for the exemption at 65, Ana approves it in the request centre, and Maria’s next paycheck shows the exempt portion', async ({ browser, request }) => {
    await withPersonLock(DEMO.maria, () => askGrantAndSee(browser, request));
  });
  });

  // Paulo's benefit is suspended for a moment by the proof-of-life spec: not while it is.
  test('the serious-illness exemption asks for the illness and the medical report', async ({ page }) => {
    await withPersonLock(DEMO.paulo, async () => {
      await signInByApi(page, DEMO.paulo);
      await expect(page.getByText(/Plano DXC · matrícula/)).toBeVisible();
      await page.goto('/services/exemption-molestia-grave');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Isenção por moléstia grave');
      await page.getByRole('button', { name: 'Revisar pedido' }).click();
      await expect(page.getByText('Envie o documento: Laudo médico oficial.')).toBeVisible();
      await checkAndShoot(page, 'isencao-molestia-grave');
    });
  });

  test('someone not receiving a benefit (Bruno, BPD) is told the exemptions are for retirement and pension income', async ({ page }) => {
    await signInByApi(page, DEMO.bruno);
    await expect(page.getByText(/Plano HPE · matrícula/)).toBeVisible();
    await page.goto('/services/exemption-65');
    await expect(page.getByText(/^Este serviço não está disponível para o seu plano: ele é para quem recebe aposentadoria ou pensão do plano\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Revisar pedido' })).toHaveCount(0);
  });
});
