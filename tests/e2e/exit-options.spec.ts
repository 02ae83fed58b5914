import { expect, test } from '@playwright/test';
import { formatBrl, formatDateBr } from '@/domain/format';
import { apiToken, expectShell, signInThroughForm } from './support/demo';
import { checkAndShoot } from './support/page-checks';
import { withPersonLock } from './support/person-lock';

/** Diego Desligado (demo-accounts.md): Mais Valor, left the sponsor; the only demo account with the exit options. */
const DIEGO = '468.532.157-02';
const CNPJ = '00.360.305/0001-04';

interface Options {
  saldo: { proprio: string; disponivel: string };
  resgate: { bruto: string; imposto: string; liquido: string; valorParcela: string };
  portabilidade: { valor: string };
  bpd: { beneficioEstimado: string };
  autopatrocinio: { contribuicaoMensal: string };
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

      await signInThroughForm(page, DIEGO);
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
      const { prazos } = (await (await request.get(`/api/retornarSolicitacao/${created.id}`, { headers })).json()) as { prazos: Array<{ descricao: string; data: string }> };
      expect(prazos.filter((item) => item.descricao.includes('dias úteis'))).toHaveLength(2);
      for (const [index, prazo] of prazos.entries()) {
        await expect(deadlines.nth(index)).toContainText(formatDateBr(prazo.data));
        await expect(deadlines.nth(index)).toContainText(prazo.descricao);
      }
      await checkAndShoot(page, 'opcoes-desligamento-solicitacao');
    });
  });
});
