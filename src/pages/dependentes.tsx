import { useEffect, type ReactElement } from 'react';
import { useRouter } from 'next/router';
import { DEPENDANT_PAGE_TITLES, dependantKindFromQuery } from '@/domain/dependants';
import { DependantsView } from '@/components/dependants/DependantsView';
import { DependantsTabs } from '@/components/dependants/DependantsTabs';
import { DesignatedView } from '@/components/dependants/DesignatedView';
import { AppLayout } from '@/components/layout/AppLayout';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

const DependantsPage: NextPageWithLayout = () => {
  const router = useRouter();
  const tipo = dependantKindFromQuery(router.query.tipo);

  // A missing or unknown tipo shows the pension beneficiaries; the address is corrected so the menu marks the right entry.
  useEffect(() => {
    if (router.isReady && router.query.tipo !== tipo) void router.replace({ pathname: '/dependentes', query: { tipo } }, undefined, { shallow: true });
  }, [router, tipo]);

  return (
    <>
      <PageTitle title={DEPENDANT_PAGE_TITLES[tipo]} />
      <h1 className="mb-4 text-3xl font-bold text-gray-900 dark:text-white">{DEPENDANT_PAGE_TITLES[tipo]}</h1>
      <DependantsTabs current={tipo} />
      {router.isReady ? tipo === 'indicados' ? <DesignatedView /> : <DependantsView key={tipo} tipo={tipo} /> : null}
    </>
  );
};

DependantsPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default DependantsPage;
