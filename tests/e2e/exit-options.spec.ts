import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatBrl } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import { apiToken, DEMO, expectShell, signInByApi } from './support/demo';
import { checkAndShoot } from './support/page-checks';
import { withPersonLock } from './support/person-lock';

/** Diego Desligado (demo-accounts.md): Mais Valor, left the sponsor; the only demo account with the exit options. */
const DIEGO = '468.532.157-02';
const CNPJ = '00.360.305/0001-04';

interface Options {
  saldo: { proprio: string; disponivel: string };
  resgate: {
    bruto: string;
    imposto: string;
    liquido: string;
    valorParcela: string;
    impostoFinal: { definitivo: boolean; anoCalendario: number; minimo: string; maximo: string; liquidoMinimo: string; liquidoMaximo: string };
  };
  portabilidade: { valor: string };
  bpd: { beneficioEstimado: string };
  autopatrocinio: { contribuicaoMensal: string };
}

/** Diego's session for the API: his token, person and plan link. */
async function diegoApi(request: APIRequestContext) {
  const response = await request.post('/api/autenticar', { data: { cpf: DIEGO.replace(/\D/g, ''), senha: 'Previdencia@2026' } });
  const { token, pessoa } = (await response.json()) as { token: string; pessoa: { id: number } };
  const headers = { authorization: `Bearer ${token}` };
  const [link] = (await (await request.get(`/api/retornarPlanosAtivos/${pessoa.id}`, { headers })).json()) as Array<{ id: number }>;
  return { headers, idPessoa: pessoa.id, idVinculoPlano: link.id };
}

/** Cancels whatever exit request of Diego's is still open (a test leaves him as it found him). */
async function cancelOpenExitRequest(request: APIRequestContext) {
  const diego = await diegoApi(request);
  const rules = (await (await request.get(`/api/retornarRegrasSolicitacao/30/${diego.idVinculoPlano}`, { headers: diego.headers })).json()) as { solicitacaoAberta: { id: number } | null };
  if (rules.solicitacaoAberta) await request.post(`/api/cancelarSolicitacao/${rules.solicitacaoAberta.id}`, { headers: diego.headers, data: {} });
}

test.describe('Opções de desligamento (/services/opcoes-desligamento)', () => {
  test('Diego compares the four options with the API’s values, asks for portability and finds its three deadlines', async ({ page, request }) => {
    // Diego's sessions must last the whole test: the forced-password test ends them all (security-settings.spec.ts).
    await withPersonLock(DIEGO, async () => {
      // The API's figures, read apart from the page.
      const token = await apiToken(request, DIEGO);
      const headers = { authorization: `Bearer ${token}` };
      const { pessoa } = (await (await request.post('/api/autenticar', { data: { cpf: DIEGO.replace(/\D/g, ''), senha: 'Previdencia@2026' } })).json()) as { pessoa: { id: number } };
      const [link] = (await (await request.get(`/api/retornarPlanosAtivos/${pessoa.id}`, { headers })).json()) as Array<{ id: number }>;
      const api = (await (await request.get(`/api/retornarOpcoesDesligamento/${link.id}`, { headers })).json()) as Options;

      await signInByApi(page, DIEGO);
      await expectShell(page);
      await page.goto('/services');
      await page.getByRole('link', { name: 'Opções de desligamento' }).click();
      await expect(page).toHaveURL(/\/services\/opcoes-desligamento$/);
      await expect(page).toHaveTitle('Opções de desligamento | Portal do Participante');

      // The four options side by side, each with the participant's own values (the same as the API's).
      const card = (option: string) => page.getByTestId(`opcao-${option}`);
      await expect(card('resgate').getByRole('heading', { name: 'Resgate' })).toBeVisible();
      await expect(page.getByTestId('saldo-disponivel')).toHaveText(formatBrl(api.saldo.disponivel));
      await expect(page.getByTestId('resgate-bruto')).toHaveText(formatBrl(api.resgate.bruto));
      await expect(page.getByTestId('resgate-imposto')).toHaveText(`− ${formatBrl(api.resgate.imposto)}`);
      await expect(page.getByTestId('resgate-liquido')).toHaveText(formatBrl(api.resgate.liquido));
      await expect(page.getByTestId('resgate-parcela')).toHaveText(formatBrl(api.resgate.valorParcela));
      // Progressive: the 15 % is an advance; beside what he receives now, the final tax of the declaration and what is left.
      const finalTax = api.resgate.impostoFinal;
      expect(finalTax.definitivo).toBe(false);
      await expect(card('resgate').getByText('Você recebe agora', { exact: true })).toBeVisible();
      await expect(card('resgate').getByText('Imposto retido agora (15 %, antecipação)')).toBeVisible();
      await expect(card('resgate').getByText(`Imposto final, na declaração de ${finalTax.anoCalendario + 1}`)).toBeVisible();
      await expect(page.getByTestId('resgate-imposto-final')).toHaveText(`de ${formatBrl(finalTax.minimo)} a ${formatBrl(finalTax.maximo)}`);
      await expect(page.getByTestId('resgate-liquido-final')).toHaveText(`de ${formatBrl(finalTax.liquidoMinimo)} a ${formatBrl(finalTax.liquidoMaximo)}`);
      await expect(card('resgate')).toContainText('A diferença para o que foi retido você paga ou recebe de volta na declaração.');
      await expect(page.getByTestId('portabilidade-valor')).toHaveText(formatBrl(api.portabilidade.valor));
      await expect(page.getByTestId('bpd-beneficio')).toHaveText(formatBrl(api.bpd.beneficioEstimado));
      await expect(page.getByTestId('autopatrocinio-contribuicao')).toHaveText(formatBrl(api.autopatrocinio.contribuicaoMensal));
      await expect(card('resgate')).toContainText('O seu vínculo com o plano termina.');
      await expect(card('autopatrocinio')).toContainText('Você continua no plano, como autopatrocinado.');
      // Side by side at 1280 px (one row), stacked at 390 px (one column).
      const tops = async () => Promise.all(['resgate', 'portabilidade', 'bpd', 'autopatrocinio'].map(async (option) => (await card(option).boundingBox())!.y));
      expect(new Set(await tops()).size).toBe(1);
      await checkAndShoot(page, 'opcoes-desligamento');
      await page.setViewportSize({ width: 390, height: 900 });
      expect(new Set(await tops()).size).toBe(4);
      await page.setViewportSize({ width: 1280, height: 900 });

      // The choice → the request form with the option chosen; a wrong CNPJ is caught before sending.
      await card('portabilidade').getByRole('button', { name: 'Escolher a portabilidade' }).click();
      await expect(page.getByRole('heading', { name: 'Pedir: Portabilidade' })).toBeFocused();
      await expect(page.getByRole('group', { name: 'Opção escolhida' }).getByLabel('Portabilidade')).toBeChecked();
      await page.getByLabel('Entidade receptora', { exact: true }).fill('Fundação Previdência Destino');
      await page.getByLabel('CNPJ da entidade receptora').fill('00.360.305/0001-05');
      await page.getByLabel('Plano de destino', { exact: true }).fill('Plano CD Destino');
      await page.getByLabel('CNPB do plano de destino').fill('1979.0001-18');
      await page.getByRole('button', { name: 'Revisar pedido' }).click();
      await expect(page.getByText('CNPJ inválido: confira os números.')).toBeVisible();
      await page.getByLabel('CNPJ da entidade receptora').fill(CNPJ);
      await page.getByRole('button', { name: 'Revisar pedido' }).click();
      await expect(page.getByRole('heading', { name: 'Confirme o pedido' })).toBeVisible();
      await checkAndShoot(page, 'opcoes-desligamento-confirmacao');
      await page.getByRole('button', { name: 'Confirmar pedido' }).click();

      // The protocol, then the request with its deadline timeline.
      await expect(page).toHaveURL(/\/success\?/);
      const protocol = ((await page.getByText('Número do protocolo:').locator('strong').textContent()) ?? '').trim();
      expect(protocol).toMatch(/^\d{10}$/);
      await page.getByRole('link', { name: 'Acompanhar solicitações' }).click();
      await page.getByRole('button', { name: `Ver detalhes da solicitação ${protocol}` }).click();
      const detail = page.getByRole('dialog', { name: `Solicitação ${protocol}` });
      await expect(detail).toContainText('Recebida');
      await expect(detail).toContainText('Portabilidade');
      await expect(detail).toContainText(CNPJ);
      await expect(detail).toContainText(formatBrl(api.portabilidade.valor));
      const deadlines = detail.getByRole('region', { name: 'Prazos' }).getByRole('listitem');
      await expect(deadlines).toHaveCount(3);
      const requests = (await (await request.get(`/api/retornarSolicitacoes?idPessoa=${pessoa.id}&idPlano=4&page=0&limit=5`, { headers })).json()) as { requisicoes: Array<{ id: number; protocolo: string }> };
      const created = requests.requisicoes.find((item) => item.protocolo === protocol)!;
      try {
        const { prazos } = (await (await request.get(`/api/retornarSolicitacao/${created.id}`, { headers })).json()) as { prazos: Array<{ descricao: string; data: string }> };
        // What happens, in order: the statement of values, then the term that depends on it, then the money; so the
        // dates ascend too.
        expect(prazos.map((item) => item.descricao.replace(/ \(.*$/, ''))).toEqual([
          'Extrato com os valores das opções',
          'Termo de portabilidade enviado à entidade receptora',
          'Transferência dos recursos à entidade receptora',
        ]);
        expect(prazos.map((item) => item.data)).toEqual(prazos.map((item) => item.data).sort());
        for (const [index, prazo] of prazos.entries()) {
          await expect(deadlines.nth(index)).toContainText(formatDateBr(prazo.data));
          await expect(deadlines.nth(index)).toContainText(prazo.descricao);
        }
        await checkAndShoot(page, 'opcoes-desligamento-solicitacao');
      } finally {
        await request.post(`/api/cancelarSolicitacao/${created.id}`, { headers, data: {} });
      }
    });
  });

  test('with an exit request open, Diego is told at the top with its protocol and offered no choice; he cancels it and may choose again', async ({ page, request }) => {
    await withPersonLock(DIEGO, async () => {
      const diego = await diegoApi(request);
      const opened = await request.post('/api/criarSolicitacao', {
        headers: diego.headers,
        data: { idPessoa: diego.idPessoa, idVinculoPlano: diego.idVinculoPlano, idFuncionalidade: 14, dados: { forma: 'unica' } },
      });
      expect(opened.status(), await opened.text()).toBe(201);
      const { protocolo } = (await opened.json()) as { protocolo: string };
      try {
        await signInByApi(page, DIEGO);
        await expectShell(page);
        await page.goto('/services/opcoes-desligamento');
        const notice = page.getByRole('region', { name: 'Você já tem um pedido em andamento' });
        await expect(notice).toContainText(`Pedido de Resgate, protocolo ${protocolo}`);
        await expect(notice).toContainText('situação: Recebida');
        // Before the balance and the cards, and no option can be chosen.
        const noticeTop = (await notice.boundingBox())!.y;
        expect(noticeTop).toBeLessThan((await page.getByRole('heading', { name: 'O seu saldo hoje' }).boundingBox())!.y);
        await expect(page.getByTestId('opcao-resgate')).toBeVisible();
        await expect(page.getByRole('button', { name: /^Escolher / })).toHaveCount(0);
        await checkAndShoot(page, 'opcoes-desligamento-pedido-aberto');

        // Each exit option's own page says the same, without its form.
        await page.goto('/services/portabilidade');
        await expect(page.getByRole('region', { name: 'Você já tem um pedido em andamento' })).toContainText(protocolo);
        await expect(page.getByRole('button', { name: 'Revisar pedido' })).toHaveCount(0);

        // Follow or cancel it from there.
        await page.goto('/services/opcoes-desligamento');
        await page.getByRole('button', { name: `Acompanhar ou cancelar o pedido ${protocolo}` }).click();
        const dialog = page.getByRole('dialog', { name: `Solicitação ${protocolo}` });
        await expect(dialog).toContainText('Recebida');
        await dialog.getByRole('button', { name: 'Cancelar solicitação' }).click();
        await page.getByRole('dialog', { name: 'Cancelar solicitação?' }).getByRole('button', { name: 'Sim, cancelar' }).click();
        await expect(page.getByText('Solicitação cancelada.')).toBeVisible();
        await dialog.getByRole('button', { name: 'Fechar' }).click();
        await expect(page.getByRole('region', { name: 'Você já tem um pedido em andamento' })).toHaveCount(0);

        // The choice is offered again; the redemption's confirmation says what is received now and what the tax becomes.
        await page.getByTestId('opcao-resgate').getByRole('button', { name: 'Escolher o resgate' }).click();
        await page.getByRole('group', { name: 'Como receber' }).getByLabel('Pagamento único').check();
        await page.getByRole('button', { name: 'Revisar pedido' }).click();
        await expect(page.getByRole('heading', { name: 'Confirme o pedido' })).toBeFocused();
        const api = (await (await request.get(`/api/retornarOpcoesDesligamento/${diego.idVinculoPlano}`, { headers: diego.headers })).json()) as Options;
        const confirmation = page.getByTestId('confirmacao-valores');
        await expect(confirmation.getByTestId('confirmacao-liquido')).toHaveText(formatBrl(api.resgate.liquido));
        await expect(confirmation.getByTestId('confirmacao-imposto-final')).toHaveText(`de ${formatBrl(api.resgate.impostoFinal.minimo)} a ${formatBrl(api.resgate.impostoFinal.maximo)}`);
        await expect(page.getByTestId('confirmacao-prazos')).toContainText('Extrato com os valores das opções (até 30 dias do pedido)');
        await checkAndShoot(page, 'opcoes-desligamento-confirmacao-resgate');
        await page.getByRole('button', { name: 'Voltar e corrigir' }).click();
      } finally {
        await cancelOpenExitRequest(request);
      }
    });
  });

  test('saque à vista (Lucas, regime not chosen): the largest withdrawal’s tax, and for the value typed what he receives now and the final tax', async ({ page }) => {
    await signInByApi(page, DEMO.lucas);
    await expectShell(page);
    await page.goto('/services/saque-a-vista');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saque à vista');
    await expect(page.getByText('Regime de tributação: Não informado. Se você sacar o valor máximo:')).toBeVisible();
    await expect(page.getByTestId('saque-maximo-imposto-final')).toHaveText(/^de R\$\s[\d.]+,\d{2} a R\$\s[\d.]+,\d{2}$/);
    await page.getByLabel('Valor do saque (R$)').fill('1.000,00');
    await page.getByRole('button', { name: 'Revisar pedido' }).click();
    await expect(page.getByRole('heading', { name: 'Confirme o pedido' })).toBeFocused();
    // 15 % of 1.000,00 withheld now; alone in the year it is untaxed (all of it comes back), with other income up to
    // 315,59 (the end of the 2026 reduction's phase-out: redemption-final-tax.test.ts).
    const confirmation = page.getByTestId('confirmacao-valores');
    await expect(confirmation.getByTestId('confirmacao-imposto')).toHaveText(`− ${formatBrl('150.00')}`);
    await expect(confirmation.getByTestId('confirmacao-liquido')).toHaveText(formatBrl('850.00'));
    await expect(confirmation.getByTestId('confirmacao-imposto-final')).toHaveText(`de ${formatBrl('0.00')} a ${formatBrl('315.59')}`);
    await expect(confirmation.getByTestId('confirmacao-liquido-final')).toHaveText(`de ${formatBrl('684.41')} a ${formatBrl('1000.00')}`);
    await checkAndShoot(page, 'saque-a-vista-confirmacao');
    await page.getByRole('button', { name: 'Voltar e corrigir' }).click();
  });
});
