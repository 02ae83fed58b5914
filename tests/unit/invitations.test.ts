import { describe, expect, it } from 'vitest';
import { agreementParagraphs } from '@/domain/agreement';
import { EMAIL_TEMPLATES, renderEmail } from '@/domain/email-templates';
import { canInvite, formatPhone, invitationEmailValues, invitationProblems, invitationRefusal, isValidEmail, isValidPhone, phoneDigits } from '@/domain/invitations';

const day = 24 * 3600_000;
const now = new Date('2026-05-20T15:00:00Z');
const format = (date: Date) => date.toISOString().slice(0, 10);

describe('invitation phone (Anatel numbering: DDD 11–99, mobile 9 + 8 digits, landline 2–5 + 7 digits)', () => {
  it('masks as typed: (11) 98765-4321 and (11) 3456-7890', () => {
    expect(formatPhone('1')).toBe('(1');
    expect(formatPhone('119')).toBe('(11) 9');
    expect(formatPhone('11987')).toBe('(11) 987');
    expect(formatPhone('119876')).toBe('(11) 9876');
    expect(formatPhone('1198765')).toBe('(11) 9876-5');
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('119876543210000')).toBe('(11) 98765-4321');
    expect(formatPhone('+55 11 98765-4321')).toBe('(11) 98765-4321');
    expect(formatPhone('')).toBe('');
  });

  it('accepts mobiles and landlines with the area code, with or without mask or country code', () => {
    expect(phoneDigits('+55 (21) 3456-7890')).toBe('2134567890');
    for (const valid of ['(11) 98765-4321', '11987654321', '(21) 3456-7890', '+55 31 99876 5432', '85 2101.5000']) expect(isValidPhone(valid), valid).toBe(true);
    for (const invalid of ['98765-4321', '(11) 88765-4321', '(10) 98765-4321', '(01) 98765-4321', '(11) 1234-5678', '(11) 6234-5678', '11 9876A-4321', '1198765432100']) {
      expect(isValidPhone(invalid), invalid).toBe(false);
    }
  });
});

describe('invitation e-mail address', () => {
  it('needs a name, an @ and a domain with a top-level part of 2+ letters, without spaces', () => {
    for (const valid of ['joana@example.com', ' Joana.Silva@Exemplo.com.br ', 'a+b@sub.dominio.org']) expect(isValidEmail(valid), valid).toBe(true);
    for (const invalid of ['joana', 'joana@', 'joana@semponto', 'jo ana@example.com', 'joana@example.c', 'joana@@example.com', `${'a'.repeat(250)}@example.com`]) {
      expect(isValidEmail(invalid), invalid).toBe(false);
    }
  });
});

describe('invitationProblems', () => {
  it('reports each field with the message the form and the API show', () => {
    expect(invitationProblems({ nome: 'Joana', email: 'joana@example.com', telefone: '(11) 98765-4321' })).toEqual([]);
    expect(invitationProblems({ nome: ' ', email: '', telefone: '' }).map(({ path, type }) => `${path}:${type}`)).toEqual(['nome:required', 'email:required', 'telefone:required']);
    expect(invitationProblems({ nome: 'x'.repeat(201), email: 'x@y', telefone: '123' }).map(({ path, type }) => `${path}:${type}`)).toEqual(['nome:maxLength', 'email:format', 'telefone:format']);
  });
});

describe('canInvite (not in the loan-enabled kind)', () => {
  it('needs one plan that is not of kind 2', () => {
    expect(canInvite(['1'])).toBe(true);
    expect(canInvite(['2', '1'])).toBe(true);
    expect(canInvite(['2'])).toBe(false);
    expect(canInvite([])).toBe(false);
  });
});

describe('invitationRefusal (5 per 24 hours; the same address once in 30 days)', () => {
  it('lets the fifth through and stops the sixth with 429', () => {
    expect(invitationRefusal({ sentInWindow: 4, lastToSameEmail: null }, now, format)).toBeNull();
    expect(invitationRefusal({ sentInWindow: 5, lastToSameEmail: null }, now, format)).toEqual({ status: 429, message: 'Você já enviou 5 convites nas últimas 24 horas. Tente novamente amanhã.' });
  });

  it('refuses an address invited 29 days and 23 hours ago (409, with that date), allows it at 30 days', () => {
    const recent = new Date(now.getTime() - 30 * day + 3600_000);
    expect(invitationRefusal({ sentInWindow: 0, lastToSameEmail: recent }, now, format)).toEqual({
      status: 409,
      message: 'Você já convidou este e-mail em 2026-04-20. Um novo convite para ele pode ser enviado 30 dias depois do anterior.',
    });
    expect(invitationRefusal({ sentInWindow: 0, lastToSameEmail: new Date(now.getTime() - 30 * day) }, now, format)).toBeNull();
  });
});

describe('invitationEmailValues', () => {
  const invitationEmail = (input: Parameters<typeof invitationEmailValues>[0]) => renderEmail(EMAIL_TEMPLATES.convite, invitationEmailValues(input));
  it('names the inviter by first name, the fund and the portal address', () => {
    const mail = invitationEmail({ nomeConvidado: 'Joana da Silva', nomeQuemConvida: 'Carlos Contribuinte', fundo: 'Fundação Exemplo', enderecoPortal: 'https://portal.example' });
    expect(mail.subject).toBe('Carlos convidou você para conhecer a Fundação Exemplo');
    expect(mail.text.startsWith('Olá, Joana.\n\nCarlos participa de um plano de previdência complementar da Fundação Exemplo')).toBe(true);
    expect(mail.text).toContain('\nhttps://portal.example\n');
    expect(invitationEmail({ nomeConvidado: 'J', nomeQuemConvida: 'C', fundo: 'F'.repeat(300), enderecoPortal: 'x' }).subject).toHaveLength(200);
  });
});

describe('agreementParagraphs', () => {
  it('splits the plain text on blank lines', () => {
    expect(agreementParagraphs('Um.\n\n  Dois,\nainda dois.\n \nTrês.\n\n')).toEqual(['Um.', 'Dois,\nainda dois.', 'Três.']);
  });
});
