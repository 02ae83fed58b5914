import type { ReactNode } from 'react';
import Link from 'next/link';
import { usePlan } from '@/contexts/PlanContext';
import { DashboardSkeleton } from '@/components/dashboard/DashboardStates';

/**
 * Shows a service only to a plan link it is enabled for (the plan × category × situation matrix the menus follow);
 * otherwise says so in a sentence, without asking the server for what it would refuse (403). `audience` says whom the
 * service is for, when that helps the reader ("ele é para quem recebe aposentadoria ou pensão do plano").
 */
export function EnabledService({ idFuncionalidade, audience, children }: { idFuncionalidade: number; audience?: string; children: ReactNode }) {
  const { funcionalidades, isLoading } = usePlan();
  if (isLoading) return <DashboardSkeleton label="Carregando o serviço" />;
  if (!funcionalidades.some((item) => item.id === idFuncionalidade)) {
    return (
      <p className="text-gray-700 dark:text-gray-300">
        Este serviço não está disponível para o seu plano{audience ? `: ${audience}` : ' e a sua situação no plano'}. Veja o que você pode pedir em{' '}
        <Link href="/services" className="font-semibold text-primary-strong underline">
          Serviços
        </Link>
        .
      </p>
    );
  }
  return children;
}
