import { lazyPart } from '@/components/ui/lazy-part';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import { INSTITUTE_SECTIONS, type InstituteSection } from './sections';

// The form, the plan picker and the queue are fetched when the page mounts, with the data they show.
const InstituteSettings = lazyPart(() => import('./InstituteSettings').then((module) => module.InstituteSettings), 'Carregando as regras');

/** The shell the four institute settings pages share (settings/resgate, portability-management, self-sponsorship-management, bpd). */
export function InstituteSettingsPage({ section }: { section: InstituteSection }) {
  return (
    <SettingsPageFrame title={INSTITUTE_SECTIONS[section].titulo} width="max-w-5xl" preload={InstituteSettings.preload}>
      <InstituteSettings section={section} />
    </SettingsPageFrame>
  );
}
