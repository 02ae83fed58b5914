import { describe, expect, it } from 'vitest';
import { isFieldShown } from '@/domain/requests-services';
import { ALL_REQUEST_SERVICES as REQUEST_SERVICES } from './support/request-services';
import { validateServiceData } from '@/domain/requests-service-schema';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const incomeLimits = { prazoRendaMinimoMeses: 60, prazoRendaMaximoMeses: 360, percentualRendaMinimo: '0.30', percentualRendaMaximo: '2.00' };
const validate = (id: number, dados: Record<string, unknown>, limits: Record<string, number | string> = {}) => validateServiceData(REQUEST_SERVICES[id], dados, limits);

describe('request service definitions', () => {
  it('every service has a route under /services, a title, and documents that say whether they are required', () => {
    for (const definition of Object.values(REQUEST_SERVICES)) {
      expect(definition.route).toMatch(/^\/services\/[a-z0-9-]+$/);
      expect(definition.titulo.length).toBeGreaterThan(2);
      for (const document of definition.documentos) expect(typeof document.obrigatorio).toBe('boolean');
    }
    expect(new Set(Object.values(REQUEST_SERVICES).map((definition) => definition.route)).size).toBe(Object.keys(REQUEST_SERVICES).length);
  });

  it('shows a conditional field only for the values it depends on', () => {
    const parcelas = REQUEST_SERVICES[FUNCTIONALITY.REDEMPTION].fields.find((field) => field.name === 'parcelas')!;
    expect(isFieldShown(parcelas, { forma: 'unica' })).toBe(false);
    expect(isFieldShown(parcelas, { forma: 'parcelada' })).toBe(true);
  });
});

describe('validating dados against a definition (the same schema on the page and the server)', () => {
  it('redemption: installments from 2 to the plan maximum, only when paid in installments', async () => {
    expect(await validate(14, { forma: 'parcelada', parcelas: 13 }, { parcelasMaximas: 12 })).toEqual({
      ok: false,
      errors: [{ path: 'dados/parcelas', message: 'Número de parcelas: de 2 a 12.', type: 'max' }],
    });
    expect(await validate(14, { forma: 'parcelada', parcelas: '12' }, { parcelasMaximas: 12 })).toEqual({ ok: true, dados: { forma: 'parcelada', parcelas: 12 } });
    // A single payment drops the installments it does not use.
    expect(await validate(14, { forma: 'unica', parcelas: 13 }, { parcelasMaximas: 12 })).toEqual({ ok: true, dados: { forma: 'unica' } });
    expect(await validate(14, {}, { parcelasMaximas: 12 })).toEqual({ ok: false, errors: [{ path: 'dados/forma', message: 'Escolha uma opção em Como receber.', type: 'optionality' }] });
  });

  it('portability: the CNPJ check digits, the CNPB format, formatted on the way in', async () => {
    const valid = { entidadeDestino: 'Fundo Destino', cnpj: '00360305000104', planoDestino: 'Plano Futuro', cnpb: '1979000118' };
    expect(await validate(15, valid)).toEqual({ ok: true, dados: { ...valid, cnpj: '00.360.305/0001-04', cnpb: '1979.0001-18' } });
    const wrong = await validate(15, { ...valid, cnpj: '00.360.305/0001-05', cnpb: '1979.01-18' });
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.errors).toEqual([
      { path: 'dados/cnpj', message: 'CNPJ inválido: confira os números.', type: 'cnpj' },
      { path: 'dados/cnpb', message: 'CNPB inválido: use o formato 0000.0000-00.', type: 'matches' },
    ]);
  });

  it('income: a term in months or a percentage typed the Brazilian way, within the plan range', async () => {
    expect(await validate(12, { formaRenda: 'percentual', percentualSaldo: '1,5' }, incomeLimits)).toEqual({ ok: true, dados: { formaRenda: 'percentual', percentualSaldo: '1.50' } });
    const tooHigh = await validate(12, { formaRenda: 'percentual', percentualSaldo: '2,5' }, incomeLimits);
    expect(!tooHigh.ok && tooHigh.errors[0].message).toBe('Percentual do saldo por mês: de 0,3 % a 2 %.');
    const threePlaces = await validate(12, { formaRenda: 'percentual', percentualSaldo: '1,234' }, incomeLimits);
    expect(!threePlaces.ok && threePlaces.errors[0].message).toBe('Percentual do saldo por mês: use um número com até 2 casas decimais.');
    const tooShort = await validate(31, { formaRenda: 'prazo', prazoMeses: 48 }, incomeLimits);
    expect(!tooShort.ok && tooShort.errors[0]).toEqual({ path: 'dados/prazoMeses', message: 'Prazo: de 60 a 360.', type: 'min' });
  });

  it('refuses fields the service does not have, and lets optional ones be empty', async () => {
    const unknown = await validate(22, { valores: { bruto: '1.00' } });
    expect(!unknown.ok && unknown.errors[0].message).toBe('Campo desconhecido para este serviço.');
    expect(await validate(22, {})).toEqual({ ok: true, dados: {} });
    expect((await validate(38, {})).ok).toBe(true);
    const illness = await validate(24, { doenca: 'Gripe' });
    expect(!illness.ok && illness.errors[0].message).toBe('Escolha uma opção em Doença.');
    expect(await validate(24, { doenca: 'Neoplasia maligna' })).toEqual({ ok: true, dados: { doenca: 'Neoplasia maligna' } });
  });
});
