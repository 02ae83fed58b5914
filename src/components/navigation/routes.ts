/**
 * The portal's pages that exist in this build. Menus, the services list and the command palette show an
 * entry only when its page is built (a feature not built yet has no entry, never an "em construção").
 * Add a route here in the same change that adds its page.
 */
export const BUILT_ROUTES: readonly string[] = [
  '/',
  '/services',
  '/services/requests',
  '/services/pep',
  '/services/fatca',
  '/services/residente-exterior',
  '/services/extrato-saldo',
  '/services/extrato-contribuicao',
  '/services/extrato-ir-regressivo',
  '/services/regime-tributacao',
  '/services/simulador-regime-tributacao',
  '/extract',
  '/services/gerar-contribuicao',
  '/services/alterar-contribuicao',
  '/services/suspend-contribution',
  '/services/simulador-incentivo-fiscal',
  '/services/contracheque',
  '/services/exemption-65',
  '/services/exemption-molestia-grave',
  '/services/report-income',
  '/services/demonstrativo-contribuicao',
  '/services/simulador-beneficio',
  '/simulador-beneficio',
  '/services/perfil-investimentos',
  '/services/benefit-request',
  '/services/alteracao-renda',
  '/services/alterar-aposentadoria',
  '/services/suspend-benefit',
  '/services/opcoes-desligamento',
  '/services/resgate',
  '/services/portabilidade',
  '/services/bpd',
  '/services/autopatrocinio',
  '/services/desistencia-plano',
  '/services/saque-a-vista',
  '/services/resgate-por-invalidez',
  '/success',
  '/alterar-senha',
  '/logout',
  '/manutencao',
  '/settings/desativacao-temporaria',
  '/settings/contribution-management',
  '/settings/beneficios',
  '/settings/importar-contribuicoes',
  '/settings/indexadores',
  '/settings/perfil-investimento-questoes',
  '/settings/investment-profile-management',
  '/notification-management',
  '/onboarding',
  '/perfil',
  '/dependentes',
  '/chat',
  '/request-management',
];

/** True when the link's page exists; query strings are ignored (`/dependentes?tipo=…` → `/dependentes`). */
export function isRouteBuilt(href: string): boolean {
  const path = href.split('?')[0].replace(/\/$/, '') || '/';
  return BUILT_ROUTES.includes(path);
}
