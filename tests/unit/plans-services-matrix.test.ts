import { describe, expect, it } from 'vitest';
import { CATALOGUE_GROUPS, describeChange, groupCatalogue, matrixChange, servesPlanKind, unknownServicePositions } from '@/domain/plans-services-matrix';

describe('matrixChange', () => {
  it('says what replacing a segment’s services adds and removes', () => {
    expect(matrixChange([1, 2, 23], [23, 2, 7])).toEqual({ funcionalidades: [2, 7, 23], adicionados: [7], removidos: [1] });
  });

  it('counts a repeated id once and reports no change for the same set in another order', () => {
    expect(matrixChange([3, 1], [1, 3, 3, 1])).toEqual({ funcionalidades: [1, 3], adicionados: [], removidos: [] });
  });

  it('switching everything off removes every service, sorted', () => {
    expect(matrixChange([33, 6, 12], [])).toEqual({ funcionalidades: [], adicionados: [], removidos: [6, 12, 33] });
  });
});

describe('unknownServicePositions', () => {
  it('gives the positions of the ids outside the catalogue', () => {
    expect(unknownServicePositions([1, 99, 23, 100], new Set([1, 23]))).toEqual([1, 3]);
    expect(unknownServicePositions([], new Set([1]))).toEqual([]);
  });
});

describe('groupCatalogue', () => {
  it('places services in the groups of spec §2.5, in the catalogue’s order; unknown ids in the last group', () => {
    const services = [
      { id: 19, nome: 'Informe de rendimentos', tipoPlano: null },
      { id: 6, nome: 'Extrato de contribuição', tipoPlano: null },
      { id: 2, nome: 'Pessoa politicamente exposta', tipoPlano: null },
      { id: 1, nome: 'Regime de tributação', tipoPlano: null },
      { id: 50, nome: 'Serviço novo', tipoPlano: null },
    ] as const;
    const groups = groupCatalogue(services);
    expect(groups.map((group) => [group.titulo, group.servicos.map((service) => service.id)])).toEqual([
      ['Gerais', [1, 2]],
      ['Serviços do participante', [6]],
      ['Serviços de quem recebe benefício', [19, 50]],
    ]);
  });

  it('leaves empty groups out', () => {
    expect(groupCatalogue([{ id: 31, nome: 'Alteração de renda', tipoPlano: null }]).map((group) => group.titulo)).toEqual(['Serviços de quem recebe benefício']);
  });

  it('has no id in two groups', () => {
    const ids = CATALOGUE_GROUPS.flatMap((group) => [...group.ids]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('servesPlanKind', () => {
  it('shows a kind-only service only in plans of that kind', () => {
    expect(servesPlanKind({ tipoPlano: '2' }, '2')).toBe(true);
    expect(servesPlanKind({ tipoPlano: '2' }, '1')).toBe(false);
    expect(servesPlanKind({ tipoPlano: null }, '1')).toBe(true);
  });
});

describe('describeChange', () => {
  const names: Record<number, string> = { 14: 'Resgate', 15: 'Portabilidade', 16: 'BPD' };
  it('names what was enabled and disabled, alphabetically', () => {
    expect(describeChange({ adicionados: [14], removidos: [16, 15] }, (id) => names[id])).toBe('Habilitados: Resgate. Desabilitados: BPD, Portabilidade.');
    expect(describeChange({ adicionados: [], removidos: [] }, (id) => names[id])).toBe('Nenhuma mudança.');
  });
});
