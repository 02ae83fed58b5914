import { useEffect, type ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { PlanServiceFrame } from '@/components/services/PlanServiceFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import * as FUNCTIONALITY from '@/domain/functionality-ids';
import type { NextPageWithLayout } from '@/types/next';

// The proof's state shows once the plan and the proof have arrived: its code is fetched beside them, from the start.
const ProofOfLifeService = lazyPart(() => import('@/components/proof-of-life/ProofOfLifeService').then((module) => module.ProofOfLifeService), 'Carregando a prova de vida');

/** Service 39: the yearly proof of life of those who receive a benefit (issue 29). */
const ProofOfLifePage: NextPageWithLayout = () => {
  useEffect(() => ProofOfLifeService.preload(), []);
  return (
    <PlanServiceFrame
      title="Prova de vida"
      idFuncionalidade={FUNCTIONALITY.PROOF_OF_LIFE}
      intro={
        <>
          <p>Uma vez por ano, quem recebe aposentadoria ou pensão do plano mostra ao fundo que continua recebendo o benefício. Dá para fazer tudo por aqui, pelo celular.</p>
          <p>Quem não puder fazer sozinho pode contar com o seu representante legal (curador ou procurador) cadastrado no fundo.</p>
        </>
      }
    >
      {(target) => <ProofOfLifeService target={target} />}
    </PlanServiceFrame>
  );
};

ProofOfLifePage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ProofOfLifePage;
