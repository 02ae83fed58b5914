import Link from 'next/link';
import { KeyRound, LogOut, ShieldCheck, Smartphone } from 'lucide-react';
import { Logo } from '@/components/ui/Logo';
import { PlanLogo } from '@/components/ui/PlanLogo';
import { ThemeSwitch } from '@/components/ui/ThemeSwitch';
import { EnrolmentSwitcher } from './EnrolmentSwitcher';
import { buildMenu, type MenuInput } from './menus';
import { SidebarMenu } from './SidebarMenu';

interface SidebarProps {
  /** What the menu depends on; the menu is built here, so its catalogue loads with the sidebar, not the shell. */
  menu: MenuInput;
  asPath: string;
  logo: string | null;
  /** Administrators acting as such get the fund's logo with the administration mark (spec §6). */
  isAdminLogo: boolean;
  onNavigate: () => void;
}

const BOTTOM_LINK_CLASSES =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-semibold text-gray-800 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800';

/** The sidebar's content, shared by the fixed desktop column and the mobile drawer. */
export function Sidebar({ menu, asPath, logo, isAdminLogo, onNavigate }: SidebarProps) {
  return (
    <div className="flex h-full flex-col gap-6 overflow-y-auto bg-white px-4 py-5 dark:bg-gray-900">
      <Link href="/" aria-label="Previdência, página inicial" className="rounded-md" onClick={onNavigate}>
        {logo ? <PlanLogo src={logo} /> : <Logo />}
        {isAdminLogo ? (
          <span className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-admin px-3 py-0.5 text-xs font-semibold text-admin-contrast">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            Administração
          </span>
        ) : null}
      </Link>
      <EnrolmentSwitcher />
      <div className="flex-1">
        <SidebarMenu entries={buildMenu(menu)} asPath={asPath} onNavigate={onNavigate} />
      </div>
      {/* Dark mode is for administrators (spec §1, §6); a participant's look follows the plan colour. */}
      {isAdminLogo ? <ThemeSwitch className="w-full [&_label]:flex-1 [&_label]:justify-center [&_label]:px-1.5 [&_svg]:hidden" /> : null}
      <nav aria-label="Conta" className="border-t border-gray-200 pt-4 dark:border-gray-800">
        <ul className="space-y-1">
          <li>
            <Link href="/alterar-senha" className={BOTTOM_LINK_CLASSES} onClick={onNavigate}>
              <KeyRound aria-hidden="true" className="size-5" />
              Alterar senha
            </Link>
          </li>
          {isAdminLogo ? (
            <li>
              <Link href="/settings/seguranca" className={BOTTOM_LINK_CLASSES} onClick={onNavigate}>
                <Smartphone aria-hidden="true" className="size-5" />
                Verificação em duas etapas
              </Link>
            </li>
          ) : null}
          <li>
            <Link href="/logout" className={BOTTOM_LINK_CLASSES} onClick={onNavigate}>
              <LogOut aria-hidden="true" className="size-5" />
              Sair
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
