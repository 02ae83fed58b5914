import { useEffect, type ReactNode } from 'react';
import { usePlan } from '@/contexts/PlanContext';
import { PageTitle } from '@/components/ui/PageTitle';

interface SettingsPageFrameProps {
  title: string;
  /** What the page does, a sentence or two above its content. */
  intro?: ReactNode;
  /** Tailwind max-width of the page (forms read better narrow); none = the shell's width. */
  width?: 'max-w-3xl' | 'max-w-4xl' | 'max-w-5xl';
  /** Fetches the page's editor code as soon as an administrator is known, alongside its data. */
  preload?: () => void;
  children: ReactNode;
}

/** An administrators' settings page (spec §2.3): its title, what it does, and its content for administrators only. */
export function SettingsPageFrame({ title, intro, width, preload, children }: SettingsPageFrameProps) {
  const { isActingAsAdmin } = usePlan();
  useEffect(() => {
    if (isActingAsAdmin) preload?.();
  }, [isActingAsAdmin, preload]);

  return (
    <div className={width}>
      <PageTitle title={title} />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">{title}</h1>
      {!isActingAsAdmin ? (
        <p className="text-gray-700 dark:text-gray-300">Esta página é exclusiva dos administradores.</p>
      ) : (
        <>
          {intro ? <div className="mb-8 max-w-prose space-y-2 text-gray-700 dark:text-gray-300">{intro}</div> : null}
          {children}
        </>
      )}
    </div>
  );
}
