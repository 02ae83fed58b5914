import type { ReactNode } from 'react';
import { PageTitle } from '@/components/ui/PageTitle';

interface StatusMessageProps {
  title: string;
  heading: string;
  children: ReactNode;
  action: ReactNode;
  code?: string;
}

/** The body of the error, timeout and similar pages: what happened, then what to do. */
export function StatusMessage({ title, heading, children, action, code }: StatusMessageProps) {
  return (
    <>
      <PageTitle title={title} />
      {code ? <p className="mb-2 text-sm font-semibold tracking-widest text-primary-strong">{code}</p> : null}
      <h1 className="mb-3 text-2xl font-bold text-gray-900 dark:text-white">{heading}</h1>
      <div className="mb-8 text-gray-700 dark:text-gray-300">{children}</div>
      {action}
    </>
  );
}
