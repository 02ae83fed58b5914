import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import { Menu, X } from 'lucide-react';
import { PLAN_KIND } from '@/domain/constants';
import { useAuth } from '@/contexts/AuthContext';
import { usePlan } from '@/contexts/PlanContext';
import { useEducacaoFinanceiraUrl } from '@/hooks/useFinancialEducationUrl';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { usePlanTheme } from '@/hooks/usePlanTheme';
import { useRememberLoginPlan } from '@/hooks/useRememberLoginPlan';
import { FullScreenLoader } from '@/components/ui/FullScreenLoader';
import { whenIdle } from '@/services/page-timing';
import { TRANSPORT_MESSAGES } from '@/services/api';
import { useMaintenanceWatch } from '@/components/maintenance/useMaintenanceWatch';
import { useReregistrationMode } from '@/components/navigation/reregistration-mode';
import { APP_VERSION } from './app-version';
import { ADMIN_ACCENT } from './fixed-accents';
import { TopBar } from './TopBar';
import { SignedInProviders } from '@/contexts/SignedInProviders';

export const MOBILE_MENU_CLOSE_DELAY_MS = 800;

// The sidebar (menus, their icons, the enrolment switch) is drawn only once the session is read, after hydration:
// it is fetched as the shell starts, beside the page, instead of weighing on every route's first-load JS.
// Offline at that moment, the page still works from its own links and the top bar; the menu says why it is missing.
const loadSidebar = () =>
  import('@/components/navigation/Sidebar').then(
    (module) => ({ default: module.Sidebar }),
    () => ({ default: () => <p className="p-4 text-sm text-gray-700 dark:text-gray-300">{TRANSPORT_MESSAGES.network}</p> }),
  );
// Tailwind's `lg`: from this width the sidebar is always shown; below it, it sits behind the Menu button.
const WIDE_SCREEN_QUERY = '(min-width: 64rem)';
// On a phone the drawer is closed at first: its code waits for a quiet moment, or for the Menu button, rather than
// competing with the page's own first render (Lighthouse mobile's LCP follows the main thread's work before it).
let sidebarModule: ReturnType<typeof loadSidebar> | null = null;
const preloadSidebar = () => (sidebarModule ??= loadSidebar());
if (typeof window !== 'undefined' && window.matchMedia(WIDE_SCREEN_QUERY).matches) preloadSidebar();
const Sidebar = lazy(preloadSidebar);

// Only a legal representative with no plan of their own chooses whom they act for; only an administrator viewing as
// someone, or a representative acting for someone, sees the banner that says so: both are fetched for them alone.
const RepresentedChoice = lazy(() => import('@/components/representatives/RepresentedChoice').then((module) => ({ default: module.RepresentedChoice })));
const ViewAsBanner = lazy(() => import('./ViewAsBanner').then((module) => ({ default: module.ViewAsBanner })));

// Only people with several enrolments and none chosen ever see the plan choice: it is fetched for them alone.
// Offline at that moment, the portal cannot be used without a plan anyway: the whole screen says why.
const PlanChoiceModal = lazy(() =>
  import('@/components/plans/choice/PlanChoiceModal').then(
    (module) => ({ default: module.PlanChoiceModal }),
    () => ({ default: () => <FullScreenLoader text={TRANSPORT_MESSAGES.network} /> }),
  ),
);

/** The private pages' shell (spec §1, §2.6): sidebar, top bar, plan choice, plan theme, maintenance watch, footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { isLoaded, isSignedIn, pessoa, mustOnboard } = useAuth();
  const plan = usePlan();
  const { vinculo, vinculos, isActingAsAdmin, pessoaTarget, effectivePessoa, chooseVinculo } = plan;

  const isReregistrationMode = useReregistrationMode(router.pathname);

  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  // A phone never shows the fixed sidebar: it is not rendered there at all (about a third of the shell's elements).
  const isWideScreen = useMediaQuery(WIDE_SCREEN_QUERY);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => whenIdle(() => void preloadSidebar()), []);
  // The drawer takes the focus when it opens; closed without choosing a link, it gives it back to the Menu button.
  const drawerCloseRef = useRef<HTMLButtonElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isDrawerOpen) drawerCloseRef.current?.focus();
  }, [isDrawerOpen]);
  // A close still pending from a link chosen earlier must not shut the drawer the person opens again.
  const openDrawer = () => {
    clearTimeout(closeTimer.current);
    setIsDrawerOpen(true);
  };
  const dismissDrawer = () => {
    clearTimeout(closeTimer.current);
    setIsDrawerOpen(false);
    menuButtonRef.current?.focus();
  };
  const onNavigate = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setIsDrawerOpen(false), MOBILE_MENU_CLOSE_DELAY_MS);
  };

  // The proxy already redirects visitors without the cookie; this covers a session cleared in the browser.
  useEffect(() => {
    if (isLoaded && !isSignedIn) void router.replace('/login');
    else if (mustOnboard) void router.replace('/onboarding');
  }, [isLoaded, isSignedIn, mustOnboard, router]);

  useMaintenanceWatch(isLoaded && isSignedIn && !isActingAsAdmin);

  // A legal representative with no plan of their own chooses whom they act for (modules/representatives).
  const isChoosingRepresented = isLoaded && pessoa?.admin === 'N' && !pessoaTarget && !plan.isLoading && vinculos.length === 0;

  // One enrolment needs no choice (spec §4 asks only when there is something to choose).
  const needsChoice = !isActingAsAdmin && !plan.isLoading && vinculo === null && vinculos.length > 0;
  const isAskingForPlan = needsChoice && vinculos.length > 1;
  // Mounted from the first question on, so the dialog can play its closing.
  const [hasAskedForPlan, setHasAskedForPlan] = useState(false);
  if (isAskingForPlan && !hasAskedForPlan) setHasAskedForPlan(true);
  useEffect(() => {
    if (needsChoice && vinculos.length === 1) chooseVinculo(vinculos[0].id);
  }, [needsChoice, vinculos, chooseVinculo]);

  const theme = usePlanTheme(isActingAsAdmin ? null : (vinculo?.plano.id ?? null));
  useRememberLoginPlan(pessoa?.admin === 'N' ? (vinculo?.plano.id ?? null) : null);
  // Spec §4: a participant's light or dark look follows the plan colour; administrators keep their own switch.
  const forcesDark = !isActingAsAdmin && !theme.isLight;
  useEffect(() => {
    if (!forcesDark) return;
    const root = document.documentElement;
    const hadDark = root.classList.contains('dark');
    root.classList.add('dark');
    return () => {
      root.classList.toggle('dark', hadDark);
    };
  }, [forcesDark]);

  const isLoanKind = vinculo?.plano.tipo === PLAN_KIND.LOAN_ENABLED;
  const educacaoFinanceiraUrl = useEducacaoFinanceiraUrl(effectivePessoa?.id ?? null, !isActingAsAdmin && isLoanKind);
  const menu = { isActingAsAdmin, vinculo, isReregistrationMode: isActingAsAdmin && isReregistrationMode, educacaoFinanceiraUrl };

  // Leaving for the login or the onboarding: nothing of the page is shown.
  if (isLoaded && (!isSignedIn || !pessoa || mustOnboard)) return <FullScreenLoader />;

  // Until the session cookies are read (after hydration), the page draws its own title, text and skeletons in the
  // pre-rendered HTML (first paint is the page, not a loader: Lighthouse's LCP); the menus wait for the session.
  const sidebar = isLoaded ? (
    <Suspense fallback={null}>
      <Sidebar menu={menu} asPath={router.asPath} logo={isActingAsAdmin ? null : theme.logo} isAdminLogo={isActingAsAdmin} onNavigate={onNavigate} />
    </Suspense>
  ) : null;

  return (
    <div className="theme-scope min-h-screen" style={isActingAsAdmin ? ADMIN_ACCENT : theme.style}>
      <a
        href="#conteudo"
        className="sr-only z-50 items-center rounded-md bg-white px-4 py-2 font-semibold text-gray-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:inline-flex focus:min-h-11"
      >
        Pular para o conteúdo
      </a>

      {/* One sidebar in the document at a time: the drawer's copy replaces this one while it is open. */}
      <aside aria-label="Navegação" className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-gray-200 lg:block dark:border-gray-800">
        {isWideScreen && !isDrawerOpen ? sidebar : null}
      </aside>

      {isDrawerOpen ? (
        <div className="fixed inset-0 z-50 lg:hidden" role="dialog" aria-modal="true" aria-label="Menu" onKeyDown={(event) => event.key === 'Escape' && dismissDrawer()}>
          <div className="absolute inset-0 bg-gray-950/60" aria-hidden="true" onClick={dismissDrawer} />
          <div className="relative h-full w-72 max-w-[85vw] shadow-xl">
            <button
              ref={drawerCloseRef}
              type="button"
              onClick={dismissDrawer}
              aria-label="Fechar menu"
              className="absolute top-3 right-3 z-10 flex size-11 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
            {sidebar}
          </div>
        </div>
      ) : null}

      <div className="flex min-h-screen flex-col lg:pl-64">
        {pessoaTarget ? (
          <Suspense fallback={null}>
            <ViewAsBanner />
          </Suspense>
        ) : null}
        <TopBar
          menuButton={
            <button
              ref={menuButtonRef}
              type="button"
              onClick={openDrawer}
              onPointerDown={preloadSidebar}
              onFocus={preloadSidebar}
              aria-label="Menu"
              aria-expanded={isDrawerOpen}
              className="flex size-11 items-center justify-center rounded-lg text-gray-800 hover:bg-gray-100 lg:hidden dark:text-gray-200 dark:hover:bg-gray-800"
            >
              <Menu aria-hidden="true" className="size-6" />
            </button>
          }
        />
        {/* At least a screen tall: the footer starts below the fold, so content arriving never pushes it down in view (CLS). */}
        <main id="conteudo" className="mx-auto min-h-screen w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
          {children}
        </main>
        <footer className="border-t border-gray-200 px-4 py-4 text-center text-sm text-gray-600 dark:border-gray-800 dark:text-gray-400">
          {pessoaTarget ? (
            <p className="mb-1">
              {pessoaTarget.representacao ? `Agindo por ${pessoaTarget.nome} · Representante: ${pessoa?.nome}` : `Visualizando como ${pessoaTarget.nome} · Administrador: ${pessoa?.nome}`}
            </p>
          ) : null}
          Portal do Participante · versão {APP_VERSION}
        </footer>
      </div>

      {isChoosingRepresented ? (
        <Suspense fallback={null}>
          <RepresentedChoice />
        </Suspense>
      ) : null}
      {hasAskedForPlan ? (
        <Suspense fallback={<FullScreenLoader />}>
          <PlanChoiceModal isOpen={isAskingForPlan} />
        </Suspense>
      ) : null}
    </div>
  );
}
AppLayout.providers = SignedInProviders;
