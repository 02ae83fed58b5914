import { CATEGORY_ID, PLAN_ID, PLAN_KIND } from '@/domain/constants';
import { REREGISTRATION_PATH } from './reregistration-path';
import { isRouteBuilt as isRouteBuiltInThisBuild } from './routes';

/** Icon names of lucide-react, resolved by the sidebar (this module stays free of React). */
export type MenuIcon =
  | 'home'
  | 'id-card'
  | 'users'
  | 'layout-grid'
  | 'folder'
  | 'message-circle'
  | 'graduation-cap'
  | 'inbox'
  | 'bell'
  | 'clipboard-list'
  | 'scan-face'
  | 'target'
  | 'settings'
  | 'arrow-left';

export interface MenuLink {
  kind: 'link';
  label: string;
  href: string;
  icon: MenuIcon;
  /** Opens in a new tab (Educação Financeira). */
  isExternal?: boolean;
}

export interface MenuGroup {
  kind: 'group';
  label: string;
  icon: MenuIcon;
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export interface MenuInput {
  /** Administrator acting as administrator (spec §4); an administrator viewing as a person gets the participant menu. */
  isActingAsAdmin: boolean;
  /** The chosen enrolment, null while none is chosen. */
  vinculo: { plano: { id: number; tipo: string }; categoria: { id: number } } | null;
  isReregistrationMode: boolean;
  /** Educação Financeira address from retornarTokenWebhook; null when not configured. */
  educacaoFinanceiraUrl: string | null;
  /** Overridable so tests can see the full menus; defaults to the pages of this build. */
  isRouteBuilt?: (href: string) => boolean;
}

function participantMenu(input: MenuInput): MenuEntry[] {
  const { vinculo, educacaoFinanceiraUrl } = input;
  const isLoanKind = vinculo?.plano.tipo === PLAN_KIND.LOAN_ENABLED;
  // Spec §2.6/§4: with plan 1 in the loan kind the participant lands on Serviços, and Início is hidden.
  const hidesHome = isLoanKind && vinculo?.plano.id === PLAN_ID.HPE;
  const receivesBenefit = vinculo?.categoria.id === CATEGORY_ID.ASSISTED || vinculo?.categoria.id === CATEGORY_ID.PENSIONER;

  const beneficiaries: MenuEntry = receivesBenefit
    ? {
        kind: 'group',
        label: 'Beneficiários',
        icon: 'users',
        children: [
          { kind: 'link', label: 'Beneficiários de IR', href: '/dependentes?tipo=imposto-renda', icon: 'users' },
          { kind: 'link', label: 'Beneficiários Previdencial', href: '/dependentes?tipo=previdencial', icon: 'users' },
          { kind: 'link', label: 'Beneficiários indicados', href: '/dependentes?tipo=indicados', icon: 'users' },
        ],
      }
    : { kind: 'link', label: 'Beneficiários', href: '/dependentes?tipo=previdencial', icon: 'users' };

  // Retirement planning is for who is still building the balance: active contributors and the self-sponsored.
  const plansRetirement = vinculo?.categoria.id === CATEGORY_ID.TAXPAYER || vinculo?.categoria.id === CATEGORY_ID.SELF_SPONSORED;

  const entries: MenuEntry[] = [];
  if (!hidesHome) entries.push({ kind: 'link', label: 'Início', href: '/', icon: 'home' });
  entries.push({ kind: 'link', label: 'Informações Cadastrais', href: '/perfil', icon: 'id-card' }, beneficiaries);
  if (plansRetirement) entries.push({ kind: 'link', label: 'Minha aposentadoria', href: '/planejamento', icon: 'target' });
  entries.push(
    { kind: 'link', label: 'Serviços', href: '/services', icon: 'layout-grid' },
    { kind: 'link', label: 'Documentos', href: '/documents', icon: 'folder' },
    { kind: 'link', label: 'Chat', href: '/chat', icon: 'message-circle' },
  );
  if (isLoanKind && educacaoFinanceiraUrl) {
    entries.push({ kind: 'link', label: 'Educação Financeira', href: educacaoFinanceiraUrl, icon: 'graduation-cap', isExternal: true });
  }
  return entries;
}

function adminMenu(): MenuEntry[] {
  return [
    { kind: 'link', label: 'Início', href: '/', icon: 'home' },
    { kind: 'link', label: 'Central de Solicitações', href: '/request-management', icon: 'inbox' },
    { kind: 'link', label: 'Central de Notificações', href: '/notification-management', icon: 'bell' },
    { kind: 'link', label: 'Recadastramento', href: REREGISTRATION_PATH, icon: 'clipboard-list' },
    { kind: 'link', label: 'Provas de vida', href: '/provas-de-vida', icon: 'scan-face' },
    { kind: 'link', label: 'Configurações', href: '/settings', icon: 'settings' },
    { kind: 'link', label: 'Documentos', href: '/documents', icon: 'folder' },
    { kind: 'link', label: 'Chat', href: '/chat', icon: 'message-circle' },
  ];
}

function reregistrationMenu(): MenuEntry[] {
  return [
    { kind: 'link', label: 'Voltar', href: '/', icon: 'arrow-left' },
    { kind: 'link', label: 'Configurações', href: '/settings', icon: 'settings' },
    { kind: 'link', label: 'Chat', href: '/chat', icon: 'message-circle' },
  ];
}

/** Keeps the links whose page exists (external links always); a group without any link left disappears. */
function onlyBuilt(entries: MenuEntry[], isRouteBuilt: (href: string) => boolean): MenuEntry[] {
  const isAvailable = (link: MenuLink) => link.isExternal === true || isRouteBuilt(link.href);
  return entries.flatMap((entry): MenuEntry[] => {
    if (entry.kind === 'link') return isAvailable(entry) ? [entry] : [];
    const children = entry.children.filter(isAvailable);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/** The sidebar menu of spec §2.6 for the audience, showing only pages that exist. */
export function buildMenu(input: MenuInput): MenuEntry[] {
  const isRouteBuilt = input.isRouteBuilt ?? isRouteBuiltInThisBuild;
  const entries = input.isReregistrationMode ? reregistrationMenu() : input.isActingAsAdmin ? adminMenu() : participantMenu(input);
  return onlyBuilt(entries, isRouteBuilt);
}
