import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTRIBUTION_RULES } from '@/domain/contribution';
import { contributionValueChoice } from '@/domain/contribution-change-choice';
import { minimumValueLabel, minimumValueNote } from '@/domain/sporadic-contribution-rules';
import { ALL_REQUEST_SERVICES as REQUEST_SERVICES } from './support/request-services';
import { validateServiceData } from '@/domain/requests-service-schema';
import { SPORADIC_VALUE_MESSAGES } from '@/domain/sporadic-contribution';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

/** Every source file of the product (pages, components, domain, server), migrations aside, with its lines. */
function sourceLines(): Array<{ file: string; line: number; text: string }> {
  const root = path.resolve(__dirname, '../../src');
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes('migrations'));
  return files.flatMap((file) => readFileSync(path.join(root, file), 'utf8').split('\n').map((text, index) => ({ file, line: index + 1, text })));
}

const RULES = { ...DEFAULT_CONTRIBUTION_RULES, minimumValue: '122.08' };

describe('money in the portal’s own texts: R$, a space, the amount (issue 26)', () => {
  it('the spec’s literal minimum stays verbatim for the onboarding step; every other text of ours has the space', () => {
    expect(minimumValueLabel('122.08')).toBe('*Valor mínimo R$122,08');
    expect(minimumValueNote('122.08')).toBe('*Valor mínimo R$\u00a0122,08');
    expect(minimumValueNote('1500')).toBe('*Valor mínimo R$\u00a01.500,00');
  });

  it('the contribution change’s validation names the minimum as R$ 122,08; the onboarding’s, as the spec writes it', () => {
    expect(contributionValueChoice('100.00', RULES).errors).toEqual([{ path: 'valorContribuicao', message: '*Valor mínimo R$\u00a0122,08', type: 'minimum' }]);
    expect(contributionValueChoice('100.00', RULES, 'metadata/', minimumValueLabel).errors[0].message).toBe('*Valor mínimo R$122,08');
  });

  it('the sporadic contribution’s and a request service’s range messages write R$ with the space', async () => {
    expect(SPORADIC_VALUE_MESSAGES.minimum('122.08')).toBe('O valor mínimo da contribuição esporádica é R$\u00a0122,08.');
    const result = await validateServiceData(REQUEST_SERVICES[FUNCTIONALITY.CASH_WITHDRAWAL], { valor: '60000' }, { valorMaximo: '50000.00' });
    expect(result).toEqual({ ok: false, errors: [{ path: 'dados/valor', message: 'Valor do saque: de R$\u00a00,01 a R$\u00a050.000,00.', type: 'range' }] });
  });

  it('no source text writes R$ glued to a number or to an interpolated amount, but the spec’s own words', () => {
    const glued = sourceLines()
      .filter(({ text }) => /R\$(\d|\$\{)/.test(text.replaceAll('*Valor mínimo R$122,08', '')))
      .map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`);
    expect(glued).toEqual([]);
    // The one place that takes the space out of a formatted amount is the spec's literal label.
    const stripped = sourceLines().filter(({ text }) => /formatBrl\([^)]*\)\.replace\(\/\\s/.test(text));
    expect(stripped.map(({ file }) => file)).toEqual([path.join('domain', 'sporadic-contribution-rules.ts')]);
  });
});

describe('one name for the requests page: the menu’s “Acompanhar solicitações” (issue 26)', () => {
  it('no text sends the participant to “Minhas solicitações” or another name for it', () => {
    const otherNames = sourceLines()
      .filter(({ text }) => /Minhas solicitações|Meus pedidos|Minhas requisições|Acompanhamento de solicitações/i.test(text))
      .map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`);
    expect(otherNames).toEqual([]);
  });
});
