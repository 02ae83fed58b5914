import { describe, expect, it } from 'vitest';
import {
  EMAIL_TEMPLATE_KEYS,
  EMAIL_TEMPLATES,
  deliveryStatus,
  isEmailTemplateKey,
  placeholdersOf,
  renderEmail,
  renderTemplateText,
  sampleValues,
  templateProblems,
} from '@/domain/email-templates';

const code = EMAIL_TEMPLATES.codigo_seguranca;

describe('renderTemplateText', () => {
  it('fills every placeholder, spaces inside the braces allowed', () => {
    expect(renderTemplateText('Olá, {{nome}}. Código: {{ codigo }}; de novo {{codigo}}.', { nome: 'Carlos', codigo: '482913' })).toBe('Olá, Carlos. Código: 482913; de novo 482913.');
  });

  it('inserts a value containing braces as it is, never reading it as a placeholder', () => {
    expect(renderTemplateText('Olá, {{nome}}. Código {{codigo}}.', { nome: '{{codigo}}', codigo: '111111' })).toBe('Olá, {{codigo}}. Código 111111.');
    expect(renderTemplateText('{{nome}}', { nome: '$& $1 {x}' })).toBe('$& $1 {x}');
  });

  it('leaves a placeholder without a value as written, and single braces alone', () => {
    expect(renderTemplateText('{{nome}} {{outro}} {nome} {{', { nome: 'Ana' })).toBe('Ana {{outro}} {nome} {{');
  });

  it('does not take an inherited property for a value', () => {
    expect(renderTemplateText('{{toString}}', {})).toBe('{{toString}}');
  });
});

describe('renderEmail', () => {
  it('writes the security-code e-mail from its default, word for word as before the templates', () => {
    expect(renderEmail(code, { nome: 'Carlos', codigo: '482913' })).toEqual({
      subject: 'Seu código de segurança',
      text:
        'Olá, Carlos.\n\nSeu código de segurança para criar uma nova senha é 482913.\nEle vale por 10 minutos e só pode ser usado uma vez.\n\n' +
        'Se você não pediu este código, ignore esta mensagem: sua senha continua a mesma.',
    });
  });

  it('keeps the subject on one line and within 200 characters', () => {
    expect(renderEmail({ assunto: 'Solicitação {{protocolo}}: {{status}}', corpo: 'x' }, { protocolo: '1\r\n2', status: 'ok' }).subject).toBe('Solicitação 1 2: ok');
    expect(renderEmail(EMAIL_TEMPLATES.convite, { quem_convida: 'C', fundo: 'F'.repeat(300), nome: 'J', link: 'x' }).subject).toHaveLength(200);
  });

  it('writes the request status e-mail with and without a comment', () => {
    const values = { nome: 'Carlos Contribuinte', protocolo: '2026000123', servico: 'Resgate', status: 'Em análise' };
    const withComment = renderEmail(EMAIL_TEMPLATES.status_solicitacao, { ...values, comentario: ' Comentário: falta o RG.' });
    expect(withComment.subject).toBe('Solicitação 2026000123: Em análise');
    expect(withComment.text).toBe(
      'Olá, Carlos Contribuinte.\n\nSua solicitação de Resgate (protocolo 2026000123) está agora "Em análise". Comentário: falta o RG.\n\nAcompanhe em Serviços > Acompanhar solicitações no Portal do Participante.',
    );
    expect(renderEmail(EMAIL_TEMPLATES.status_solicitacao, { ...values, comentario: '' }).text).toContain('está agora "Em análise".\n\nAcompanhe');
  });

  it('writes the first-access e-mail with the link and its validity', () => {
    const mail = renderEmail(EMAIL_TEMPLATES.primeiro_acesso, { nome: 'Joana', link: 'https://portal/primeiro-acesso?token=abc', validade: '07/06/2026' });
    expect(mail.subject).toBe('Crie sua senha do Portal do Participante');
    expect(mail.text).toContain('Olá, Joana.');
    expect(mail.text).toContain('\nhttps://portal/primeiro-acesso?token=abc\n');
    expect(mail.text).toContain('vale até 07/06/2026');
  });
});

describe('templateProblems', () => {
  it('accepts every default, and every default uses only its own variables and keeps the required ones', () => {
    for (const chave of EMAIL_TEMPLATE_KEYS) {
      expect(templateProblems(EMAIL_TEMPLATES[chave], EMAIL_TEMPLATES[chave])).toEqual([]);
      const rendered = renderEmail(EMAIL_TEMPLATES[chave], sampleValues(EMAIL_TEMPLATES[chave]));
      expect(`${rendered.subject}${rendered.text}`).not.toMatch(/\{\{/);
    }
  });

  it('names an unknown placeholder, in the subject or the body, and lists the allowed ones', () => {
    expect(templateProblems(code, { assunto: 'Olá {{nome}}', corpo: 'Código {{codigo}} para {{cpf}}' })).toEqual([
      { path: 'corpo', type: 'placeholder', message: 'O marcador {{cpf}} não existe neste modelo. Use apenas: {{nome}}, {{codigo}}.' },
    ]);
    expect(templateProblems(code, { assunto: '{{ senha }} e {{x}}', corpo: '{{codigo}}' })).toEqual([
      { path: 'assunto', type: 'placeholder', message: 'Os marcadores {{senha}}, {{x}} não existem neste modelo. Use apenas: {{nome}}, {{codigo}}.' },
    ]);
  });

  it('refuses an empty or blank subject or body, a subject over 200 characters or on two lines', () => {
    expect(templateProblems(code, { assunto: '  ', corpo: '{{codigo}}' })).toEqual([{ path: 'assunto', type: 'required', message: 'Informe o assunto do e-mail.' }]);
    expect(templateProblems(code, { assunto: 'a', corpo: '\n' }).map((problem) => problem.message)).toEqual(['Informe o texto do e-mail.']);
    expect(templateProblems(code, { assunto: 'a'.repeat(201), corpo: '{{codigo}}' })[0].message).toBe('O assunto pode ter até 200 caracteres.');
    expect(templateProblems(code, { assunto: 'a\nb', corpo: '{{codigo}}' })[0].message).toBe('O assunto deve ter uma linha só.');
  });

  it('refuses a security-code body without the code, a reminder without its link', () => {
    expect(templateProblems(code, { assunto: 'Código', corpo: 'Olá, {{nome}}.' })).toEqual([
      { path: 'corpo', type: 'required-placeholder', message: 'O texto precisa do marcador {{codigo}}: sem ele o e-mail não serve para o que se destina.' },
    ]);
    expect(templateProblems(EMAIL_TEMPLATES.lembrete_recadastramento, { assunto: 'x', corpo: 'sem link' })[0].message).toContain('{{link}}');
    expect(templateProblems(EMAIL_TEMPLATES.convite, { assunto: 'x', corpo: 'sem marcadores' })).toEqual([]);
  });
});

describe('placeholdersOf, isEmailTemplateKey, deliveryStatus', () => {
  it('lists each placeholder once, in order', () => {
    expect(placeholdersOf('{{b}} {{ a }} {{b}} {c} {{}}')).toEqual(['b', 'a', '']);
  });

  it('knows the keys', () => {
    expect(isEmailTemplateKey('codigo_seguranca')).toBe(true);
    expect(isEmailTemplateKey('informe_rendimentos')).toBe(false);
  });

  it('reads the delivery: an error is a failure, a send date is sent, neither is pending', () => {
    expect(deliveryStatus({ enviadoEm: null, erro: null })).toBe('pendente');
    expect(deliveryStatus({ enviadoEm: new Date(), erro: null })).toBe('enviado');
    expect(deliveryStatus({ enviadoEm: null, erro: 'connect ECONNREFUSED' })).toBe('falhou');
  });
});
