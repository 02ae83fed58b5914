import { useEffect } from 'react';
import Link from 'next/link';
import { usePlan } from '@/contexts/PlanContext';
import { DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import type { LazyPart } from '@/components/ui/lazy-part';
import { PageTitle } from '@/components/ui/PageTitle';
import type { DeclarationTarget } from '@/services/declarations';
import { LastDeclaration } from './LastDeclaration';

interface DeclarationFrameProps {
  title: string;
  intro: string;
  idFuncionalidade: number;
  /**
   * The form, given whose declaration it is and on which plan link it opens the request. Its code (react-hook-form,
   * the document drop zone) is fetched when the page mounts, in parallel with the plan and the last declaration.
   */
  form: LazyPart<{ target: DeclarationTarget }>;
}

/** Title, the last declaration of the kind and the form; a declaration needs a chosen plan link. */
export function DeclarationFrame({ title, intro, idFuncionalidade, form: Form }: DeclarationFrameProps) {
  const { vinculo, effectivePessoa, isLoading } = usePlan();
  useEffect(() => Form.preload(), [Form]);

  return (
    <div className="max-w-3xl">
      <PageTitle title={title} />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">{title}</h1>
      <p className="mb-8 text-gray-700 dark:text-gray-300">{intro}</p>
      {vinculo && effectivePessoa ? (
        <>
          <LastDeclaration idPessoa={effectivePessoa.id} idPlano={vinculo.plano.id} idFuncionalidade={idFuncionalidade} />
          <section aria-labelledby="nova-declaracao" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
            <h2 id="nova-declaracao" className="mb-4 text-lg font-semibold text-gray-900 dark:text-white">
              Nova declaração
            </h2>
            <Form target={{ idPessoa: effectivePessoa.id, idVinculoPlano: vinculo.id }} />
          </section>
        </>
      ) : isLoading ? (
        <DashboardSkeleton label="Carregando" />
      ) : (
        <p className="text-gray-700 dark:text-gray-300">
          Esta declaração é feita para um plano. Escolha o plano e a matrícula no topo da página ou volte ao{' '}
          <Link href="/" className="font-semibold text-primary-strong underline">
            Início
          </Link>
          .
        </p>
      )}
    </div>
  );
}
