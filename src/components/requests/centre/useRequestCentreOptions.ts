import { useEffect, useState } from 'react';
import type { SelectOption } from '@/components/ui/Select';
import { retornarPlanos } from '@/services/plans';
import { requisicaoFuncionalidade, requisicaoStatus, type RequestStatus } from '@/services/requests-centre';

export interface RequestCentreOptions {
  plans: SelectOption[];
  functionalities: SelectOption[];
  statuses: RequestStatus[];
}

const toOptions = (items: { id: number; nome: string }[]) => items.map((item) => ({ value: String(item.id), label: item.nome }));

/** The choices of the filters; spec §8: a failure to load them is logged and the filter stays empty. */
export function useRequestCentreOptions(isEnabled: boolean): RequestCentreOptions {
  const [options, setOptions] = useState<RequestCentreOptions>({ plans: [], functionalities: [], statuses: [] });
  useEffect(() => {
    if (!isEnabled) return;
    let isCurrent = true;
    const logged = <T,>(what: string, fallback: T) => (error: unknown) => {
      console.error(`request centre: ${what}`, error);
      return fallback;
    };
    void Promise.all([
      retornarPlanos().catch(logged('retornarPlanos', [])),
      requisicaoFuncionalidade().catch(logged('requisicaoFuncionalidade', [])),
      requisicaoStatus().catch(logged('requisicaoStatus', [])),
    ]).then(([plans, functionalities, statuses]) => {
      if (isCurrent) setOptions({ plans: plans.map((plan) => ({ value: String(plan.id), label: plan.nomeExibicao })), functionalities: toOptions(functionalities), statuses });
    });
    return () => {
      isCurrent = false;
    };
  }, [isEnabled]);
  return options;
}
