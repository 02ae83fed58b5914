import type { ReactElement } from 'react';
import { useRouter } from 'next/router';
import { AppLayout } from '@/components/layout/AppLayout';
import { RequestCreated } from '@/components/requests/RequestCreated';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

const single = (value: string | string[] | undefined) => (typeof value === 'string' && value ? value : null);

/** Spec §2.1 /success: reached with ?protocolo=…&servico=… after a service opens a request. */
const SuccessPage: NextPageWithLayout = () => {
  const { query } = useRouter();
  return (
    <>
      <PageTitle title="Solicitação enviada" />
      <RequestCreated protocolo={single(query.protocolo)} servico={single(query.servico)} />
    </>
  );
};

SuccessPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default SuccessPage;
