import { PlanSettings } from '@/components/settings/PlanSettings';
import { InstituteRequestQueue } from './InstituteRequestQueue';
import { InstituteSettingsForm } from './InstituteSettingsForm';
import { INSTITUTE_SECTIONS, type InstituteSection } from './sections';

const CARD = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';

/** The page of one institute: its rules per plan, then the queue of its open requests. */
export function InstituteSettings({ section }: { section: InstituteSection }) {
  const definition = INSTITUTE_SECTIONS[section];
  return (
    <div className="space-y-8">
      <section aria-labelledby="titulo-regras" className={CARD}>
        <h2 id="titulo-regras" className="mb-1 text-lg font-semibold text-gray-900 dark:text-white">
          Regras do plano
        </h2>
        <p className="mb-6 text-gray-700 dark:text-gray-300">{definition.intro}</p>
        <PlanSettings hint="As regras valem para os pedidos feitos depois de salvas.">{(idPlano) => <InstituteSettingsForm idPlano={idPlano} section={section} />}</PlanSettings>
      </section>
      <section aria-labelledby="titulo-fila" className={CARD}>
        <h2 id="titulo-fila" className="mb-4 text-lg font-semibold text-gray-900 dark:text-white">
          Solicitações abertas
        </h2>
        <InstituteRequestQueue funcionalidades={definition.funcionalidades} />
      </section>
    </div>
  );
}
