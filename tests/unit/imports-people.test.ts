import { describe, expect, it } from 'vitest';
import { isValidCpf, withCheckDigits } from '@/domain/cpf';
import { EMAIL_TEMPLATES, renderEmail } from '@/domain/email-templates';
import { FIRST_ACCESS_TTL_DAYS, firstAccessLink, formatExpiry } from '@/domain/first-access';
import { PEOPLE_IMPORT_HEADER, parseBirthDate, parsePersonLine } from '@/domain/imports-people';

const TODAY = '2026-11-24';
const parse = (line: string, linha = 2) => parsePersonLine(line.split(';'), linha, TODAY);
const errorsOf = (line: string) => {
  const result = parse(line);
  return result.ok ? [] : result.errors.map((error) => [error.campo, error.mensagem]);
};

describe('the people import line rule', () => {
  it('has the exact header of the issue', () => {
    expect(PEOPLE_IMPORT_HEADER.join(';')).toBe('cpf;nome;data_nascimento;email;id_plano;matricula;id_categoria;id_situacao');
  });

  it('reads a good line: CPF as 11 digits, the name with single spaces, DD/MM/AAAA as AAAA-MM-DD, the e-mail in lower case', () => {
    expect(parse(' 529.982.247-25 ; Carlos  Eduardo Lima ;31/12/1980; Carlos@Exemplo.com.BR ;1;A-100/2;1;1')).toEqual({
      ok: true,
      value: { cpf: '52998224725', nome: 'Carlos Eduardo Lima', dataNascimento: '1980-12-31', email: 'carlos@exemplo.com.br', idPlano: 1, matricula: 'A-100/2', idCategoria: 1, idSituacao: 1 },
    });
    // AAAA-MM-DD is read too (a spreadsheet may save it so); an apostrophe and an accent in the name are fine.
    expect(parse("12345678909;Joana D'Ávila;1975-02-28;joana@exemplo.com;4;400999;2;2")).toMatchObject({ ok: true, value: { nome: "Joana D'Ávila", dataNascimento: '1975-02-28' } });
  });

  it('reports every bad cell of a line, each with its column', () => {
    expect(errorsOf('529.982.247-24;;31/02/1980;carlos@;x;;0;-1').map(([campo]) => campo)).toEqual([
      'cpf',
      'nome',
      'data_nascimento',
      'email',
      'id_plano',
      'matricula',
      'id_categoria',
      'id_situacao',
    ]);
    expect(errorsOf('529.982.247-24;Carlos;01/01/1980;c@e.com;1;1;1;1')).toEqual([['cpf', 'CPF inválido: "529.982.247-24" (os dígitos verificadores não conferem).']]);
    expect(errorsOf('111.111.111-11;Carlos;01/01/1980;c@e.com;1;1;1;1')[0][0]).toBe('cpf');
  });

  it('checks the birth date: a real day, from 1900 on, not after today', () => {
    expect(errorsOf('52998224725;Carlos;29/02/2023;c@e.com;1;1;1;1')).toEqual([['data_nascimento', 'Data de nascimento inválida: "29/02/2023". Use DD/MM/AAAA, por exemplo 31/12/1980.']]);
    expect(parse('52998224725;Carlos;29/02/2024;c@e.com;1;1;1;1').ok).toBe(true);
    expect(errorsOf('52998224725;Carlos;25/11/2026;c@e.com;1;1;1;1')).toEqual([['data_nascimento', 'A data de nascimento não pode ser no futuro.']]);
    expect(parse('52998224725;Carlos;24/11/2026;c@e.com;1;1;1;1').ok).toBe(true);
    expect(errorsOf('52998224725;Carlos;31/12/1899;c@e.com;1;1;1;1')).toEqual([['data_nascimento', 'A data de nascimento deve ser de 1900 em diante.']]);
    expect(parseBirthDate('1/2/1980')).toBeNull();
    expect(parseBirthDate('31/04/1980')).toBeNull();
  });

  it('checks the e-mail, the name and the registration number', () => {
    expect(errorsOf('52998224725;Carlos;01/01/1980;carlos@exemplo;1;1;1;1')).toEqual([['email', 'E-mail inválido: "carlos@exemplo".']]);
    expect(errorsOf('52998224725;Carlos;01/01/1980;;1;1;1;1')).toEqual([['email', 'Informe o e-mail: é para ele que vai o link de primeiro acesso.']]);
    expect(errorsOf('52998224725;Carlos 2;01/01/1980;c@e.com;1;1;1;1')[0][0]).toBe('nome');
    expect(errorsOf(`52998224725;${'A'.repeat(201)};01/01/1980;c@e.com;1;1;1;1`)).toEqual([['nome', 'O nome pode ter no máximo 200 caracteres.']]);
    expect(errorsOf('52998224725;Carlos;01/01/1980;c@e.com;1;10 23;1;1')[0][0]).toBe('matricula');
    expect(errorsOf(`52998224725;Carlos;01/01/1980;c@e.com;1;${'9'.repeat(21)};1;1`)).toEqual([['matricula', 'A matrícula pode ter no máximo 20 caracteres.']]);
  });

  it('reports a line with the wrong number of columns as a whole', () => {
    expect(parsePersonLine(['52998224725', 'Carlos'], 7, TODAY)).toEqual({ ok: false, errors: [{ linha: 7, campo: 'linha', mensagem: 'A linha deve ter 8 colunas separadas por ponto e vírgula; tem 2.' }] });
  });
});

describe('CPFs for test data', () => {
  it('completes nine digits with their check digits', () => {
    expect(withCheckDigits('529982247')).toBe('52998224725');
    expect(withCheckDigits('123456789')).toBe('12345678909');
    for (const base of ['000000001', '987654321', '390533447']) expect(isValidCpf(withCheckDigits(base))).toBe(true);
  });
});

describe('the first-access e-mail', () => {
  it('greets by first name, carries the link and its validity, and says it is single use', () => {
    const link = firstAccessLink('https://portal.exemplo.com.br/', 'abc_DEF-123');
    expect(link).toBe('https://portal.exemplo.com.br/alterar-senha?token=abc_DEF-123');
    const mail = renderEmail(EMAIL_TEMPLATES.primeiro_acesso, { nome: 'Joana', link, validade: '01/12/2026 às 20:40' });
    expect(mail.subject).toBe('Crie sua senha do Portal do Participante');
    expect(mail.text).toContain('Olá, Joana.');
    expect(mail.text).toContain(`\n\n${link}\n\n`);
    expect(mail.text).toContain('O link vale até 01/12/2026 às 20:40 (horário de Brasília) e só pode ser usado uma vez.');
  });

  it('writes the expiry in Brasília time, 7 days ahead', () => {
    expect(FIRST_ACCESS_TTL_DAYS).toBe(7);
    // 23:40 UTC is 20:40 in Brasília (UTC−3, no daylight saving since 2019).
    expect(formatExpiry(new Date('2026-12-01T23:40:00Z'))).toBe('01/12/2026 às 20:40');
    expect(formatExpiry(new Date('2026-12-02T02:05:00Z'))).toBe('01/12/2026 às 23:05');
  });
});
