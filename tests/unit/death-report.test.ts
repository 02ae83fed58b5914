import { describe, expect, it } from 'vitest';
import { deathReportErrors, formatDeathReportProtocol, type DeathReportFields } from '@/domain/death-report';
import { entitledShares, type EntitledPerson } from '@/domain/death-report-shares';
import { describeRequestData } from '@/domain/requests-data';

const valid: DeathReportFields = { cpfFalecido: '256.789.134-09', dataObito: '2026-11-30', nomeComunicante: 'Beatriz Pereira Lima', cpfComunicante: '31864297573', parentesco: 'Filho(a)', email: '', telefone: '(11) 98888-7777' };
const pathsOf = (fields: Partial<DeathReportFields>) => deathReportErrors({ ...valid, ...fields }, '2026-12-05').map((error) => error.path);

describe('deathReportErrors', () => {
  it('accepts a complete notice with a phone or an e-mail', () => {
    expect(pathsOf({})).toEqual([]);
    expect(pathsOf({ telefone: '', email: 'beatriz@example.com' })).toEqual([]);
  });

  it('names each wrong field', () => {
    expect(pathsOf({ cpfFalecido: '111.111.111-11' })).toEqual(['cpfFalecido']);
    expect(pathsOf({ dataObito: '2026-12-06' })).toEqual(['dataObito']);
    expect(pathsOf({ dataObito: '1899-12-31' })).toEqual(['dataObito']);
    expect(pathsOf({ dataObito: '' })).toEqual(['dataObito']);
    expect(pathsOf({ nomeComunicante: ' ' })).toEqual(['nomeComunicante']);
    expect(pathsOf({ parentesco: '' })).toEqual(['parentesco']);
    expect(pathsOf({ telefone: '', email: '' })).toEqual(['telefone']);
    expect(pathsOf({ email: 'sem-arroba' })).toEqual(['email']);
    expect(pathsOf({ telefone: '1234' })).toEqual(['telefone']);
  });

  it('takes a phone as every form of the portal does: a DDD, then a mobile of 11 digits or a landline of 10', () => {
    for (const telefone of ['(11) 3456-7890', '11987654321', '+55 (11) 98765-4321']) expect(pathsOf({ telefone })).toEqual([]);
    for (const telefone of ['(01) 98765-4321', '(11) 8765-43210', '(11) 1234-5678', '(11) 98765-432', '11 9876x-4321']) expect(pathsOf({ telefone })).toEqual(['telefone']);
    expect(deathReportErrors({ ...valid, telefone: '119876' }, '2026-12-05')[0].message).toBe('Informe um telefone com DDD, como (11) 98765-4321 ou (11) 3456-7890.');
  });

  it('takes the day of death up to the fund\'s today', () => {
    expect(pathsOf({ dataObito: '2026-12-05' })).toEqual([]);
  });
});

describe('formatDeathReportProtocol', () => {
  it('is CF, the year and six digits', () => {
    expect(formatDeathReportProtocol(2026, 42)).toBe('CF2026000042');
  });
});

describe('entitledShares', () => {
  const person = (nome: string, percentual: string | null): EntitledPerson => ({ origem: 'dependente', nome, cpf: null, parentesco: null, percentual });

  it('keeps the participant\'s shares when they add up to 100 %', () => {
    expect(entitledShares([person('Helena', '60.00'), person('Beatriz', '40.00')]).map((share) => share.parcela)).toEqual(['60.00', '40.00']);
  });

  it('splits equally, adding up to 100.00, when shares are missing or do not add up', () => {
    expect(entitledShares([person('A', null), person('B', '50.00'), person('C', '10.00')]).map((share) => share.parcela)).toEqual(['33.34', '33.33', '33.33']);
    expect(entitledShares([person('A', '30.00'), person('B', '30.00')]).map((share) => share.parcela)).toEqual(['50.00', '50.00']);
  });

  it('is empty without anyone', () => {
    expect(entitledShares([])).toEqual([]);
  });
});

describe('the pension request in the request centre', () => {
  it('reads the notice, the date of death and each person entitled with their share', () => {
    const dados = {
      protocoloComunicacao: 'CF2026000002',
      dataObito: '2026-12-04',
      destino: 'Pensão por morte',
      pessoasComDireito: [
        { nome: 'Helena Pereira Lima', cpf: '40213576880', parentesco: 'Cônjuge', origem: 'dependente', parcela: '60.00' },
        { nome: 'Beatriz Pereira Lima', cpf: '31864297573', parentesco: 'Filha', origem: 'dependente', parcela: '40.00' },
      ],
    };
    expect(describeRequestData(dados)).toEqual([
      { label: 'Protocolo da comunicação de falecimento', value: 'CF2026000002' },
      { label: 'Data do falecimento', value: '04/12/2026' },
      { label: 'Aberto pela fundação', value: 'Pensão por morte' },
      { label: 'Pessoas com direito e suas parcelas', value: 'Helena Pereira Lima (Cônjuge): 60,00 %; Beatriz Pereira Lima (Filha): 40,00 %' },
    ]);
  });
});
