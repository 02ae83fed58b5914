import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type JSX, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import { toast } from '@/components/ui/toast';
import type { Funcionalidade, Pessoa, VinculoPlano } from '@/domain/api-types';
import { useAuth } from '@/contexts/AuthContext';
import { usePlanLinks } from '@/hooks/usePlanLinks';
import { useSessionSnapshot } from '@/hooks/useSessionSnapshot';
import { retornarPlanoFuncionalidades } from '@/services/plans';
import {
  clearPessoaTarget,
  getPlanSessionSnapshot,
  getServerPlanSessionSnapshot,
  savePessoaTarget,
  saveVinculoPlano,
} from '@/services/auth-session';

export interface PlanContextValue {
  isLoading: boolean;
  /** Plan links of the effective person; [] for an administrator acting as administrator. */
  vinculos: VinculoPlano[];
  /** The chosen enrolment (cookie login.vinculoPlano, 1 hour). */
  vinculo: VinculoPlano | null;
  /** Features enabled for the chosen link (spec §8: a failure is silently ignored). */
  funcionalidades: Funcionalidade[];
  /** The person an administrator views the portal as, or a legal representative acts for (cookie login.pessoaTarget, 1 hour). */
  pessoaTarget: Pessoa | null;
  effectivePessoa: Pessoa | null;
  /** Signed-in administrator with no target person (spec §4). */
  isActingAsAdmin: boolean;
  chooseVinculo(idVinculo: number): void;
  viewAs(pessoa: Pick<Pessoa, 'id' | 'nome' | 'cpf' | 'data_nascimento' | 'representacao'>): void;
  stopViewingAs(): void;
}

const PlanContext = createContext<PlanContextValue | null>(null);

interface FeaturesResult {
  key: string;
  list: Funcionalidade[];
}

export function PlanProvider({ children }: { children: ReactNode }): JSX.Element {
  const router = useRouter();
  const { pessoa, isAdmin, isSignedIn } = useAuth();
  const planSession = useSessionSnapshot(getPlanSessionSnapshot, getServerPlanSessionSnapshot());

  // An administrator views as someone else; a participant only acts for a person they represent (the API checks it).
  const pessoaTarget = isAdmin || planSession.pessoaTarget?.representacao ? planSession.pessoaTarget : null;
  const effectivePessoa = pessoaTarget ?? pessoa;
  const isActingAsAdmin = isAdmin && !pessoaTarget;

  // The logout page ends the session: a call for the person's data there would race the logout and be refused.
  const isSigningOut = router.pathname === '/logout';
  const linksOf = isSignedIn && effectivePessoa && !isActingAsAdmin && !isSigningOut ? effectivePessoa.id : null;
  const linksQuery = usePlanLinks(linksOf);
  const vinculos = useMemo(() => linksQuery.data ?? [], [linksQuery.data]);

  // The cookie's enrolment counts only while it is one of the effective person's links. Until the links arrive it
  // stands in for itself, so a page starts its own requests a round trip earlier (first paint, Lighthouse): the API
  // checks every id anyway, and the fresh link (its situation may have changed) replaces it as soon as it is known.
  const isLinksPending = linksOf !== null && linksQuery.data === undefined && !linksQuery.error;
  const vinculo = useMemo(() => {
    const saved = planSession.vinculo;
    if (!saved || linksOf === null || saved.pessoa?.id !== linksOf) return null;
    if (isLinksPending) return saved;
    return vinculos.find((link) => link.id === saved.id) ?? null;
  }, [planSession.vinculo, vinculos, linksOf, isLinksPending]);

  const featuresKey = vinculo ? `${vinculo.plano.id}/${vinculo.categoria.id}/${vinculo.situacao.id}` : null;
  const [features, setFeatures] = useState<FeaturesResult | null>(null);
  // Keyed by the ids alone: the fresh link replacing the cookie's (same plan, category and situation) asks nothing again.
  useEffect(() => {
    if (!featuresKey) return;
    let isCurrent = true;
    const [idPlano, idCategoria, idSituacao] = featuresKey.split('/').map(Number);
    retornarPlanoFuncionalidades(idPlano, idCategoria, idSituacao).then(
      (list) => {
        // The menus, the palette and the services list follow: rendered in slices (see useApiQuery).
        if (isCurrent) startTransition(() => setFeatures({ key: featuresKey, list }));
      },
      () => {
        // Spec §8: a failure to load the features is silently ignored.
        if (isCurrent) startTransition(() => setFeatures({ key: featuresKey, list: [] }));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [featuresKey]);
  const funcionalidades = useMemo(() => (features && features.key === featuresKey ? features.list : []), [features, featuresKey]);
  const isLoadingFeatures = featuresKey !== null && features?.key !== featuresKey;

  const chooseVinculo = useCallback(
    (idVinculo: number) => {
      const chosen = vinculos.find((link) => link.id === idVinculo);
      if (!chosen) {
        toast.error('Plano não encontrado!');
        return;
      }
      saveVinculoPlano(chosen);
    },
    [vinculos],
  );

  const viewAs = useCallback(
    (target: Pick<Pessoa, 'id' | 'nome' | 'cpf' | 'data_nascimento' | 'representacao'>) => {
      savePessoaTarget(target);
      void router.push('/');
    },
    [router],
  );

  const stopViewingAs = useCallback(() => {
    clearPessoaTarget();
    void router.push('/');
  }, [router]);

  const value = useMemo<PlanContextValue>(
    () => ({
      isLoading: !planSession.isLoaded || linksQuery.isLoading || isLoadingFeatures,
      vinculos,
      vinculo,
      funcionalidades,
      pessoaTarget,
      effectivePessoa,
      isActingAsAdmin,
      chooseVinculo,
      viewAs,
      stopViewingAs,
    }),
    [planSession.isLoaded, linksQuery.isLoading, isLoadingFeatures, vinculos, vinculo, funcionalidades, pessoaTarget, effectivePessoa, isActingAsAdmin, chooseVinculo, viewAs, stopViewingAs],
  );

  return <PlanContext.Provider value={value}>{children}</PlanContext.Provider>;
}

export function usePlan(): PlanContextValue {
  const context = useContext(PlanContext);
  if (!context) throw new Error('usePlan must be used inside PlanProvider');
  return context;
}
