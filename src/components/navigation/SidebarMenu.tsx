import { useId, useState } from 'react';
import Link from 'next/link';
import {
  ArrowLeft,
  Bell,
  ChevronDown,
  ClipboardList,
  ScanFace,
  Target,
  ExternalLink,
  Folder,
  GraduationCap,
  House,
  IdCard,
  Inbox,
  LayoutGrid,
  MessageCircle,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { MenuEntry, MenuIcon, MenuLink } from './menus';

const ICONS: Record<MenuIcon, LucideIcon> = {
  home: House,
  'id-card': IdCard,
  users: Users,
  'layout-grid': LayoutGrid,
  folder: Folder,
  'message-circle': MessageCircle,
  'graduation-cap': GraduationCap,
  inbox: Inbox,
  bell: Bell,
  'clipboard-list': ClipboardList,
  'scan-face': ScanFace,
  target: Target,
  settings: Settings,
  'arrow-left': ArrowLeft,
};

const LINK_CLASSES =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-semibold text-gray-800 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800';
const ACTIVE_CLASSES = 'bg-primary-soft text-primary-strong hover:bg-primary-soft';

function isCurrent(link: MenuLink, asPath: string) {
  if (link.isExternal) return false;
  if (link.href.includes('?')) return asPath === link.href;
  const path = asPath.split('?')[0];
  return link.href === '/' ? path === '/' : path === link.href || path.startsWith(`${link.href}/`);
}

function MenuLinkItem({ link, asPath, onNavigate }: { link: MenuLink; asPath: string; onNavigate: () => void }) {
  const Icon = ICONS[link.icon];
  if (link.isExternal) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={LINK_CLASSES} onClick={onNavigate}>
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        <span className="flex-1">{link.label}</span>
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">(abre em uma nova aba)</span>
      </a>
    );
  }
  const current = isCurrent(link, asPath);
  return (
    <Link href={link.href} aria-current={current ? 'page' : undefined} className={`${LINK_CLASSES} ${current ? ACTIVE_CLASSES : ''}`} onClick={onNavigate}>
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {link.label}
    </Link>
  );
}

function MenuGroupItem({ entry, asPath, onNavigate }: { entry: Extract<MenuEntry, { kind: 'group' }>; asPath: string; onNavigate: () => void }) {
  const hasCurrentChild = entry.children.some((child) => isCurrent(child, asPath));
  const [isOpen, setIsOpen] = useState(hasCurrentChild);
  const listId = useId();
  const Icon = ICONS[entry.icon];
  return (
    <>
      <button type="button" aria-expanded={isOpen} aria-controls={listId} className={LINK_CLASSES} onClick={() => setIsOpen((open) => !open)}>
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        <span className="flex-1 text-left">{entry.label}</span>
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
      </button>
      <ul id={listId} hidden={!isOpen} className="mt-1 space-y-1 pl-6">
        {entry.children.map((child) => (
          <li key={child.href}>
            <MenuLinkItem link={child} asPath={asPath} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The sidebar's links of spec §2.6; groups expand in place. */
export function SidebarMenu({ entries, asPath, onNavigate }: { entries: MenuEntry[]; asPath: string; onNavigate: () => void }) {
  return (
    <nav aria-label="Menu principal">
      <ul className="space-y-1">
        {entries.map((entry) => (
          <li key={entry.kind === 'link' ? entry.href : entry.label}>
            {entry.kind === 'link' ? (
              <MenuLinkItem link={entry} asPath={asPath} onNavigate={onNavigate} />
            ) : (
              <MenuGroupItem entry={entry} asPath={asPath} onNavigate={onNavigate} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
