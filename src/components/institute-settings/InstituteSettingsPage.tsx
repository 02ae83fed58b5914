import { useEffect } from 'react';
import { usePlan } from '@/contexts/PlanContext';
import { lazyPart } from '@/components/ui/lazy-part';
import { PageTitle } from '@/components/ui/PageTitle';
import { INSTITUTE_SECTIONS, type InstituteSection } from './sections';

// The form, the plan picker and the queue are fetched when the page mounts, with the data they show.
const InstituteSettings = lazyPart(() => import('./InstituteSettings').then((module) => module.InstituteSettings), 'Carregando as regras');

/** The shell the four institute settings pages share (settings/resgate, portability-management, self-sponsorship-management, bpd). */
export function InstituteSettingsPage({ section }: { section: InstituteSection }) {
  const { isActingAsAdmin } = usePlan();
  const { titulo } = INSTITUTE_SECTIONS[section];
  useEffect(() => {
    if (isActingAsAdmin) InstituteSettings.preload();
  }, [isActingAsAdmin]);
  return (
    <div className="max-w-5xl">
      <PageTitle title={titulo} />
      <h1 className="mb-6 text-3xl font-bold text-gray-900 dark:text-white">{titulo}</h1>
      {isActingAsAdmin ? <InstituteSettings section={section} /> : <p className="text-gray-700 dark:text-gray-300">Esta página é exclusiva dos administradores.</p>}
    </div>
  );
}
