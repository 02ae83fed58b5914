import type { VinculoPlano } from '@/domain/api-types';

/** One plan link (vinculoPlano) of the person: plan, enrolment number, category and situation. */
export function PlanLinkCard({ planLink }: { planLink: VinculoPlano }) {
  return (
    <article className="h-full rounded-xl border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-800 dark:bg-gray-900">
      <div className="mb-4 flex items-center gap-3">
        <span aria-hidden="true" className="h-10 w-1.5 rounded-full bg-primary" />
        <h3 className="text-lg font-bold text-gray-900 dark:text-white">{planLink.plano.nomeExibicao}</h3>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-gray-600 dark:text-gray-400">Matrícula</dt>
        <dd className="font-semibold text-gray-900 tabular-nums dark:text-gray-100">{planLink.matricula}</dd>
        <dt className="text-gray-600 dark:text-gray-400">Categoria</dt>
        <dd className="font-medium text-gray-900 dark:text-gray-100">{planLink.categoria.nome}</dd>
        <dt className="text-gray-600 dark:text-gray-400">Situação</dt>
        <dd className="font-medium text-gray-900 dark:text-gray-100">{planLink.situacao.nome}</dd>
      </dl>
    </article>
  );
}
