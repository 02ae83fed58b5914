import { describe, expect, it } from 'vitest';
import { avatarContent, avatarInitial, selectionSummary, toggleChoice } from '@/domain/choice-fields';

describe('select summary (spec §2.9)', () => {
  it("shows 'Selecione', the one chosen label or '{n} selecionados'", () => {
    expect(selectionSummary([])).toBe('Selecione');
    expect(selectionSummary(['HPE'])).toBe('HPE');
    expect(selectionSummary(['HPE', 'DXC', 'MAIS_VALOR'])).toBe('3 selecionados');
  });
});

describe('several choices (checkbox selects)', () => {
  const plans = ['HPE', 'DXC', 'MAIS_VALOR'];
  it('keeps the options\' order whatever the order of the clicks, and never repeats a value', () => {
    expect(toggleChoice(plans, ['MAIS_VALOR'], 'HPE', true)).toEqual(['HPE', 'MAIS_VALOR']);
    expect(toggleChoice(plans, ['HPE', 'MAIS_VALOR'], 'HPE', true)).toEqual(['HPE', 'MAIS_VALOR']);
  });
  it('unchecks, and drops a chosen value no longer among the options', () => {
    expect(toggleChoice(plans, ['HPE', 'DXC'], 'HPE', false)).toEqual(['DXC']);
    expect(toggleChoice(plans, ['HPE', 'ANTIGO'], 'DXC', true)).toEqual(['HPE', 'DXC']);
  });
});

describe('avatar (spec §2.9)', () => {
  it('uses the image, else the logo, else the first letter', () => {
    expect(avatarContent({ name: 'Carlos', src: '/a.png', logoSrc: '/logo.svg' })).toEqual({ kind: 'image', src: '/a.png' });
    expect(avatarContent({ name: 'Carlos', logoSrc: '/logo.svg' })).toEqual({ kind: 'logo', src: '/logo.svg' });
    expect(avatarContent({ name: 'Carlos' })).toEqual({ kind: 'initial', letter: 'C' });
    expect(avatarContent({ name: 'Carlos', src: '/a.png', logoSrc: '/logo.svg' }, new Set(['/a.png']))).toEqual({ kind: 'logo', src: '/logo.svg' });
  });

  it('takes the first letter, accents included', () => {
    expect(avatarInitial('  élida souza')).toBe('É');
    expect(avatarInitial('')).toBe('?');
    expect(avatarInitial(null)).toBe('?');
  });
});
