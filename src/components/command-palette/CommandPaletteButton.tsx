import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { useBrowserValue } from '@/hooks/useBrowserValue';
import { TRANSPORT_MESSAGES } from '@/services/api';

type PaletteProps = { isOpen: boolean; onClose: () => void };

// The palette (cmdk, its dialog and the searches: ~20 kB gzip) is fetched when the button is pointed at, focused or
// its shortcut pressed, not with every page. Offline at that moment, a toast says so and the next opening tries again.
const loadCommandPalette = () => import('./CommandPalette').then((module) => module.CommandPalette);
const preloadCommandPalette = () => void loadCommandPalette().catch(() => undefined);

const isApplePlatform = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

function isVisible(element: HTMLElement | null) {
  return Boolean(element && element.getClientRects().length > 0);
}

function isAnotherDialogOpen() {
  return document.querySelector('dialog[open]') !== null;
}

/** The top bar's 'Procurar...' button; it also owns Ctrl/Cmd+K and the palette it opens. */
export function CommandPaletteButton({ className = '' }: { className?: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [Palette, setPalette] = useState<ComponentType<PaletteProps> | null>(null);
  const open = useCallback(() => {
    setIsOpen(true);
    loadCommandPalette().then(
      (component) => setPalette(() => component),
      () => {
        setIsOpen(false);
        toast.error(TRANSPORT_MESSAGES.network);
      },
    );
  }, []);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isApple = useBrowserValue(isApplePlatform, false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      // Only the visible button answers, so a top bar that renders one per breakpoint opens one palette.
      if (!isVisible(buttonRef.current)) return;
      event.preventDefault();
      // Another dialog (or the palette itself) is open: the shortcut does nothing.
      if (!isAnotherDialogOpen()) open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={open}
        onPointerEnter={preloadCommandPalette}
        onFocus={preloadCommandPalette}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        className={`flex min-h-11 items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-700 hover:border-gray-400 hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 ${className}`}
      >
        <Search aria-hidden="true" className="size-5 shrink-0" />
        <span className="max-sm:sr-only sm:min-w-28 sm:text-left">Procurar...</span>
        <kbd aria-hidden="true" className="hidden rounded border border-gray-300 px-1.5 py-0.5 font-sans text-xs text-gray-600 sm:inline dark:border-gray-600 dark:text-gray-400">
          {isApple ? '⌘ K' : 'Ctrl K'}
        </kbd>
      </button>
      {Palette ? <Palette isOpen={isOpen} onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}
