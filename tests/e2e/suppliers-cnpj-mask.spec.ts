import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, DEMO, expectShell, signInByApi } from './support/demo';
import { withPersonLock } from './support/person-lock';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

/** Issue 26: every CNPJ field masks as 00.000.000/0000-00 while typing and checks the check digits. */

/** Diego Desligado: the one demo account with the exit options (portability). */
const DIEGO = '468.532.157-02';

/** Diego's open portability requests (another test asks for one) are cancelled, so the form is offered again. */
async function cancelOpenPortability(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request, DIEGO)}` };
  const { pessoa } = (await (await request.post('/api/autenticar', { data: { cpf: DIEGO.replace(/\D/g, ''), senha: 'Previdencia@2026' } })).json()) as { pessoa: { id: number } };
  const [link] = (await (await request.get(`/api/retornarPlanosAtivos/${pessoa.id}`, { headers })).json()) as Array<{ id: number; plano: { id: number } }>;
  const list = await request.get(`/api/retornarSolicitacoes?idPessoa=${pessoa.id}&idPlano=${link.plano.id}&idFuncionalidade=${FUNCTIONALITY.PORTABILITY}&page=0&limit=50`, { headers });
  const { requisicoes } = (await list.json()) as { requisicoes: Array<{ id: number }> };
  // A concluded or already cancelled one answers 409 and stays as it is.
  for (const item of requisicoes) await request.post(`/api/cancelarSolicitacao/${item.id}`, { headers, data: {} });
}

test.describe('CNPJ fields', () => {
  test('the suppliers form (administrators) masks the CNPJ as it is typed and refuses wrong check digits', async ({ page }) => {
    await signInByApi(page, DEMO.ana);
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).first()).toBeAttached();
    await page.goto('/services/fornecedores');
    const form = page.getByRole('region', { name: 'Novo fornecedor' });
    const cnpj = form.getByLabel('CNPJ');
    await cnpj.pressSequentially('11222333');
    await expect(cnpj).toHaveValue('11.222.333');
    await cnpj.pressSequentially('000182999');
    await expect(cnpj).toHaveValue('11.222.333/0001-82');
    await form.getByLabel('Nome').fill('Fornecedor Exemplo de Máscara');
    await form.getByLabel('Serviço').fill('Teste');
    await form.getByLabel('Contato').fill('mascara@example.com');
    await form.getByRole('button', { name: 'Incluir fornecedor' }).click();
    await expect(form.getByText('CNPJ inválido: confira os números.')).toBeVisible();
    // A pasted CNPJ without punctuation gets it.
    await cnpj.fill('45997418000153');
    await expect(cnpj).toHaveValue('45.997.418/0001-53');
  });

  test('the portability’s receiving fund: masked while typed, its check digits checked before sending', async ({ page, request }) => {
    await withPersonLock(DIEGO, async () => {
      await cancelOpenPortability(request);
      await signInByApi(page, DIEGO);
      await expectShell(page);
      await page.goto('/services/portabilidade');
      const cnpj = page.getByLabel('CNPJ da entidade receptora');
      await cnpj.pressSequentially('00360305000105');
      await expect(cnpj).toHaveValue('00.360.305/0001-05');
      await page.getByLabel('Entidade receptora', { exact: true }).fill('Fundação Previdência Destino');
      await page.getByLabel('Plano de destino', { exact: true }).fill('Plano CD Destino');
      await page.getByLabel('CNPB do plano de destino').fill('1979.0001-18');
      await page.getByRole('button', { name: 'Revisar pedido' }).click();
      await expect(page.getByText('CNPJ inválido: confira os números.')).toBeVisible();
      await cnpj.fill('');
      await cnpj.pressSequentially('00360305000104');
      await expect(cnpj).toHaveValue('00.360.305/0001-04');
      await page.getByRole('button', { name: 'Revisar pedido' }).click();
      await expect(page.getByRole('heading', { name: 'Confirme o pedido' })).toBeVisible();
      await expect(page.getByText('00.360.305/0001-04')).toBeVisible();
    });
  });
});
