import { Download } from 'lucide-react';

/** A file to download, styled as the primary button (a 44 px target): a plain link to the API's GET. */
export function DownloadLink({ href, children, className = '' }: { href: string; children: string; className?: string }) {
  return (
    <a
      href={href}
      download
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-primary px-5 font-semibold text-primary-contrast hover:brightness-95 ${className}`}
    >
      <Download aria-hidden="true" className="size-5 shrink-0" />
      {children}
    </a>
  );
}
