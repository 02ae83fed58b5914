import { describe, expect, it } from 'vitest';
import { splitFieldErrors } from '@/domain/api-errors';

const error = (path: string, message: string) => ({ path, message, type: 'required' });

describe('splitFieldErrors (400 answers of enviarDadosOnboarding under their fields)', () => {
  it('maps metadata/x to the field x and keeps the first message of each', () => {
    const result = splitFieldErrors(
      [error('metadata/cep', 'O cep é obrigatório'), error('metadata/numero', 'O número é obrigatório'), error('metadata/cep', 'outra')],
      ['cep', 'numero', 'bairro'] as const,
    );
    expect(result).toEqual({ byField: { cep: 'O cep é obrigatório', numero: 'O número é obrigatório' }, other: [] });
  });

  it('leaves for the form what no field on screen shows', () => {
    const result = splitFieldErrors([error('metadata', 'Informe a contribuição básica ou a suplementar.'), error('idStep', 'Esta etapa não se aplica ao seu cadastro.')], ['percentualBasica'] as const);
    expect(result.byField).toEqual({});
    expect(result.other).toEqual(['Informe a contribuição básica ou a suplementar.', 'Esta etapa não se aplica ao seu cadastro.']);
  });

  it('reads the field of any place in the request (body/tin, a bare name)', () => {
    expect(splitFieldErrors([error('body/tin', 'TIN'), error('email', 'E-mail')], ['tin', 'email'] as const).byField).toEqual({ tin: 'TIN', email: 'E-mail' });
  });

  it('accepts the pointer with a leading slash', () => {
    expect(splitFieldErrors([error('/metadata/conta', 'A conta deve estar no formato 99999-9.')], ['conta'] as const).byField).toEqual({ conta: 'A conta deve estar no formato 99999-9.' });
  });
});
