import { useId, useMemo, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { PLAN_ID } from '@/domain/constants';
import type { VinculoPlano } from '@/domain/api-types';
import { usePlan } from '@/contexts/PlanContext';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { homePathFor } from './home-path';

export const MODAL_CLOSE_DELAY_MS = 500;

const SELECT_CLASSES =
  'min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 text-gray-900 disabled:cursor-not-allowed disabled:bg-gray-100 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:disabled:bg-gray-800';

/** The default when the modal is closed: plan 1 ('BD'), else the first enrolment (spec §4). */
function defaultVinculo(vinculos: VinculoPlano[]) {
  return vinculos.find((link) => link.plano.id === PLAN_ID.HPE) ?? vinculos[0] ?? null;
}

/** Spec §4: with no enrolment chosen, plan and enrolment are asked before the portal is used. */
export function PlanChoiceModal({ isOpen }: { isOpen: boolean }) {
  const { vinculos, pessoaTarget, chooseVinculo, stopViewingAs } = usePlan();
  const [idPlano, setIdPlano] = useState<number | null>(null);
  const [idVinculo, setIdVinculo] = useState<number | null>(null);
  const [isClosing, setIsClosing] = useState(false);
  const planSelectId = useId();
  const linkSelectId = useId();

  const planos = useMemo(() => {
    const byId = new Map<number, VinculoPlano['plano']>();
    for (const link of vinculos) byId.set(link.plano.id, link.plano);
    return [...byId.values()];
  }, [vinculos]);
  const linksOfPlan = vinculos.filter((link) => link.plano.id === idPlano);

  const onAccess = () => {
    const chosen = vinculos.find((link) => link.id === idVinculo);
    if (!chosen) {
      toast.error('Plano não encontrado!');
      return;
    }
    chooseVinculo(chosen.id);
    window.location.assign(homePathFor(chosen, false));
  };

  const onClose = () => {
    setIsClosing(true);
    setTimeout(() => {
      if (pessoaTarget) {
        stopViewingAs();
      } else {
        const fallback = defaultVinculo(vinculos);
        if (fallback) chooseVinculo(fallback.id);
        else toast.error('Plano não encontrado!');
      }
      setIsClosing(false);
    }, MODAL_CLOSE_DELAY_MS);
  };

  return (
    <Modal
      isOpen={isOpen && !isClosing}
      onClose={onClose}
      title="Escolha o plano"
      footer={
        <Button onClick={onAccess} disabled={idPlano === null || idVinculo === null}>
          Acessar
        </Button>
      }
    >
      <p className="mb-4 text-gray-700 dark:text-gray-300">
        {pessoaTarget ? `Escolha o plano e a matrícula de ${pessoaTarget.nome}.` : 'Você tem mais de uma matrícula. Escolha com qual deseja acessar o portal.'}
      </p>
      <div className="space-y-4">
        <div>
          <label htmlFor={planSelectId} className="mb-1 block font-medium">
            Plano
          </label>
          <select
            id={planSelectId}
            className={SELECT_CLASSES}
            value={idPlano ?? ''}
            onChange={(event) => {
              const next = event.target.value ? Number(event.target.value) : null;
              setIdPlano(next);
              const links = vinculos.filter((link) => link.plano.id === next);
              setIdVinculo(links.length === 1 ? links[0].id : null);
            }}
          >
            <option value="">Selecione</option>
            {planos.map((plano) => (
              <option key={plano.id} value={plano.id}>
                {plano.nomeExibicao}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={linkSelectId} className="mb-1 block font-medium">
            Matrícula
          </label>
          <select
            id={linkSelectId}
            className={SELECT_CLASSES}
            value={idVinculo ?? ''}
            disabled={idPlano === null}
            onChange={(event) => setIdVinculo(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">Selecione</option>
            {linksOfPlan.map((link) => (
              <option key={link.id} value={link.id}>
                {link.matricula} · {link.categoria.nome} · {link.situacao.nome}
              </option>
            ))}
          </select>
        </div>
      </div>
    </Modal>
  );
}
