import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useRouter } from 'next/router';
import { AppLayout } from '@/components/layout/AppLayout';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { lazyPart } from '@/components/ui/lazy-part';
import { PageTitle } from '@/components/ui/PageTitle';
import { Select } from '@/components/ui/Select';
import { usePlan } from '@/contexts/PlanContext';
import { CAMPAIGN_STATUS_LABEL } from '@/domain/reregistration';
import { ApiError } from '@/services/api';
import { retornarCampanhasRecadastramento, retornarPainelRecadastramento, type CampanhaResumo, type PainelRecadastramento } from '@/services/reregistration';
import type { NextPageWithLayout } from '@/types/next';

const CampaignPanel = lazyPart(() => import('@/components/reregistration/CampaignPanel').then((module) => module.CampaignPanel), 'Carregando o painel');
const CampaignForm = lazyPart(() => import('@/components/reregistration/CampaignForm').then((module) => module.CampaignForm), 'Carregando o formulário');

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';
const TITLE = 'Recadastramento';

type Remote<T> = { data: T | null; error: ApiError | null };

/** The administrators' re-registration dashboard (spec §2.1, §2.6): campaigns, counts, pending people, reminders, a new campaign. */
const ReregistrationDashboardPage: NextPageWithLayout = () => {
  const router = useRouter();
  const { isActingAsAdmin } = usePlan();
  const [campaigns, setCampaigns] = useState<Remote<CampanhaResumo[]>>({ data: null, error: null });
  const [panel, setPanel] = useState<Remote<PainelRecadastramento>>({ data: null, error: null });
  const [version, setVersion] = useState(0);
  const chosenFromQuery = typeof router.query.campanha === 'string' ? Number(router.query.campanha) : null;
  const chosen = chosenFromQuery ?? campaigns.data?.[0]?.id ?? null;
  const refresh = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    if (!isActingAsAdmin) return;
    CampaignPanel.preload();
    CampaignForm.preload();
    retornarCampanhasRecadastramento().then(
      (data) => setCampaigns({ data, error: null }),
      (error: unknown) => setCampaigns({ data: null, error: error instanceof ApiError ? error : new ApiError(0, 'Erro inesperado.') }),
    );
  }, [isActingAsAdmin, version]);

  useEffect(() => {
    if (!isActingAsAdmin || chosen === null) return;
    retornarPainelRecadastramento(chosen).then(
      (data) => setPanel({ data, error: null }),
      (error: unknown) => setPanel({ data: null, error: error instanceof ApiError ? error : new ApiError(0, 'Erro inesperado.') }),
    );
  }, [isActingAsAdmin, chosen, version]);

  const choose = (id: number) => void router.replace({ pathname: '/re-registration', query: { campanha: id } }, undefined, { shallow: true });

  return (
    <>
      <PageTitle title={TITLE} />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">{TITLE}</h1>
      {!isActingAsAdmin ? (
        <p className="text-gray-700 dark:text-gray-300">Esta página é exclusiva dos administradores.</p>
      ) : (
        <>
          <p className="mb-8 text-gray-700 dark:text-gray-300">Acompanhe quem já atualizou os dados, lembre os pendentes por e-mail e abra novas campanhas.</p>
          <section aria-labelledby="titulo-campanha" className={`mb-8 ${SECTION_CLASSES}`}>
            <h2 id="titulo-campanha" className="mb-4 text-lg font-semibold">
              {panel.data && panel.data.campanha.id === chosen ? panel.data.campanha.titulo : 'Campanha'}
            </h2>
            {campaigns.error ? (
              <DashboardError title="Não foi possível carregar as campanhas." message={campaigns.error.message} onRetry={refresh} />
            ) : !campaigns.data ? (
              <DashboardSkeleton label="Carregando as campanhas" />
            ) : campaigns.data.length === 0 ? (
              <p className="text-gray-700 dark:text-gray-300">Nenhuma campanha criada ainda. Crie a primeira abaixo.</p>
            ) : (
              <>
                {campaigns.data.length > 1 ? (
                  <Select
                    label="Campanha"
                    className="mb-4 max-w-xl"
                    value={chosen === null ? null : String(chosen)}
                    onChange={(value) => value && choose(Number(value))}
                    options={campaigns.data.map((campaign) => ({
                      value: String(campaign.id),
                      label: `${campaign.titulo} (${CAMPAIGN_STATUS_LABEL[campaign.situacao]}, ${campaign.concluidos} de ${campaign.total})`,
                    }))}
                  />
                ) : null}
                {panel.error ? (
                  <DashboardError title="Não foi possível carregar o painel da campanha." message={panel.error.message} onRetry={refresh} />
                ) : panel.data && panel.data.campanha.id === chosen ? (
                  <CampaignPanel panel={panel.data} onChanged={refresh} />
                ) : (
                  <DashboardSkeleton label="Carregando o painel" />
                )}
              </>
            )}
          </section>
          <section aria-labelledby="titulo-nova-campanha" className={SECTION_CLASSES}>
            <h2 id="titulo-nova-campanha" className="mb-4 text-lg font-semibold">
              Nova campanha
            </h2>
            <CampaignForm
              onCreated={(created) => {
                choose(created.campanha.id);
                refresh();
              }}
            />
          </section>
        </>
      )}
    </>
  );
};

ReregistrationDashboardPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ReregistrationDashboardPage;
