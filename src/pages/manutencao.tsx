import type { ReactElement } from 'react';
import { useRouter } from 'next/router';
import { MessageLayout } from '@/components/layout/MessageLayout';
import { StatusMessage } from '@/components/layout/StatusMessage';
import { formatMaintenanceEnd } from '@/components/maintenance/format';
import { LinkButton } from '@/components/ui/LinkButton';
import type { NextPageWithLayout } from '@/types/next';

const MaintenancePage: NextPageWithLayout = () => {
  const { query } = useRouter();
  const end = typeof query.dataFim === 'string' ? formatMaintenanceEnd(query.dataFim) : null;

  return (
    <StatusMessage title="Manutenção Programada" heading="Manutenção Programada" action={<LinkButton href="/">Tentar novamente</LinkButton>}>
      <p>O portal está passando por uma manutenção programada para melhor atendê-lo.</p>
      <p className="mt-2">{end ? `Previsão de retorno: ${end}.` : 'Volte em alguns instantes.'}</p>
    </StatusMessage>
  );
};

MaintenancePage.getLayout = (page: ReactElement) => <MessageLayout>{page}</MessageLayout>;

export default MaintenancePage;
