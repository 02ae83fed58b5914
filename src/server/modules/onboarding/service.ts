import type { ContributionRules } from '@/domain/contribution';
import { isContentTypeAccepted, PROOF_OF_ADDRESS_ACCEPT, PROOF_OF_ADDRESS_TYPE_MESSAGE } from '@/domain/attachments-file-rules';
import { applicableSteps, firstMissingStep, INCOME_RANGES, nextStep, ONBOARDING_STEP, progressPercent, resumeStep } from '@/domain/onboarding';
import type { Database } from '../../db/client';
import { HttpError, invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { assertReachableExistingPerson } from '../../access/reach';
import type { RealtimeHub } from '../../realtime/socket-server';
import { recordAudit } from '../../audit/record';
import { revokeSessionsOf } from '../auth/repository';
import { hashPassword } from '../../security/passwords';
import { findAttachment } from '../attachments/repository';
import { bankName } from '../people/banks';
import * as repository from './repository';
import { savedAnswers } from './saved-answers';
import * as steps from './steps';

interface StepInput {
  idPessoa: number;
  idPlano: number;
  idStep: number;
  metadata: Record<string, unknown>;
}

export function createOnboardingService(db: Database, realtime: RealtimeHub) {
  async function context(auth: AuthenticatedPerson, idPessoa: number, idPlano: number) {
    await assertReachableExistingPerson(db, auth, idPessoa);
    const found = await repository.findPersonLinkOnPlan(db, idPessoa, idPlano);
    if (!found) throw new HttpError(404, 'A pessoa não tem vínculo com este plano.');
    const [rulesRow, profiles] = await Promise.all([repository.findContributionRules(db, idPlano), repository.listInvestmentProfiles(db, idPlano)]);
    if (!rulesRow) throw new HttpError(500, 'O plano não tem regras de contribuição configuradas.');
    const rules: ContributionRules & { bank: string; dueDay: number; suspensionMonths: number } = {
      salaryFactor: rulesRow.fatorSalario,
      salaryThreshold: rulesRow.limiteSalarial,
      basicMaxPercent: Number(rulesRow.percentualBasicoMaximo),
      supplementaryMaxPercent: Number(rulesRow.percentualSuplementarMaximo),
      minimumValue: rulesRow.valorMinimo,
      bank: rulesRow.banco,
      dueDay: rulesRow.diaVencimento,
      suspensionMonths: rulesRow.suspensaoMesesMaximo,
    };
    const hasInvestmentProfiles = found.plano.temPerfil === 'S' && profiles.length > 0;
    const list = applicableSteps({ onboardingPlano: found.pessoa.onboardingPlano, hasInvestmentProfiles });
    return { ...found, rules, profiles, steps: list };
  }

  return {
    /** What the onboarding screens need: the steps that apply, the plan's rules and choices. */
    async describe(auth: AuthenticatedPerson, idPessoa: number, idPlano: number) {
      const found = await context(auth, idPessoa, idPlano);
      return {
        etapas: found.steps,
        onboarding: found.pessoa.onboarding,
        onboarding_plano: found.pessoa.onboardingPlano,
        regrasContribuicao: {
          valorMinimo: found.rules.minimumValue,
          fatorSalario: found.rules.salaryFactor,
          limiteSalarial: found.rules.salaryThreshold,
          percentualBasicoMaximo: found.rules.basicMaxPercent,
          percentualSuplementarMaximo: found.rules.supplementaryMaxPercent,
          banco: found.rules.bank,
          bancoNome: bankName(found.rules.bank),
          diaVencimento: found.rules.dueDay,
          suspensaoMesesMaximo: found.rules.suspensionMonths,
        },
        perfisInvestimento: found.profiles,
        faixasRenda: [...INCOME_RANGES],
      };
    },

    /**
     * The steps already saved, where the onboarding picks up, and each saved step's answers as the form sends them
     * (never the password), so a person who left half-way resumes with the earlier answers filled in.
     */
    async savedSteps(auth: AuthenticatedPerson, idPessoa: number, idPlano: number) {
      const found = await context(auth, idPessoa, idPlano);
      const saved = found.pessoa.onboardingEtapas.filter((step) => step >= 1 && found.steps.includes(step)).sort((a, b) => a - b);
      const address = saved.includes(ONBOARDING_STEP.ADDRESS) ? await repository.findAddressWithProof(db, idPessoa) : undefined;
      return {
        etapasSalvas: saved,
        proximaEtapa: resumeStep(found.steps, saved),
        respostas: savedAnswers(saved, found.pessoa, found.vinculo, address),
      };
    },

    async salary(auth: AuthenticatedPerson, idPessoa: number, idPlano: number) {
      const found = await context(auth, idPessoa, idPlano);
      return { salario: found.vinculo.salario };
    },

    /** Saves one step into the person's real records; after the last step the onboarding is done ('N'). */
    async saveStep(auth: AuthenticatedPerson, input: StepInput) {
      const found = await context(auth, input.idPessoa, input.idPlano);
      if (!found.steps.includes(input.idStep) || input.idStep === ONBOARDING_STEP.START) {
        throw invalidFields([{ path: 'idStep', message: 'Esta etapa não se aplica ao seu cadastro.', type: 'step' }]);
      }
      const { metadata } = input;
      let revokedSessions: number[] = [];
      let saved: number[] = [];
      await db.transaction(async (tx) => {
        switch (input.idStep) {
          case ONBOARDING_STEP.PASSWORD: {
            const { password } = steps.passwordStep(metadata);
            await repository.updatePerson(tx, input.idPessoa, { senhaHash: await hashPassword(password) });
            // The new password replaces the demo one: other sessions end, this one goes on.
            revokedSessions = await revokeSessionsOf(tx, input.idPessoa, auth.pessoa.id === input.idPessoa ? auth.idSessao : null);
            break;
          }
          case ONBOARDING_STEP.POLITICALLY_EXPOSED:
            await repository.updatePerson(tx, input.idPessoa, { ppe: steps.politicallyExposedStep(metadata).ppe });
            break;
          case ONBOARDING_STEP.INCOME_RANGE:
            await repository.updatePerson(tx, input.idPessoa, { faixaRenda: steps.incomeRangeStep(metadata).incomeRange });
            break;
          case ONBOARDING_STEP.ADDRESS: {
            const address = steps.addressStep(metadata);
            const idAnexoComprovante = steps.proofOfResidence(metadata);
            if (idAnexoComprovante !== null) {
              // Only a file the person sent and that backs nothing else can be their proof of residence.
              const attachment = await findAttachment(tx, idAnexoComprovante);
              if (!attachment || attachment.idPessoa !== input.idPessoa || attachment.idRequisicao !== null) {
                throw invalidFields([{ path: 'metadata/proofResidence', message: 'O comprovante enviado não foi encontrado. Envie o arquivo de novo.', type: 'attachment' }]);
              }
              // The upload took any file of spec §5's list; a proof of address is an image or a PDF (by its content).
              if (!isContentTypeAccepted(attachment.tipoConteudo, PROOF_OF_ADDRESS_ACCEPT)) {
                throw invalidFields([{ path: 'metadata/proofResidence', message: PROOF_OF_ADDRESS_TYPE_MESSAGE, type: 'format' }]);
              }
            }
            await repository.saveAddress(tx, input.idPessoa, { ...address, idAnexoComprovante });
            break;
          }
          case ONBOARDING_STEP.CONTRIBUTION_VALUE:
            await repository.updatePlanLink(tx, found.vinculo.id, steps.contributionValueStep(metadata, found.rules));
            break;
          case ONBOARDING_STEP.CONTRIBUTION_PERCENTAGES: {
            if (!found.vinculo.salario) throw new HttpError(409, 'Não há salário cadastrado para este vínculo. Fale com o fundo pelo chat.');
            await repository.updatePlanLink(tx, found.vinculo.id, steps.contributionPercentagesStep(metadata, found.vinculo.salario, found.rules));
            break;
          }
          case ONBOARDING_STEP.INVESTMENT_PROFILE:
            await repository.updatePlanLink(tx, found.vinculo.id, steps.investmentProfileStep(metadata, found.profiles.map((profile) => profile.id)));
            break;
        }
        saved = [...new Set([...found.pessoa.onboardingEtapas, input.idStep])].sort((a, b) => a - b);
        const isDone = firstMissingStep(found.steps, saved) === ONBOARDING_STEP.END;
        await repository.updatePerson(tx, input.idPessoa, { onboardingEtapas: saved, ...(isDone ? { onboarding: 'N' as const } : {}) });
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: input.idPessoa, acao: 'onboarding.etapa', detalhes: { idStep: input.idStep, idPlano: input.idPlano } });
      });
      if (revokedSessions.length) realtime.endSessions(revokedSessions, 'password-changed');
      // Done once every step is saved; otherwise the next in order, and past the last one, a step still missing.
      const missing = firstMissingStep(found.steps, saved);
      const following = nextStep(found.steps, input.idStep);
      const next = missing === ONBOARDING_STEP.END ? missing : following === ONBOARDING_STEP.END ? missing : following;
      return { proximaEtapa: next, onboarding: next === ONBOARDING_STEP.END ? ('N' as const) : ('S' as const), progresso: progressPercent(found.steps, input.idStep) };
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
