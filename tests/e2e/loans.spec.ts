import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { formatBrl, formatPercent } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import type { Emprestimo, EmprestimosVinculo, SimulacaoAmortizacao, SimulacaoEmprestimo, SimulacaoQuitacao, SimulacaoRenegociacao } from '@/services/loans';
import { loanPaymentNotice } from '@/domain/loans-confirmation';
import { apiToken, DEMO, DEMO_PASSWORD, expectShell, signInByApi } from './support/demo';
import { checkAndShoot, horizontalOverflow } from './support/page-checks';
import { withPersonLock } from './support/person-lock';
import { expectSavedAndBackOnRow, reopenFromRow } from './support/request-centre';

/** Lucas Tomador (demo-accounts.md): Mais Valor (kind '2') with an open loan of R$ 10.000,00 in 24 × R$ 499,24, 9 paid. */
async function lucasApi(request: APIRequestContext) {
  const token = await apiToken(request, DEMO.lucas);
  const headers = { authorization: `Bearer ${token}` };
  const session = (await (await request.post('/api/autenticar', { data: { cpf: DEMO.lucas.replace(/\D/g, ''), senha: DEMO_PASSWORD } })).json()) as { pessoa: { id: number } };
  const [link] = (await (await request.get(`/api/retornarPlanosAtivos/${session.pessoa.id}`, { headers })).json()) as Array<{ id: number }>;
  const loans = async () => (await (await request.get(`/api/retornarEmprestimos/${link.id}`, { headers })).json()) as EmprestimosVinculo;
  const post = async <T>(path: string, data: unknown) => {
    const response = await request.post(`/api${path}`, { headers, data });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as T;
  };
  return { idPessoa: session.pessoa.id, idVinculoPlano: link.id, headers, loans, post };
}

/** Lucas's seeded loan (demo-accounts.md): R$ 10.000,00 in 24 months; the tests below give him loans of their own besides it. */
const isSeededLoan = (loan: Emprestimo) => loan.valorContratado === '10000.00' && loan.prazoMeses === 24 && loan.status === 'aberto';

/**
 * A loan of Lucas's own for one test (its fresh state: the seeded loan, and the other tests' loans, stay as they were):
 * asked through the API and concluded by the fund (Em análise, then Concluída).
 */
async function freshLoanOfLucas(request: APIRequestContext, valor: string, prazoMeses: number) {
  const api = await lucasApi(request);
  const adminHeaders = { authorization: `Bearer ${await apiToken(request, DEMO.ana)}` };
  const known = new Set((await api.loans()).emprestimos.map((loan) => loan.id));
  const asked = await request.post('/api/solicitarEmprestimo', { headers: api.headers, data: { idPessoa: api.idPessoa, idVinculoPlano: api.idVinculoPlano, valor, prazoMeses, aceiteContrato: true } });
  expect(asked.status(), await asked.text()).toBe(201);
  const { id } = (await asked.json()) as { id: number };
  for (const idStatus of [2, 4]) {
    const moved = await request.post(`/api/alterarStatusSolicitacao/${id}`, { headers: adminHeaders, data: { idStatus, comentario: null } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const loan = (await api.loans()).emprestimos.find((item) => !known.has(item.id));
  expect(loan).toBeDefined();
  return { api, loan: loan!, known };
}

/** Ana, in a context of her own, finds the request in the request centre and concludes it through the workflow. */
async function anaConcludes(browser: Browser, protocolo: string) {
  const ana = await signedIn(browser, DEMO.ana);
  await ana.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Central de Solicitações' }).click();
  await expect(ana).toHaveURL(/\/request-management$/);
  await ana.getByRole('searchbox', { name: 'Pessoa' }).fill('Lucas');
  await ana.getByRole('button', { name: 'Filtrar' }).click();
  await ana.getByRole('button', { name: `Ver solicitação ${protocolo} de Lucas Tomador` }).click();
  const dialog = ana.getByRole('dialog', { name: `Solicitação ${protocolo}` });
  await expect(dialog.getByTestId('request-status')).toHaveText('Recebida');
  for (const next of ['Em análise', 'Concluída']) {
    await dialog.getByLabel('Nova situação').selectOption({ label: next });
    await dialog.getByRole('button', { name: 'Salvar situação' }).click();
    // Each save closes the dialog; opened again from the row for what it now shows (and the next step).
    await expectSavedAndBackOnRow(ana, protocolo, 'Lucas Tomador', next);
    await reopenFromRow(ana, protocolo, 'Lucas Tomador');
    await expect(dialog.getByTestId('request-status')).toHaveText(next);
  }
  await ana.context().close();
}

async function signedIn(browser: Browser, cpf: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, cpf);
  await expectShell(page);
  return page;
}

async function protocolOnLoanSuccess(page: Page) {
  await expect(page).toHaveURL(/\/sucesso-emprestimo\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solicitação enviada');
  const protocolo = ((await page.getByText('Número do protocolo:').locator('strong').textContent()) ?? '').trim();
  expect(protocolo).toMatch(/^\d{10}$/);
  return protocolo;
}

// Lucas's steps change his requests: one after the other.
test.describe.configure({ mode: 'serial' });

test.describe('loans (services 27 and 28, issue 15)', () => {
  test('Lucas sees his loan, simulates a new one with the whole schedule, accepts the contract and gets a protocol; an administrator finds it', async ({ page, request, browser }) => {
    const api = await lucasApi(request);
    const before = await api.loans();
    const loan = before.emprestimos.find(isSeededLoan)!;
    expect(loan.valorParcela).toBe('499.24');
    // The home shows the installment that falls due first among his open loans, as the API sums that day's (the seeded one, unless another test gave him more).
    const firstDue = before.proximoVencimento!;

    await signInByApi(page, DEMO.lucas);
    await expectShell(page);
    // The home: the next installment of the open loan.
    await expect(page.getByText('Próxima parcela do empréstimo')).toBeVisible();
    await expect(page.getByTestId('proxima-parcela-valor')).toHaveText(formatBrl(firstDue.valorParcela));
    await expect(page.getByText(`Vence em ${formatDateBr(firstDue.vencimento)}`).first()).toBeVisible();
    await checkAndShoot(page, 'inicio-emprestimo');

    // From the services list, as a person would.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Serviços' }).click();
    await page.getByRole('region', { name: 'Meus empréstimos' }).getByRole('link', { name: 'Consultar empréstimos' }).click();
    await expect(page).toHaveURL(/\/services\/emprestimos$/);
    await expect(page).toHaveTitle('Empréstimos | Portal do Participante');
    const card = page.getByTestId(`emprestimo-${loan.id}`);
    await expect(card.getByTestId('saldo-devedor')).toHaveText(formatBrl(loan.saldoDevedor));
    await expect(card.getByTestId('valor-parcela')).toHaveText('R$\u00a0499,24');
    await expect(card.getByTestId('parcelas-pagas')).toHaveText('9 de 24');
    await expect(page.getByTestId('margem-disponivel')).toHaveText(formatBrl(before.margemDisponivel));
    await expect(page.getByTestId('valor-maximo')).toHaveText(formatBrl(before.valorMaximo));
    const schedule = card.getByTestId('cronograma-contrato');
    await expect(schedule.locator('tbody tr')).toHaveCount(24);
    // On the paid installment's due date the summary's balance is that row's balance, to the centavo (one rule).
    const lastPaid = loan.parcelas[loan.parcelasPagas - 1];
    if (lastPaid.vencimento === before.dataConsulta) {
      expect(lastPaid.saldo).toBe(loan.saldoDevedor);
      await expect(schedule.locator('tbody tr').nth(loan.parcelasPagas - 1).locator('td').nth(4)).toHaveText(formatBrl(loan.saldoDevedor));
    }
    await expect(schedule.locator('tbody tr').filter({ hasText: 'Paga' })).toHaveCount(9);
    await expect(schedule.locator('tbody tr').filter({ hasText: 'Em aberto' })).toHaveCount(15);
    await checkAndShoot(page, 'emprestimos');

    // A new loan: the simulation, all of it, before anything is signed.
    await page.getByRole('link', { name: 'Simular um novo empréstimo' }).click();
    await expect(page).toHaveURL(/\/services\/emprestimos\/solicitacao$/);
    await page.getByRole('button', { name: 'Simular' }).click();
    await expect(page.getByText('Informe o valor do empréstimo.')).toBeVisible();
    await expect(page.getByText('Informe o prazo em meses.')).toBeVisible();
    await page.getByLabel('Valor do empréstimo (R$)').pressSequentially('200000');
    await expect(page.getByLabel('Valor do empréstimo (R$)')).toHaveValue('200.000');
    // Above the ceiling: the API's message under the value.
    await page.getByLabel('Prazo (meses)').fill('12');
    await page.getByRole('button', { name: 'Simular' }).click();
    await expect(page.getByText(/^O valor de R\$\s200\.000,00 passa o teto de empréstimo do plano de R\$\s50\.000,00 em R\$\s150\.000,00\.$/)).toBeVisible();
    // Above the margin: said with the figures, and no contract is offered.
    await page.getByLabel('Valor do empréstimo (R$)').fill('');
    await page.getByLabel('Valor do empréstimo (R$)').pressSequentially('50000');
    const tooMuch = await api.post<SimulacaoEmprestimo>('/simularEmprestimo', { idVinculoPlano: api.idVinculoPlano, valor: '50000', prazoMeses: 12 });
    expect(tooMuch.dentroDaMargem).toBe(false);
    await page.getByRole('button', { name: 'Simular' }).click();
    await expect(page.getByText(`A parcela de ${formatBrl(tooMuch.valorParcela)} passa da sua margem disponível de ${formatBrl(tooMuch.margemDisponivel)}`)).toBeVisible();
    await expect(page.getByTestId('contrato-emprestimo')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Contratar empréstimo' })).toHaveCount(0);
    await page.getByLabel('Valor do empréstimo (R$)').fill('');
    await page.getByLabel('Valor do empréstimo (R$)').pressSequentially('2000');
    const expected = await api.post<SimulacaoEmprestimo>('/simularEmprestimo', { idVinculoPlano: api.idVinculoPlano, valor: '2000', prazoMeses: 12 });
    expect(expected.dentroDaMargem && expected.dentroDoTeto).toBe(true);
    await page.getByRole('button', { name: 'Simular' }).click();
    await expect(page.getByRole('heading', { name: 'A sua simulação' })).toBeFocused();
    await expect(page.getByTestId('sim-parcela')).toHaveText(formatBrl(expected.valorParcela));
    await expect(page.getByTestId('sim-liquido')).toHaveText(formatBrl(expected.valorLiquido));
    await expect(page.getByTestId('sim-juros')).toHaveText(formatBrl(expected.jurosTotais));
    await expect(page.getByTestId('sim-iof')).toHaveText(formatBrl(expected.iof));
    await expect(page.getByTestId('sim-total')).toHaveText(formatBrl(expected.totalPago));
    await expect(page.getByTestId('sim-cet-mensal')).toHaveText(formatPercent(expected.cet.mensal));
    await expect(page.getByTestId('sim-cet-anual')).toHaveText(formatPercent(expected.cet.anual));
    await expect(page.getByTestId('sim-margem-restante')).toHaveText(formatBrl(expected.margemRestante));
    const rows = page.getByTestId('cronograma-simulacao').locator('tbody tr');
    await expect(rows).toHaveCount(12);
    const last = expected.parcelas[11];
    await expect(rows.nth(11)).toHaveText(['12', formatDateBr(last.vencimento), formatBrl(last.valorParcela), formatBrl(last.amortizacao), formatBrl(last.juros), formatBrl(last.saldo)].join(''));
    // The contract in plain words, and nothing is asked before it is accepted.
    const contract = page.getByTestId('contrato-emprestimo');
    await expect(contract).toContainText('Lucas');
    await expect(contract).toContainText(formatBrl(expected.valorLiquido));
    await expect(contract).toContainText(`${formatPercent(expected.cet.mensal)} ao mês e ${formatPercent(expected.cet.anual)} ao ano`);
    await expect(contract).toContainText('quitar o saldo ou adiantar parte dele a qualquer momento');
    const contractButton = page.getByRole('button', { name: 'Contratar empréstimo' });
    await expect(contractButton).toBeDisabled();
    await checkAndShoot(page, 'emprestimo-simulacao');
    await page.getByLabel('Li o resumo do contrato e o cronograma e aceito contratar este empréstimo.').check();
    await contractButton.click();
    const protocolo = await protocolOnLoanSuccess(page);
    await checkAndShoot(page, 'sucesso-emprestimo');

    // An administrator finds it in the request centre, with the simulation frozen in it.
    const ana = await signedIn(browser, DEMO.ana);
    await ana.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Central de Solicitações' }).click();
    await expect(ana).toHaveURL(/\/request-management$/);
    await ana.getByRole('searchbox', { name: 'Pessoa' }).fill('Lucas');
    await ana.getByRole('button', { name: 'Filtrar' }).click();
    await ana.getByRole('button', { name: `Ver solicitação ${protocolo} de Lucas Tomador` }).click();
    const dialog = ana.getByRole('dialog', { name: `Solicitação ${protocolo}` });
    // Named by its operation, not by the catalogue's 'Solicitar empréstimo' that every loan operation shares.
    await expect(dialog).toContainText('Novo empréstimo');
    await expect(dialog).not.toContainText('Solicitar empréstimo');
    await expect(dialog).toContainText(formatBrl(expected.valorParcela));
    await ana.context().close();
    // Lucas changes his mind (Acompanhar solicitações): no new-loan request is left open for the other tests.
    const mine = (await (await request.get(`/api/retornarSolicitacoes?idPessoa=${api.idPessoa}&idFuncionalidade=28&limit=100`, { headers: api.headers })).json()) as { requisicoes: Array<{ id: number; protocolo: string }> };
    const asked = mine.requisicoes.find((item) => item.protocolo === protocolo)!;
    const cancelled = await request.post(`/api/cancelarSolicitacao/${asked.id}`, { headers: api.headers, data: {} });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
  });

  test('Lucas simulates a prepayment and a payoff against his contract, and asks for the payoff', async ({ page, request }) => {
    const api = await lucasApi(request);
    const loan = (await api.loans()).emprestimos.find(isSeededLoan)!;
    await signInByApi(page, DEMO.lucas);
    await expectShell(page);
    await page.goto('/services/emprestimos');
    await page.getByTestId(`emprestimo-${loan.id}`).getByRole('link', { name: 'Amortizar' }).click();
    await expect(page).toHaveURL(new RegExp(`/services/emprestimos/amortizar\\?id=${loan.id}$`));
    await expect(page.getByTestId('contrato-atual')).toContainText(formatBrl(loan.saldoDevedor));
    await page.getByLabel('Valor a adiantar (R$)').pressSequentially('1000');
    await page.getByRole('button', { name: 'Simular' }).click();
    await expect(page.getByText('Escolha o que diminui: o prazo ou a parcela.', { exact: true })).toBeVisible();
    await page.getByRole('group', { name: 'O que diminui' }).getByRole('radio', { name: /^O prazo/ }).check();
    const prepayment = await api.post<SimulacaoAmortizacao>('/simularAmortizacao', { idEmprestimo: loan.id, valor: '1000', modo: 'prazo' });
    await page.getByRole('button', { name: 'Simular' }).click();
    await expect(page.getByRole('heading', { name: 'Como fica o seu empréstimo' })).toBeFocused();
    const comparison = page.getByTestId('comparacao-contrato');
    await expect(comparison.getByRole('row', { name: /^Parcela/ })).toHaveText(`Parcela${formatBrl(prepayment.valorParcelaAtual)}${formatBrl(prepayment.valorParcela)}`);
    await expect(comparison.getByRole('row', { name: /^Prazo restante/ })).toHaveText(`Prazo restante${prepayment.prazoRestanteAtual} meses${prepayment.prazoRestante} meses`);
    await expect(comparison.getByRole('row', { name: /^Saldo devedor/ })).toHaveText(`Saldo devedor${formatBrl(prepayment.saldoDevedor)}${formatBrl(prepayment.saldoAposAmortizacao)}`);
    await expect(page.getByText(`você economiza ${formatBrl(prepayment.economiaJuros)} de juros`)).toBeVisible();
    await expect(comparison.getByRole('row', { name: /^Juros ainda a pagar/ })).toHaveText(`Juros ainda a pagar${formatBrl(prepayment.jurosRestantesAntes)}${formatBrl(prepayment.jurosRestantesDepois)}`);
    await checkAndShoot(page, 'emprestimo-amortizar');

    // A renegotiation: a new contract absorbs the balance; its installment and term beside today's.
    await page.goto(`/services/emprestimos/renegociar?id=${loan.id}`);
    await expect(page.getByTestId('contrato-atual')).toContainText(formatBrl(loan.saldoDevedor));
    await page.getByLabel('Novo prazo (meses)').fill('24');
    const renegotiation = await api.post<SimulacaoRenegociacao>('/simularRenegociacao', { idEmprestimo: loan.id, prazoMeses: 24 });
    await page.getByRole('button', { name: 'Simular' }).click();
    const renegotiated = page.getByTestId('comparacao-contrato');
    await expect(renegotiated.getByRole('row', { name: /^Parcela/ })).toHaveText(`Parcela${formatBrl(renegotiation.valorParcelaAtual)}${formatBrl(renegotiation.valorParcela)}`);
    await expect(renegotiated.getByRole('row', { name: /^Prazo restante/ })).toHaveText(`Prazo restante${renegotiation.prazoRestanteAtual} meses24 meses`);
    await expect(renegotiated.getByRole('row', { name: /^CET/ })).toContainText(formatPercent(renegotiation.cet.mensal));
    await checkAndShoot(page, 'emprestimo-renegociar');

    // The payoff today: the open installments at present value, then the confirmation and the request.
    await page.goto(`/services/emprestimos/quitar?id=${loan.id}`);
    const payoff = await api.post<SimulacaoQuitacao>('/simularQuitacao', { idEmprestimo: loan.id });
    await expect(page.getByLabel('Data da quitação')).toHaveValue(payoff.data);
    await page.getByRole('button', { name: 'Simular' }).click();
    await expect(page.getByRole('row', { name: /^Total a pagar/ })).toHaveText(`Total a pagar${formatBrl(payoff.saldoNominal)}${formatBrl(payoff.valorQuitacao)}`);
    await expect(page.getByRole('row', { name: /^Desconto de juros/ })).toHaveText(`Desconto de juros—${formatBrl(payoff.desconto)}`);
    // The same day, the interest a payoff saves is the prepayment page's interest still to pay, to the centavo.
    expect(payoff.desconto).toBe(prepayment.jurosRestantesAntes);
    expect(payoff.valorQuitacao).toBe(prepayment.saldoDevedor);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Confirme o pedido' })).toBeFocused();
    // How and when to pay the payoff.
    const payment = page.getByTestId('como-pagar');
    await expect(payment).toContainText('não emite boleto nem PIX para a quitação');
    await expect(payment).toContainText(`${formatBrl(payoff.valorQuitacao)} é o valor para quitar em ${formatDateBr(payoff.data)}, a data escolhida`);
    await checkAndShoot(page, 'emprestimo-quitar-confirmacao');
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await protocolOnLoanSuccess(page);
  });

  test('a prepayment is named as one on his home, his requests and the request centre; its confirmation says how and when to pay', async ({ page, request, browser }) => {
    await withPersonLock(DEMO.lucas, async () => {
      const { api, loan } = await freshLoanOfLucas(request, '3000', 12);
      let protocolo = '';
      try {
        await signInByApi(page, DEMO.lucas);
        await expectShell(page);
        await page.goto(`/services/emprestimos/amortizar?id=${loan.id}`);
        await page.getByLabel('Valor a adiantar (R$)').pressSequentially('500');
        await page.getByRole('group', { name: 'O que diminui' }).getByRole('radio', { name: /^O prazo/ }).check();
        const simulated = await api.post<SimulacaoAmortizacao>('/simularAmortizacao', { idEmprestimo: loan.id, valor: '500', modo: 'prazo' });
        await page.getByRole('button', { name: 'Simular' }).click();
        await expect(page.getByRole('heading', { name: 'Como fica o seu empréstimo' })).toBeFocused();
        await page.getByRole('button', { name: 'Continuar' }).click();
        await expect(page.getByRole('heading', { name: 'Confirme o pedido' })).toBeFocused();
        // How and when to pay, as the portal handles it: no slip or PIX is issued, the fund answers in the request; the
        // figures are today's, the new schedule starts when the fund concludes it, and the next installment still falls due.
        const payment = page.getByTestId('como-pagar');
        const notice = loanPaymentNotice('amortizacao', { valor: simulated.valor, data: simulated.data, proximaParcela: loan.proximaParcela });
        await expect(payment.getByRole('definition').first()).toHaveText(notice.como);
        await expect(payment.getByRole('definition').last()).toHaveText(notice.quando);
        await expect(payment).toContainText(`não emite boleto nem PIX para a amortização`);
        await expect(payment).toContainText(`o pagamento dos ${formatBrl('500.00')}`);
        await expect(payment).toContainText(`Os valores desta simulação são os de ${formatDateBr(simulated.data)}.`);
        await expect(payment).toContainText(`a próxima, de ${formatBrl(loan.proximaParcela!.valorParcela)}, em ${formatDateBr(loan.proximaParcela!.vencimento)}`);
        await checkAndShoot(page, 'emprestimo-amortizar-como-pagar');
        await page.getByRole('button', { name: 'Confirmar pedido' }).click();
        protocolo = await protocolOnLoanSuccess(page);
        await expect(page.getByText('Recebemos a sua solicitação de amortização de empréstimo.')).toBeVisible();

        // His home: the open request under its own name.
        await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Início' }).click();
        const onHome = page.getByRole('region', { name: 'Solicitações em aberto' }).getByRole('button').filter({ hasText: protocolo });
        await expect(onHome).toContainText('Amortização de empréstimo');
        await expect(onHome).not.toContainText('Solicitar empréstimo');

        // His requests (Acompanhar solicitações), in the list and in the detail.
        await page.goto('/services/requests');
        const row = page.getByRole('row').filter({ hasText: protocolo });
        await expect(row).toContainText('Amortização de empréstimo');
        await expect(row).not.toContainText('Solicitar empréstimo');
        await row.getByRole('button', { name: `Ver detalhes da solicitação ${protocolo}` }).click();
        const detail = page.getByRole('dialog');
        await expect(detail).toContainText('Amortização de empréstimo');
        await expect(detail).not.toContainText('Solicitar empréstimo');
        await detail.press('Escape');

        // The request centre (Ana): the row and the detail.
        const ana = await signedIn(browser, DEMO.ana);
        await ana.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Central de Solicitações' }).click();
        await expect(ana).toHaveURL(/\/request-management$/);
        await ana.getByRole('searchbox', { name: 'Pessoa' }).fill('Lucas');
        await ana.getByRole('button', { name: 'Filtrar' }).click();
        const open = ana.getByRole('button', { name: `Ver solicitação ${protocolo} de Lucas Tomador` });
        const centreRow = ana.getByRole('row').filter({ has: open });
        await expect(centreRow).toContainText('Amortização de empréstimo');
        await expect(centreRow).not.toContainText('Solicitar empréstimo');
        await open.click();
        const dialog = ana.getByRole('dialog', { name: `Solicitação ${protocolo}` });
        await expect(dialog).toContainText('Amortização de empréstimo');
        await expect(dialog).not.toContainText('Solicitar empréstimo');
        await ana.context().close();
      } finally {
        // No prepayment request of his is left open for the other tests.
        if (protocolo) {
          const mine = (await (await request.get(`/api/retornarSolicitacoes?idPessoa=${api.idPessoa}&idFuncionalidade=28&limit=100`, { headers: api.headers })).json()) as { requisicoes: Array<{ id: number; protocolo: string }> };
          const asked = mine.requisicoes.find((item) => item.protocolo === protocolo);
          if (asked) await request.post(`/api/cancelarSolicitacao/${asked.id}`, { headers: api.headers, data: {} });
        }
      }
    });
  });

  test('on a 390 px phone each installment of his schedule fits: its balance and status in view, nothing scrolls sideways', async ({ browser, request }) => {
    const api = await lucasApi(request);
    const loan = (await api.loans()).emprestimos.find(isSeededLoan)!;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await withPersonLock(DEMO.lucas, async () => {
      await signInByApi(page, DEMO.lucas);
      // On a phone the main menu is a drawer: the home's greeting says the session is up.
      await expect(page.getByRole('heading', { level: 1, name: /^Olá/ })).toBeVisible();
      await page.goto('/services/emprestimos');
      const schedule = page.getByTestId(`emprestimo-${loan.id}`).getByTestId('cronograma-contrato');
      // The table is for wide screens; on the phone each installment is an item with every value under its label.
      await expect(schedule.locator('table')).toBeHidden();
      await expect(schedule.getByRole('listitem')).toHaveCount(24);
      const next = loan.parcelas[loan.parcelasPagas];
      const item = schedule.getByTestId(`parcela-${next.numero}`);
      await item.scrollIntoViewIfNeeded();
      await expect(item).toContainText(`Parcela nº ${next.numero} · vence em ${formatDateBr(next.vencimento)}`);
      for (const [label, value] of [
        ['Parcela', formatBrl(next.valorParcela)],
        ['Amortização', formatBrl(next.amortizacao)],
        ['Juros', formatBrl(next.juros)],
        ['Saldo devedor', formatBrl(next.saldo)],
        ['Situação', 'Em aberto'],
      ]) {
        const term = item.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
        await expect(term).toBeInViewport({ ratio: 1 });
        const definition = term.locator('xpath=following-sibling::dd');
        await expect(definition).toHaveText(value);
        await expect(definition).toBeInViewport({ ratio: 1 });
      }
      // Nothing scrolls sideways: neither the page nor the schedule's box.
      expect(await horizontalOverflow(page)).toBe(0);
      const box = schedule.getByTestId('cronograma-lista');
      expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
      await page.screenshot({ path: 'test-results/screenshots/emprestimos-cronograma-390.png', fullPage: true });
    });
    await context.close();
  });

  test('Carlos (kind 1) has no loan in the menu or the services, and the loan page says it is not for his plan', async ({ page }) => {
    await signInByApi(page, DEMO.carlos);
    const dialog = page.getByRole('dialog', { name: 'Escolha o plano' });
    await dialog.getByLabel('Plano').selectOption({ label: 'HPE' });
    await dialog.getByRole('button', { name: 'Acessar' }).click();
    await expect(page.getByText(/^Plano HPE · matrícula/)).toBeVisible();
    await expect(page.getByText('Próxima parcela do empréstimo')).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Serviços' }).click();
    await expect(page).toHaveURL(/\/services$/);
    // The list has loaded (his plan's services are there) and has no loan.
    await expect(page.getByRole('main').getByRole('region').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /empréstimo/i })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Meus empréstimos' })).toHaveCount(0);
    await page.goto('/services/emprestimos');
    await expect(page.getByTestId('emprestimo-indisponivel')).toContainText('Empréstimos não fazem parte do seu plano');
    await page.goto('/services/emprestimos/solicitacao');
    await expect(page.getByTestId('emprestimo-indisponivel')).toBeVisible();
    await expect(page.getByLabel('Valor do empréstimo (R$)')).toHaveCount(0);
  });

  test('an administrator edits the loan parameters of a loan-enabled plan in its contribution rules; a kind-1 plan has none', async ({ page }) => {
    await signInByApi(page, DEMO.ana);
    await expectShell(page);
    await page.goto('/settings/contribution-management');
    await page.getByLabel('Plano', { exact: true }).selectOption({ label: 'Mais Valor' });
    const section = page.getByRole('region', { name: 'Empréstimo aos participantes' });
    await expect(section.getByLabel('Taxa de juros (% ao mês)')).toHaveValue('1,50');
    await expect(section.getByLabel('Margem consignável (% do salário ou benefício)')).toHaveValue('30,00');
    await expect(section.getByRole('radio', { name: /^Tabela Price/ })).toBeChecked();
    await checkAndShoot(page, 'parametros-emprestimo');
    await section.getByLabel('Valor máximo de um empréstimo (R$)').fill('');
    await section.getByRole('button', { name: 'Salvar parâmetros de empréstimo' }).click();
    await expect(section.getByText('Informe o valor máximo em reais.')).toBeVisible();
    await page.getByLabel('Plano', { exact: true }).selectOption({ label: 'HPE' });
    await expect(page.getByLabel('Valor mínimo (R$)')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Empréstimo aos participantes' })).toHaveCount(0);
  });

  test('Lucas prepays a loan of his (both modes simulated, the shorter term asked for); the fund concludes it and his loans page shows the new schedule', async ({ page, request, browser }) => {
    const { api, loan } = await freshLoanOfLucas(request, '3000', 12);
    await signInByApi(page, DEMO.lucas);
    await expectShell(page);
    await page.goto('/services/emprestimos');
    await page.getByTestId(`emprestimo-${loan.id}`).getByRole('link', { name: 'Amortizar' }).click();
    await expect(page).toHaveURL(new RegExp(`/services/emprestimos/amortizar\\?id=${loan.id}$`));
    await expect(page.getByTestId('contrato-atual')).toContainText(`Empréstimo de ${formatBrl('3000.00')}`);
    await page.getByLabel('Valor a adiantar (R$)').pressSequentially('80050');
    await expect(page.getByLabel('Valor a adiantar (R$)')).toHaveValue('80.050');
    await page.getByLabel('Valor a adiantar (R$)').fill('');
    await page.getByLabel('Valor a adiantar (R$)').pressSequentially('800,50');
    const modes = page.getByRole('group', { name: 'O que diminui' });
    const comparison = page.getByTestId('comparacao-contrato');

    // The smaller installment, same term.
    const smaller = await api.post<SimulacaoAmortizacao>('/simularAmortizacao', { idEmprestimo: loan.id, valor: '800.50', modo: 'parcela' });
    await modes.getByRole('radio', { name: /^A parcela/ }).check();
    await page.getByRole('button', { name: 'Simular' }).click();
    await expect(page.getByRole('heading', { name: 'Como fica o seu empréstimo' })).toBeFocused();
    await expect(comparison.getByRole('row', { name: /^Parcela/ })).toHaveText(`Parcela${formatBrl(loan.valorParcela)}${formatBrl(smaller.valorParcela)}`);
    await expect(comparison.getByRole('row', { name: /^Prazo restante/ })).toHaveText('Prazo restante12 meses12 meses');
    expect(Number(smaller.valorParcela)).toBeLessThan(Number(loan.valorParcela));
    await checkAndShoot(page, 'emprestimo-amortizar-parcela');

    // The shorter term, same installment: the one he asks for.
    const shorter = await api.post<SimulacaoAmortizacao>('/simularAmortizacao', { idEmprestimo: loan.id, valor: '800.50', modo: 'prazo' });
    expect(shorter.prazoRestante).toBeLessThan(12);
    await modes.getByRole('radio', { name: /^O prazo/ }).check();
    await page.getByRole('button', { name: 'Simular' }).click();
    await expect(comparison.getByRole('row', { name: /^Parcela/ })).toHaveText(`Parcela${formatBrl(loan.valorParcela)}${formatBrl(shorter.valorParcela)}`);
    await expect(comparison.getByRole('row', { name: /^Prazo restante/ })).toHaveText(`Prazo restante12 meses${shorter.prazoRestante} meses`);
    await expect(comparison.getByRole('row', { name: /^Saldo devedor/ })).toHaveText(`Saldo devedor${formatBrl(shorter.saldoDevedor)}${formatBrl(shorter.saldoAposAmortizacao)}`);
    await expect(page.getByText(`você economiza ${formatBrl(shorter.economiaJuros)} de juros`).first()).toBeVisible();
    await page.getByText('Ver as novas parcelas').click();
    await expect(page.getByRole('region', { name: 'Novo cronograma de parcelas' }).locator('tbody tr')).toHaveCount(shorter.prazoRestante);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Confirme o pedido' })).toBeFocused();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    const protocolo = await protocolOnLoanSuccess(page);

    await anaConcludes(browser, protocolo);

    // His loans page: the same loan, the same installment, fewer of them, the API's figures.
    const after = (await api.loans()).emprestimos.find((item) => item.id === loan.id)!;
    expect(after).toMatchObject({ status: 'aberto', valorParcela: shorter.valorParcela, prazoMeses: shorter.prazoRestante, parcelasPagas: 0 });
    expect(after.parcelas.map(({ paga: _paga, ...row }) => row)).toEqual(shorter.parcelas);
    await page.goto('/services/emprestimos');
    const card = page.getByTestId(`emprestimo-${loan.id}`);
    await expect(card.getByTestId('valor-parcela')).toHaveText(formatBrl(shorter.valorParcela));
    await expect(card.getByTestId('parcelas-pagas')).toHaveText(`0 de ${shorter.prazoRestante}`);
    await expect(card.getByTestId('parcelas-abertas')).toHaveText(String(shorter.prazoRestante));
    await expect(card.getByTestId('saldo-devedor')).toHaveText(formatBrl(after.saldoDevedor));
    const rows = card.getByTestId('cronograma-contrato').locator('tbody tr');
    await expect(rows).toHaveCount(shorter.prazoRestante);
    const last = shorter.parcelas.at(-1)!;
    await expect(rows.last()).toHaveText([String(last.numero), formatDateBr(last.vencimento), formatBrl(last.valorParcela), formatBrl(last.amortizacao), formatBrl(last.juros), formatBrl(last.saldo), 'Em aberto'].join(''));
    await checkAndShoot(page, 'emprestimos-apos-amortizacao');
  });

  test('Lucas renegotiates a loan of his into a longer one; the fund concludes it: the old contract is closed, the new one open with the API figures', async ({ page, request, browser }) => {
    const { api, loan, known } = await freshLoanOfLucas(request, '2500', 10);
    await signInByApi(page, DEMO.lucas);
    await expectShell(page);
    await page.goto('/services/emprestimos');
    await page.getByTestId(`emprestimo-${loan.id}`).getByRole('link', { name: 'Renegociar' }).click();
    await expect(page).toHaveURL(new RegExp(`/services/emprestimos/renegociar\\?id=${loan.id}$`));
    await page.getByRole('button', { name: 'Simular' }).click();
    await expect(page.getByText('Informe o novo prazo em meses.')).toBeVisible();
    await page.getByLabel('Novo prazo (meses)').fill('20');
    const renegotiation = await api.post<SimulacaoRenegociacao>('/simularRenegociacao', { idEmprestimo: loan.id, prazoMeses: 20 });
    await page.getByRole('button', { name: 'Simular' }).click();
    const comparison = page.getByTestId('comparacao-contrato');
    await expect(comparison.getByRole('row', { name: /^Parcela/ })).toHaveText(`Parcela${formatBrl(loan.valorParcela)}${formatBrl(renegotiation.valorParcela)}`);
    await expect(comparison.getByRole('row', { name: /^Prazo restante/ })).toHaveText('Prazo restante10 meses20 meses');
    await expect(comparison.getByRole('row', { name: /^Taxa de juros/ })).toHaveText(`Taxa de juros${formatPercent('1.50')} ao mês${formatPercent(renegotiation.taxaMensal)} ao mês`);
    await expect(comparison.getByRole('row', { name: /^CET/ })).toContainText(`${formatPercent(renegotiation.cet.mensal)} ao mês`);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    const protocolo = await protocolOnLoanSuccess(page);
    await checkAndShoot(page, 'sucesso-renegociacao');

    await anaConcludes(browser, protocolo);

    const after = (await api.loans()).emprestimos;
    expect(after.find((item) => item.id === loan.id)).toMatchObject({ status: 'renegociado', saldoDevedor: '0.00' });
    const fresh = after.filter((item) => !known.has(item.id) && item.id !== loan.id);
    expect(fresh).toHaveLength(1);
    const [contract] = fresh;
    expect(contract).toMatchObject({ status: 'aberto', valorContratado: renegotiation.saldoDevedor, prazoMeses: 20, valorParcela: renegotiation.valorParcela, parcelasPagas: 0 });
    expect(contract.parcelas.map(({ paga: _paga, ...row }) => row)).toEqual(renegotiation.parcelas);

    await page.goto('/services/emprestimos');
    const open = page.getByRole('region', { name: 'Empréstimos em aberto' });
    const past = page.getByRole('region', { name: 'Empréstimos anteriores' });
    const newCard = open.getByTestId(`emprestimo-${contract.id}`);
    await expect(newCard.getByTestId('valor-parcela')).toHaveText(formatBrl(renegotiation.valorParcela));
    await expect(newCard.getByTestId('parcelas-pagas')).toHaveText('0 de 20');
    await expect(newCard.getByTestId('saldo-devedor')).toHaveText(formatBrl(contract.saldoDevedor));
    await expect(newCard.getByRole('heading')).toContainText(`Empréstimo de ${formatBrl(renegotiation.saldoDevedor)}`);
    await expect(open.getByTestId(`emprestimo-${loan.id}`)).toHaveCount(0);
    const oldCard = past.getByTestId(`emprestimo-${loan.id}`);
    await expect(oldCard).toContainText('Renegociado');
    await expect(oldCard.getByRole('link', { name: 'Renegociar' })).toHaveCount(0);
    await expect(oldCard.getByTestId('saldo-devedor')).toHaveCount(0);
    await expect(oldCard.getByTestId('substituido-por')).toHaveText(`O saldo devedor deste empréstimo passou para o empréstimo de ${formatBrl(renegotiation.saldoDevedor)}, renegociado em ${formatDateBr(contract.dataContratacao)}.`);
    await expect(newCard.getByTestId('renegociacao-de')).toContainText(`Renegociação do empréstimo de ${formatBrl('2500.00')}`);
    // Its installments were not paid one by one: the renegotiation absorbed them.
    await oldCard.getByText('Parcelas do contrato', { exact: true }).click();
    await expect(oldCard.getByTestId('cronograma-contrato').locator('tbody tr').filter({ hasText: 'Renegociada' })).toHaveCount(10);
    await checkAndShoot(page, 'emprestimos-apos-renegociacao');

    // The home: the next installment to pay, summed when several of his loans fall due that day.
    const { proximoVencimento: due } = await api.loans();
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Início' }).click();
    await expect(page.getByTestId('proxima-parcela-valor')).toHaveText(formatBrl(due!.valorParcela));
    await expect(page.getByText(due!.quantidade > 1 ? `Vence em ${formatDateBr(due!.vencimento)}: as parcelas de ${due!.quantidade} empréstimos somadas` : `Vence em ${formatDateBr(due!.vencimento)}`, { exact: true })).toBeVisible();
  });

  test('Sofia (kind 2, no loan) sees her margin and no loan, and simulates one', async ({ page, request }) => {
    const token = await apiToken(request, DEMO.sofia);
    const headers = { authorization: `Bearer ${token}` };
    const session = (await (await request.post('/api/autenticar', { data: { cpf: DEMO.sofia.replace(/\D/g, ''), senha: DEMO_PASSWORD } })).json()) as { pessoa: { id: number } };
    const [link] = (await (await request.get(`/api/retornarPlanosAtivos/${session.pessoa.id}`, { headers })).json()) as Array<{ id: number }>;
    const mine = (await (await request.get(`/api/retornarEmprestimos/${link.id}`, { headers })).json()) as EmprestimosVinculo;
    expect(mine.emprestimos).toEqual([]);
    // 30 % of her salary, nothing taken.
    expect(Number(mine.margemDisponivel)).toBeGreaterThan(0);

    await signInByApi(page, DEMO.sofia);
    await expectShell(page);
    await expect(page.getByText('Próxima parcela do empréstimo')).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Serviços' }).click();
    await page.getByRole('region', { name: 'Meus empréstimos' }).getByRole('link', { name: 'Consultar empréstimos' }).click();
    await expect(page).toHaveURL(/\/services\/emprestimos$/);
    await expect(page.getByTestId('margem-disponivel')).toHaveText(formatBrl(mine.margemDisponivel));
    await expect(page.getByTestId('valor-maximo')).toHaveText(formatBrl(mine.valorMaximo));
    await expect(page.getByRole('region', { name: 'Empréstimos em aberto' })).toContainText('Você não tem empréstimos em aberto.');
    await expect(page.locator('[data-testid^="emprestimo-"]')).toHaveCount(0);
    await checkAndShoot(page, 'emprestimos-sem-emprestimo');

    await page.getByRole('link', { name: 'Simular um novo empréstimo' }).click();
    await page.getByLabel('Valor do empréstimo (R$)').pressSequentially('5000');
    await page.getByLabel('Prazo (meses)').fill('18');
    const response = await request.post('/api/simularEmprestimo', { headers, data: { idVinculoPlano: link.id, valor: '5000', prazoMeses: 18 } });
    expect(response.status()).toBe(200);
    const expected = (await response.json()) as SimulacaoEmprestimo;
    await page.getByRole('button', { name: 'Simular' }).click();
    await expect(page.getByRole('heading', { name: 'A sua simulação' })).toBeFocused();
    await expect(page.getByTestId('sim-parcela')).toHaveText(formatBrl(expected.valorParcela));
    await expect(page.getByTestId('sim-liquido')).toHaveText(formatBrl(expected.valorLiquido));
    await expect(page.getByTestId('sim-iof')).toHaveText(formatBrl(expected.iof));
    await expect(page.getByTestId('sim-cet-anual')).toHaveText(formatPercent(expected.cet.anual));
    await expect(page.getByTestId('sim-margem-restante')).toHaveText(formatBrl(expected.margemRestante));
    await expect(page.getByTestId('cronograma-simulacao').locator('tbody tr')).toHaveCount(18);
    await expect(page.getByTestId('contrato-emprestimo')).toContainText('Sofia');
    await checkAndShoot(page, 'emprestimo-simulacao-sofia');
  });

  test('an administrator saves a new loan rate for Mais Valor and the next simulation uses it; the original is put back', async ({ page, request, browser }) => {
    const adminHeaders = { authorization: `Bearer ${await apiToken(request, DEMO.ana)}` };
    const api = await lucasApi(request);
    const plans = (await (await request.get('/api/retornarPlanos', { headers: adminHeaders })).json()) as Array<{ id: number; nomeExibicao: string }>;
    const maisValor = plans.find((plan) => plan.nomeExibicao === 'Mais Valor')!;
    const original = (await (await request.get(`/api/retornarParametrosEmprestimo/${maisValor.id}`, { headers: adminHeaders })).json()) as { taxaMensal: string };
    expect(original.taxaMensal).toBe('1.50');
    try {
      await signInByApi(page, DEMO.ana);
      await expectShell(page);
      await page.goto('/settings/contribution-management');
      await page.getByLabel('Plano', { exact: true }).selectOption({ label: 'Mais Valor' });
      const section = page.getByRole('region', { name: 'Empréstimo aos participantes' });
      const rate = section.getByLabel('Taxa de juros (% ao mês)');
      await expect(rate).toHaveValue('1,50');
      await rate.fill('');
      await rate.pressSequentially('1,85');
      await expect(rate).toHaveValue('1,85');
      await section.getByRole('button', { name: 'Salvar parâmetros de empréstimo' }).click();
      await expect(page.getByText('Parâmetros de empréstimo salvos.')).toBeVisible();
      await expect(rate).toHaveValue('1,85');
      const saved = (await (await request.get(`/api/retornarParametrosEmprestimo/${maisValor.id}`, { headers: adminHeaders })).json()) as typeof original;
      expect(saved).toEqual({ ...original, taxaMensal: '1.85' });
      // After a reload, the saved value.
      await page.reload();
      await page.getByLabel('Plano', { exact: true }).selectOption({ label: 'Mais Valor' });
      await expect(page.getByRole('region', { name: 'Empréstimo aos participantes' }).getByLabel('Taxa de juros (% ao mês)')).toHaveValue('1,85');

      // Lucas's next simulation is at 1,85 % a month.
      const expected = await api.post<SimulacaoEmprestimo>('/simularEmprestimo', { idVinculoPlano: api.idVinculoPlano, valor: '1000', prazoMeses: 10 });
      expect(expected.taxaMensal).toBe('1.85');
      const lucas = await signedIn(browser, DEMO.lucas);
      await lucas.goto('/services/emprestimos/solicitacao');
      await lucas.getByLabel('Valor do empréstimo (R$)').pressSequentially('1000');
      await lucas.getByLabel('Prazo (meses)').fill('10');
      await lucas.getByRole('button', { name: 'Simular' }).click();
      await expect(lucas.getByTestId('sim-parcela')).toHaveText(formatBrl(expected.valorParcela));
      await expect(lucas.getByText('Taxa de 1,85 % ao mês')).toBeVisible();
      await lucas.context().close();

      // Ana puts the rate back, in the same form.
      await rate.fill('');
      await rate.pressSequentially('1,50');
      await page.getByRole('region', { name: 'Empréstimo aos participantes' }).getByRole('button', { name: 'Salvar parâmetros de empréstimo' }).click();
      await expect(page.getByText('Parâmetros de empréstimo salvos.').first()).toBeVisible();
      await expect.poll(async () => ((await (await request.get(`/api/retornarParametrosEmprestimo/${maisValor.id}`, { headers: adminHeaders })).json()) as typeof original).taxaMensal).toBe('1.50');
    } finally {
      const restored = await request.put(`/api/atualizarParametrosEmprestimo/${maisValor.id}`, { headers: adminHeaders, data: original });
      expect(restored.status(), await restored.text()).toBe(200);
    }
  });
});
