import { applicableSteps, ONBOARDING_MANAGEMENT_MESSAGES, ONBOARDING_PATHS, type OnboardingPath } from '@/domain/onboarding';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { PERSON_NOT_FOUND } from '../../access/reach';
import { recordAudit } from '../../audit/record';
import * as repository from './repository';

const pathName = (path: number) => ONBOARDING_PATHS.find((item) => item.id === path)?.nome ?? String(path);

/**
 * settings/onboarding-management. What the product's onboarding lets a plan decide: its contribution path (income
 * range and value, or percentages; spec §2.8) — the investment-profile step follows from the plan having profiles
 * (settings/investment-profile-management), and password, PEP and address always apply. A reset makes a person go
 * through the steps again at their next sign-in, on the path of the chosen plan.
 */
export function createOnboardingManagementService(db: Database) {
  const planView = (row: Awaited<ReturnType<typeof repository.listPlans>>[number]) => {
    const hasProfiles = row.temPerfil === 'S' && row.perfis > 0;
    return {
      idPlano: row.id,
      plano: row.nomeExibicao,
      onboarding_plano: row.onboardingCaminho,
      perfil_investimento: hasProfiles ? ('S' as const) : ('N' as const),
      etapas: applicableSteps({ onboardingPlano: row.onboardingCaminho, hasInvestmentProfiles: hasProfiles }).filter((step) => step >= 1),
      pendentes: row.pendentes,
    };
  };

  return {
    async listPlans() {
      return (await repository.listPlans(db)).map(planView);
    },

    async setPlanPath(auth: AuthenticatedPerson, idPlano: number, path: OnboardingPath, ip: string) {
      return db.transaction(async (tx) => {
        const plan = await repository.findPlan(tx, idPlano);
        if (!plan) throw new HttpError(404, ONBOARDING_MANAGEMENT_MESSAGES.planNotFound);
        await repository.setPlanPath(tx, idPlano, path);
        await recordAudit(tx, {
          idAtor: auth.pessoa.id,
          idPessoaAlvo: null,
          acao: 'onboarding.configurado',
          ip,
          detalhes: { plano: plan.nomeExibicao, idPlano, caminhoAnterior: pathName(plan.onboardingCaminho), caminho: pathName(path) },
        });
        const row = (await repository.listPlans(tx)).find((item) => item.id === idPlano)!;
        return planView(row);
      });
    },

    async personStatus(idPessoa: number) {
      const person = await repository.findPerson(db, idPessoa);
      if (!person) throw new HttpError(404, PERSON_NOT_FOUND);
      return {
        idPessoa: person.id,
        nome: person.nome,
        onboarding: person.onboarding,
        onboarding_plano: person.onboardingPlano,
        etapasConcluidas: person.onboardingEtapas,
        vinculos: await repository.listLinks(db, idPessoa),
      };
    },

    async reset(auth: AuthenticatedPerson, idPessoa: number, idPlano: number, ip: string) {
      return db.transaction(async (tx) => {
        const person = await repository.findPerson(tx, idPessoa);
        if (!person) throw new HttpError(404, PERSON_NOT_FOUND);
        const plan = await repository.findPlan(tx, idPlano);
        if (!plan) throw new HttpError(404, ONBOARDING_MANAGEMENT_MESSAGES.planNotFound);
        if (!(await repository.hasLinkOnPlan(tx, idPessoa, idPlano))) throw new HttpError(404, ONBOARDING_MANAGEMENT_MESSAGES.noLink);
        await repository.resetOnboarding(tx, idPessoa, plan.onboardingCaminho);
        await recordAudit(tx, {
          idAtor: auth.pessoa.id,
          idPessoaAlvo: idPessoa,
          acao: 'onboarding.reiniciado',
          ip,
          detalhes: { plano: plan.nomeExibicao, idPlano, caminho: pathName(plan.onboardingCaminho), etapasAnteriores: person.onboardingEtapas.length },
        });
        return { message: ONBOARDING_MANAGEMENT_MESSAGES.reset(person.nome), onboarding: 'S' as const, onboarding_plano: plan.onboardingCaminho };
      });
    },
  };
}

export type OnboardingManagementService = ReturnType<typeof createOnboardingManagementService>;
