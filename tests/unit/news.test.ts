import { describe, expect, it } from 'vitest';
import { CAROUSEL_INTERVAL_MS, isActiveOn, isSafeLink, paragraphsOf, reachesPlans } from '@/domain/news';

describe('news and banners: period, plans, text and links', () => {
  it('is active from its first to its last day, both included', () => {
    const period = { inicio: '2026-11-20', fim: '2026-11-30' };
    expect(isActiveOn(period, '2026-11-19')).toBe(false);
    expect(isActiveOn(period, '2026-11-20')).toBe(true);
    expect(isActiveOn(period, '2026-11-30')).toBe(true);
    expect(isActiveOn(period, '2026-12-01')).toBe(false);
    expect(isActiveOn({ inicio: '2026-11-24', fim: '2026-11-24' }, '2026-11-24')).toBe(true);
  });

  it('reaches every plan when idPlanos is null, else a person with a link to one of them', () => {
    expect(reachesPlans(null, [])).toBe(true);
    expect(reachesPlans([1], [1, 7])).toBe(true);
    expect(reachesPlans([7], [1, 7])).toBe(true);
    expect(reachesPlans([1], [4])).toBe(false);
    expect(reachesPlans([1, 4], [])).toBe(false);
  });

  it('splits plain text into paragraphs on blank lines, keeps single line breaks, never reads HTML', () => {
    expect(paragraphsOf('Primeiro parágrafo.\nSegunda linha.\r\n\r\n  \n<b>Segundo</b>  \n\n\n')).toEqual([['Primeiro parágrafo.', 'Segunda linha.'], ['<b>Segundo</b>']]);
    expect(paragraphsOf('   \n\n ')).toEqual([]);
  });

  it('accepts a portal path or an https address as a banner link, nothing else', () => {
    for (const link of ['/services', '/services/extrato-saldo?plano=1', 'https://www.gov.br/previc']) expect(isSafeLink(link), link).toBe(true);
    for (const link of ['javascript:alert(1)', 'http://exemplo.com', '//exemplo.com', '/\\exemplo.com', 'data:text/html,oi', 'services', '/a b', 'https://a b.com']) {
      expect(isSafeLink(link), link).toBe(false);
    }
  });

  it('rotates no faster than one slide every 5 s', () => {
    expect(CAROUSEL_INTERVAL_MS).toBeGreaterThanOrEqual(5000);
  });
});
