import { expect, test } from '@playwright/test';
import { apiToken, DEMO, expectShell, signInByApi } from './support/demo';
import { checkAndShoot } from './support/page-checks';

/**
 * settings/emails (issue 17): Ana edits the security-code template, sees the preview follow and the server's message for
 * an unknown placeholder, saves, has a code sent, and finds it in the log with its delivery status. Other specs read
 * security codes from the outbox while this one runs: the edited text keeps the code as a word of its own, as the
 * default does, so their readSecurityCode still finds it; and the code sent here goes to Ana, whom they never reset.
 */
test.describe('e-mail templates (/settings/emails)', () => {
  test('Ana edits a template, sees the preview and the 400 for an unknown placeholder, saves, and the next e-mail uses it', async ({ page, request }) => {
    const adminToken = await apiToken(request, DEMO.ana);
    const headers = { Authorization: `Bearer ${adminToken}` };
    const run = Date.now() % 10_000;
    const subject = `Código de teste ${run} para {{nome}}`;
    try {
      await signInByApi(page, DEMO.ana);
      await expectShell(page);
      await page.goto('/settings/emails');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modelos de mensagens');
      await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('codigo_seguranca');
      await expect(page.getByLabel('Assunto')).toHaveValue('Seu código de segurança');
      await expect(page.getByTestId('previa-corpo')).toContainText('Olá, Carlos.');
      await expect(page.getByTestId('previa-corpo')).toContainText('é 482913.');

      // The preview follows the typing, with the sample values.
      await page.getByLabel('Assunto').fill(subject);
      await expect(page.getByTestId('previa-assunto')).toHaveText(`Código de teste ${run} para Carlos`);
      await page.getByLabel('Texto').fill('Olá, {{nome}}.\n\nSeu código de segurança é {{codigo}}. Vale por 10 minutos.\n\nCPF: {{cpf}}');
      await expect(page.getByTestId('previa-corpo')).toContainText('Seu código de segurança é 482913. Vale por 10 minutos.');
      await expect(page.getByTestId('previa-corpo')).toContainText('CPF: {{cpf}}');

      // An unknown placeholder: the server's 400, naming it, under the field and in the alert; nothing saved.
      await page.getByRole('button', { name: 'Salvar modelo' }).click();
      const refusal = 'O marcador {{cpf}} não existe neste modelo. Use apenas: {{nome}}, {{codigo}}.';
      await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
      await expect(page.getByText(refusal)).toHaveCount(2);
      await checkAndShoot(page, 'settings-emails-erro');

      await page.getByLabel('Texto').fill('Olá, {{nome}}.\n\nSeu código de segurança é {{codigo}}. Vale por 10 minutos.');
      await page.getByRole('button', { name: 'Salvar modelo' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Modelo "Código de segurança" salvo. Os próximos e-mails já usam este texto.' })).toBeVisible();
      await expect(page.getByLabel('E-mail', { exact: true }).locator('option:checked')).toHaveText('Código de segurança (alterado)');

      // The next security-code e-mail (Ana's) is written from the edit.
      expect((await request.post('/api/solicitarCodigoSeguranca', { data: { cpf: DEMO.ana.replace(/\D/g, '') } })).status()).toBe(200);
      const outbox = (await (await request.get('/api/retornarCaixaSaida', { headers })).json()) as Array<{ assunto: string; corpo: string }>;
      const sent = outbox.find((mail) => mail.assunto === `Código de teste ${run} para Ana`);
      expect(sent?.corpo).toMatch(/^Olá, Ana\.\n\nSeu código de segurança é \d{6}\. Vale por 10 minutos\.$/);

      // The log: subject, recipient, template and status; never the text. Without SMTP_URL it stays pending.
      const log = page.getByRole('region', { name: 'E-mails enviados' }).first();
      await log.getByLabel('Modelo', { exact: true }).selectOption({ label: 'Código de segurança' });
      await log.getByLabel('Destinatário').fill('ana.administradora');
      await log.getByRole('button', { name: 'Filtrar' }).click();
      const row = page.getByRole('row').filter({ hasText: `Código de teste ${run} para Ana` });
      // The browser tests' portal has a mail server (the fake): the e-mail is pending until the queue delivers it.
      await expect(row.getByRole('cell')).toHaveText([/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/, 'ana.administradora@fundo.example', `Código de teste ${run} para Ana`, 'Código de segurança', /^(Pendente|Enviado ?em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2})$/]);
      await expect(log).not.toContainText('Vale por 10 minutos');
      await checkAndShoot(page, 'settings-emails');

      // Back to the default from the page.
      await page.getByRole('button', { name: 'Voltar ao texto padrão' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Modelo "Código de segurança" voltou ao texto padrão.' })).toBeVisible();
      await expect(page.getByLabel('Assunto')).toHaveValue('Seu código de segurança');
    } finally {
      await request.post('/api/restaurarModeloEmail/codigo_seguranca', { headers });
    }
  });

  test('Ana edits the SMS text of a notice kind, sees {{cpf}} refused, saves a valid text and resets it', async ({ page, request }) => {
    const headers = { Authorization: `Bearer ${await apiToken(request, DEMO.ana)}` };
    const run = Date.now() % 10_000;
    const defaultPreview = 'Carlos, o prazo de uma solicitação sua mudou. Pedimos desculpas. Veja a nova data: https://portal.exemplo.com.br/services/requests';
    try {
      await signInByApi(page, DEMO.ana);
      await expectShell(page);
      await page.goto('/settings/emails');
      const section = page.getByRole('region', { name: 'SMS e WhatsApp' });
      await section.getByLabel('Aviso').selectOption({ label: 'Prazos das solicitações' });
      const sms = section.getByRole('region', { name: 'SMS', exact: true });
      const whatsapp = section.getByRole('region', { name: 'WhatsApp', exact: true });
      await expect(whatsapp).toContainText('modelo aprovado na Meta');
      const field = sms.getByRole('textbox', { name: 'Mensagem de SMS' });
      await expect(field).toHaveValue('{{nome}}, o prazo de uma solicitação sua mudou. Pedimos desculpas. Veja a nova data: {{link}}');
      await expect(page.getByTestId('previa-sms')).toHaveText(defaultPreview);
      await expect(page.getByTestId('contagem-sms')).toHaveText('142 de 160 caracteres, contando um nome de 15 letras e um link de 50.');

      // A placeholder with personal data: refused under the field, naming it; nothing saved.
      await field.fill('{{nome}}, seu CPF {{cpf}} teve um prazo alterado: {{link}}');
      await expect(page.getByTestId('previa-sms')).toHaveText('Carlos, seu CPF {{cpf}} teve um prazo alterado: https://portal.exemplo.com.br/services/requests');
      await sms.getByRole('button', { name: 'Salvar SMS' }).click();
      await expect(sms.getByText('O marcador {{cpf}} não existe nas mensagens de SMS e WhatsApp, que não levam dados pessoais além do primeiro nome. Use apenas: {{nome}}, {{link}}.')).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');

      // A valid text: the preview and the count follow it, and the save is confirmed.
      const texto = `{{nome}}, um prazo seu mudou (${run}). Veja: {{link}}`;
      await field.fill(texto);
      await expect(page.getByTestId('previa-sms')).toHaveText(`Carlos, um prazo seu mudou (${run}). Veja: https://portal.exemplo.com.br/services/requests`);
      await expect(page.getByTestId('contagem-sms')).toContainText(`${texto.length - 16 + 65} de 160 caracteres`);
      await sms.getByRole('button', { name: 'Salvar SMS' }).click();
      await expect(sms.getByRole('status').filter({ hasText: 'Mensagem de SMS de "Prazos das solicitações" salva. Os próximos avisos já usam este texto.' })).toBeVisible();
      await expect(section.getByLabel('Aviso').locator('option:checked')).toHaveText('Prazos das solicitações (alterado)');
      const listed = (await (await request.get('/api/retornarModelosMensagemCurta', { headers })).json()) as Array<{ tipo: string; canal: string; texto: string }>;
      expect(listed.find((item) => item.tipo === 'prazo_solicitacao' && item.canal === 'sms')?.texto).toBe(texto);
      expect(listed.find((item) => item.tipo === 'prazo_solicitacao' && item.canal === 'whatsapp')?.texto).not.toBe(texto);
      await checkAndShoot(page, 'settings-emails-sms');

      // Back to the default.
      await sms.getByRole('button', { name: 'Restaurar o padrão do SMS' }).click();
      await expect(sms.getByRole('status').filter({ hasText: 'Mensagem de SMS de "Prazos das solicitações" voltou ao texto padrão.' })).toBeVisible();
      await expect(page.getByTestId('previa-sms')).toHaveText(defaultPreview);
      await expect(section.getByLabel('Aviso').locator('option:checked')).toHaveText('Prazos das solicitações');
    } finally {
      await request.post('/api/restaurarModeloMensagemCurta/prazo_solicitacao/sms', { headers });
    }
  });
});
