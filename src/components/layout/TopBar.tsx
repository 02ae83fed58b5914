import type { ReactNode } from 'react';
import Link from 'next/link';
import { MessageCircle, ShieldCheck } from 'lucide-react';
import { IS_CHAT_BUILT } from '@/components/navigation/chat-route';
import { useAuth } from '@/contexts/AuthContext';
import { usePlan } from '@/contexts/PlanContext';
import { CommandPaletteButton } from '@/components/command-palette/CommandPaletteButton';
import { DeferredNotificationBell } from '@/components/notifications/DeferredNotificationBell';
import { chatEntryLabel } from '@/domain/chat';
import { badgeText } from '@/domain/badge';
import { useChatUnreadCount } from './useChatUnreadCount';

/** The sticky top bar: the mobile menu button, the search ('Procurar...', Ctrl/Cmd+K), the person, and the bell. */
export function TopBar({ menuButton }: { menuButton: ReactNode }) {
  const { pessoa } = useAuth();
  const { isActingAsAdmin, vinculo } = usePlan();
  const hasChat = IS_CHAT_BUILT;
  const unreadMessages = useChatUnreadCount(hasChat) ?? 0;
  const chatBadge = badgeText(unreadMessages);
  return (
    <header className="sticky top-0 z-20 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-900/95">
      <div className="h-1 bg-primary" aria-hidden="true" />
      <div className="flex items-center gap-2 px-4 py-2 sm:px-6">
        {menuButton}
        <CommandPaletteButton />
        <div className="flex-1" />
        {isActingAsAdmin ? (
          <span className="hidden items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary-strong sm:inline-flex">
            <ShieldCheck aria-hidden="true" className="size-4" />
            Administrador
          </span>
        ) : vinculo ? (
          <span className="hidden text-sm text-gray-700 sm:block dark:text-gray-300">
            {vinculo.plano.nomeExibicao} · matrícula {vinculo.matricula}
          </span>
        ) : null}
        <span className="hidden max-w-56 truncate text-sm font-medium text-gray-800 md:block dark:text-gray-200">{pessoa?.nome}</span>
        {hasChat ? (
          // Not prefetched when it scrolls into view, as links are by default: this bar is on every private page, and the
          // chat's code would be fetched and run on every first load. Hovering or touching it still fetches it first.
          <Link
            href="/chat"
            prefetch={false}
            aria-label={chatEntryLabel(unreadMessages)}
            className="relative flex size-11 items-center justify-center rounded-lg text-gray-800 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
          >
            <MessageCircle aria-hidden="true" className="size-6" />
            {chatBadge ? (
              <span
                aria-hidden="true"
                data-testid="chat-badge"
                className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
              >
                {chatBadge}
              </span>
            ) : null}
          </Link>
        ) : null}
        <DeferredNotificationBell />
      </div>
    </header>
  );
}
