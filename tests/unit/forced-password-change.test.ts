import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATES, renderEmail } from '@/domain/email-templates';
import { FORCED_CHANGE_MESSAGES, maskEmail } from '@/domain/forced-password-change';

describe('maskEmail', () => {
  it('keeps the first and last letters of the name and the whole domain, hiding at most six letters', () => {
    expect(maskEmail('carlos.contribuinte@example.com')).toBe('c******e@example.com');
    expect(maskEmail('ana@fundo.example')).toBe('a*a@fundo.example');
    expect(maskEmail('jo@x.com')).toBe('j*@x.com');
    expect(maskEmail('j@x.com')).toBe('j*@x.com');
    expect(maskEmail('sem-arroba')).toBe('***');
  });
});

describe('the forced change words', () => {
  it('counts the sessions ended', () => {
    expect(FORCED_CHANGE_MESSAGES.done('a*a@x.com', 0)).toBe('Pronto. A pessoa não tinha sessões abertas, a senha atual deixou de valer e o código de segurança foi enviado para a*a@x.com.');
    expect(FORCED_CHANGE_MESSAGES.done('a*a@x.com', 1)).toContain('1 sessão foi encerrada,');
    expect(FORCED_CHANGE_MESSAGES.done('a*a@x.com', 3)).toContain('3 sessões foram encerradas,');
  });

  it('e-mails the code with where to use it', () => {
    const mail = renderEmail(EMAIL_TEMPLATES.alteracao_senha_exigida, { nome: 'Diego', codigo: '012345' });
    expect(mail.subject).toBe('Crie uma nova senha para o Portal do Participante');
    expect(mail.text).toMatch(/^Olá, Diego\./);
    expect(mail.text).toContain('Seu código de segurança é 012345.');
    expect(mail.text).toContain('"Já tenho um código"');
  });
});
