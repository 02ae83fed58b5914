import Link, { type LinkProps } from 'next/link';
import type { ReactNode } from 'react';

/** A link that looks like the primary button, for "go somewhere" actions. */
export function LinkButton({ href, children, className = '', ...props }: LinkProps & { children: ReactNode; className?: string }) {
  return (
    <Link
      href={href}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-primary px-5 font-semibold text-primary-contrast hover:brightness-95 ${className}`}
      {...props}
    >
      {children}
    </Link>
  );
}
