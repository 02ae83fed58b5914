import { describe, expect, it } from 'vitest';
import { instituteSettingsErrors, normalizePercent, vestingErrors, type ConfiguracaoInstitutos } from '@/domain/institutes';

const VALID: ConfiguracaoInstitutos = {
  vestingPatrocinadora: [
    { anos: 3, percentual: '30.00' },
    { anos: 5, percentual: '50.00' },
    { anos: 8, percentual: '80.00' },
    { anos: 10, percentual: '100.00' },
  ],
  resgateParcelasMaximas: 12,
  carenciaPortabilidadeAnos: 3,
  carenciaBpdAnos: 3,
  idadeMinimaBpd: 60,
  taxaAdministrativaAutopatrocinio: '0.50',
};

const messagesOf = (input: Partial<Record<keyof ConfiguracaoInstitutos, unknown>>) => instituteSettingsErrors(input).map((error) => `${error.path}: ${error.message}`);

describe('vestingErrors', () => {
  it('accepts the seeded table and a single 100 % step', () => {
    expect(vestingErrors(VALID.vestingPatrocinadora)).toEqual([]);
    expect(vestingErrors([{ anos: 0, percentual: '100' }])).toEqual([]);
  });

  it('needs at least one step', () => {
    expect(vestingErrors([])).toEqual([{ path: 'vestingPatrocinadora', message: 'Informe ao menos uma faixa de vesting, a última com 100 %.', type: 'minItems' }]);
    expect(vestingErrors(null)[0].type).toBe('minItems');
  });

  it('wants years and percentages strictly increasing, each step named', () => {
    expect(vestingErrors([{ anos: 5, percentual: '50.00' }, { anos: 5, percentual: '40.00' }, { anos: 10, percentual: '100.00' }]).map((error) => error.message)).toEqual([
      'Faixa 2: os anos de plano devem ser maiores que os da faixa anterior.',
      'Faixa 2: o percentual deve ser maior que o da faixa anterior.',
    ]);
  });

  it('refuses a percentage above 100 %, with three places or zero, and a last step below 100 %', () => {
    expect(vestingErrors([{ anos: 3, percentual: '100.01' }]).map((error) => error.path)).toEqual(['vestingPatrocinadora/0/percentual']);
    expect(vestingErrors([{ anos: 3, percentual: '33.333' }, { anos: 4, percentual: '100' }])[0].message).toBe('Faixa 1: informe o percentual acima de 0 % e até 100 %, com até duas casas decimais.');
    expect(vestingErrors([{ anos: 3, percentual: '0.00' }, { anos: 4, percentual: '100' }])[0].path).toBe('vestingPatrocinadora/0/percentual');
    expect(vestingErrors([{ anos: 3, percentual: '30.00' }, { anos: 5, percentual: '99.99' }])).toEqual([
      { path: 'vestingPatrocinadora/1/percentual', message: 'A última faixa de vesting deve dar 100 % do saldo da patrocinadora.', type: 'last' },
    ]);
  });

  it('refuses years that are not whole numbers from 0 to 50', () => {
    expect(vestingErrors([{ anos: 2.5, percentual: '100' }])[0].message).toBe('Faixa 1: informe os anos de plano como um número inteiro de 0 a 50.');
    expect(vestingErrors([{ anos: 51, percentual: '100' }])[0].path).toBe('vestingPatrocinadora/0/anos');
  });
});

describe('instituteSettingsErrors', () => {
  it('accepts the seeded settings and the limits themselves', () => {
    expect(messagesOf(VALID)).toEqual([]);
    expect(messagesOf({ ...VALID, resgateParcelasMaximas: 1, carenciaPortabilidadeAnos: 0, carenciaBpdAnos: 0, idadeMinimaBpd: 40, taxaAdministrativaAutopatrocinio: '10.00' })).toEqual([]);
    expect(messagesOf({ ...VALID, idadeMinimaBpd: 80, taxaAdministrativaAutopatrocinio: '0' })).toEqual([]);
  });

  it('says in Portuguese which field is out of range', () => {
    expect(messagesOf({ ...VALID, resgateParcelasMaximas: 13, carenciaPortabilidadeAnos: 4, carenciaBpdAnos: -1, idadeMinimaBpd: 39, taxaAdministrativaAutopatrocinio: '10.01' })).toEqual([
      'resgateParcelasMaximas: Informe o número máximo de parcelas do resgate, de 1 a 12.',
      'carenciaPortabilidadeAnos: Informe a carência da portabilidade em anos, de 0 a 3 (Resolução CNPC 50/2022).',
      'carenciaBpdAnos: Informe a carência do BPD em anos, de 0 a 3 (Resolução CNPC 50/2022).',
      'idadeMinimaBpd: Informe a idade de início do BPD, de 40 a 80 anos.',
      'taxaAdministrativaAutopatrocinio: Informe a taxa administrativa do autopatrocínio de 0 % a 10 %, com até duas casas decimais.',
    ]);
    expect(messagesOf({ ...VALID, resgateParcelasMaximas: 0, idadeMinimaBpd: 81, taxaAdministrativaAutopatrocinio: '-1' }).length).toBe(3);
  });
});

describe('normalizePercent', () => {
  it('writes two places', () => {
    expect(normalizePercent('30')).toBe('30.00');
    expect(normalizePercent('12.5')).toBe('12.50');
    expect(normalizePercent('100.00')).toBe('100.00');
  });
});
