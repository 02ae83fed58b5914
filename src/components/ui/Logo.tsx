/** The fund's mark (public/images/logo-previdencia.svg) with its name as real text, legible in both themes. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-3 ${className}`}>
      {/* An SVG of the portal itself: next/image (~5 kB gzip on every page) would add nothing to it. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src="/images/logo-previdencia.svg" alt="" width={44} height={44} className="size-11" />
      <span className="flex flex-col leading-tight">
        <span className="text-xl font-bold tracking-tight text-gray-900 dark:text-white">Previdência</span>
        <span className="text-xs font-medium text-gray-600 dark:text-gray-300">Portal do Participante</span>
      </span>
    </span>
  );
}
