import { describe, expect, it } from 'vitest';
import { SETTINGS_GROUPS } from '@/components/settings/settings-catalogue';

// Spec §2.3, verbatim (after /settings itself), plus the two security pages of issue 17 and the declaration of agreement's versions.
const SPEC_SETTINGS =
  'theme-settings, beneficios, services-management, onboarding-management, perfil-investimento-questoes, investment-profile-management, contribution-management, resgate, portability-management, self-sponsorship-management, bpd, emails, esteira, importar-pessoas, importar-contribuicoes, configurar-carrossel, indexadores, noticias, eleicoes, solcitiar-alterar-senha, desativacao-temporaria';
const ISSUE_17_SECURITY = ['seguranca', 'auditoria'];
// Pages that came after the spec: the declaration of agreement, the notices sent (issue 28), proof of life and the
// representatives (issue 29).
const ADDED_PAGES = ['declaracao-concordancia', 'avisos', 'prova-de-vida', 'representantes'];

describe('the settings hub (issue 17)', () => {
  const listed = SETTINGS_GROUPS.flatMap((group) => group.paginas.map((page) => page.href));

  it('lists every settings page of spec §2.3 exactly once, and nothing else', () => {
    const expected = [...SPEC_SETTINGS.split(', '), ...ISSUE_17_SECURITY, ...ADDED_PAGES].map((name) => `/settings/${name}`);
    expect([...listed].sort()).toEqual([...expected].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('has the seven groups of the issue, in its order, each page with a sentence', () => {
    expect(SETTINGS_GROUPS.map((group) => group.titulo)).toEqual([
      'Plano e aparência',
      'Serviços e fluxo',
      'Contribuições e investimentos',
      'Benefícios e institutos',
      'Comunicação',
      'Dados e importações',
      'Segurança',
    ]);
    for (const page of SETTINGS_GROUPS.flatMap((group) => group.paginas)) expect(page.descricao).toMatch(/^[A-ZÀ-Ú].{20,}\.$/);
    expect(SETTINGS_GROUPS.find((group) => group.titulo === 'Comunicação')?.paginas.map((page) => page.titulo)).toContain('Declaração de concordância');
  });
});
