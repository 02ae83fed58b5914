import Link from 'next/link';
import { ChevronRight } from 'lucide-react';
import { usePlan } from '@/contexts/PlanContext';
import { isRouteBuilt } from '@/components/navigation/routes';

/** The detailed extracts and statements, with what each one shows. */
export const EXTRACT_SERVICES: ReadonlyArray<{ href: string; description: string }> = [
  { href: '/services/extrato-saldo', description: 'Saldo por conta, evolução e rentabilidade da cota.' },
  { href: '/services/extrato-contribuicao', description: 'Contribuições mês a mês, com filtros e download em CSV e PDF.' },
  { href: '/services/demonstrativo-contribuicao', description: 'As contribuições do ano, para a declaração de imposto de renda.' },
  { href: '/services/extrato-ir-regressivo', description: 'Quanto imposto cada contribuição pagaria na tabela regressiva.' },
  { href: '/services/report-income', description: 'O informe de rendimentos de cada ano.' },
  { href: '/services/contracheque', description: 'Os contracheques do benefício, mês a mês.' },
];

/** Links to the extracts enabled for the chosen plan link (the services the plan offers it) whose page exists. */
export function ExtractLinks() {
  const { funcionalidades } = usePlan();
  const enabled = EXTRACT_SERVICES.flatMap((service) => {
    const feature = funcionalidades.find((item) => item.href === service.href);
    return feature && isRouteBuilt(service.href) ? [{ ...service, nome: feature.nome }] : [];
  });
  if (enabled.length === 0) return <p className="text-gray-700 dark:text-gray-300">Nenhum extrato está disponível para este plano no momento.</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {enabled.map((service) => (
        <li key={service.href}>
          <Link
            href={service.href}
            className="flex min-h-11 items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-900/5 hover:ring-primary dark:bg-gray-900 dark:ring-white/10"
          >
            <span className="flex-1">
              <span className="block font-semibold text-gray-900 dark:text-white">{service.nome}</span>
              <span className="block text-sm text-gray-700 dark:text-gray-300">{service.description}</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-gray-500" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
