import type { ApiValidationError } from '@/domain/api-types';
import type { ContributionRules } from '@/domain/contribution';
import { contributionAmounts, contributionPath, contributionPercentagesChoice, contributionValueChoice, nextCompetence, type ContributionPath } from '@/domain/contribution-change-choice';
import { Money } from '@/domain/money';
import { fundToday } from '@/domain/business-days';
import type { Database } from '../../db/client';
import { HttpError, invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { reachableLink } from '../../access/reach';
import { listEnabledFunctionalities } from '../plans/repository';
import { REQUEST_MESSAGES } from '../requests/service';
import type { RequestService } from '../requests/service';
import * as repository from './repository';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

export const CONTRIBUTION_MESSAGES = {
  noRules: 'O plano não tem regras de contribuição configuradas. Fale com o fundo pelo chat.',
  noSalary: 'Não há salário cadastrado para este vínculo. Fale com o fundo pelo chat.',
  valuePathOnly: 'Neste plano a contribuição é um valor mensal em reais: informe o novo valor.',
  percentagesPathOnly: 'Neste plano a contribuição é um percentual do salário: informe os percentuais básico e suplementar.',
  sameContribution: 'A contribuição informada é igual à atual. Altere o valor ou os percentuais para pedir a mudança.',
  openChange: (protocolo: string) => `Já existe um pedido de alteração de contribuição em andamento (protocolo ${protocolo}). Aguarde a conclusão ou cancele-o em Acompanhar solicitações.`,
  openSuspension: (protocolo: string) => `Já existe um pedido de suspensão de contribuição em andamento (protocolo ${protocolo}). Aguarde a conclusão ou cancele-o em Acompanhar solicitações.`,
  months: (limit: number) => `Escolha de 1 a ${limit} ${limit === 1 ? 'mês' : 'meses'}: é o prazo máximo de suspensão do plano.`,
  reason: 'Informe o motivo da suspensão.',
} as const;

export const SUSPENSION_REASON_MAX_LENGTH = 500;

interface Target {
  idPessoa: number;
  idVinculoPlano: number;
}

export interface ChangeInput extends Target {
  percentualBasica?: number | string;
  percentualSuplementar?: number | string;
  valorContribuicao?: number | string;
}

export interface SuspensionInput extends Target {
  meses: number;
  motivo: string;
}

type LinkRow = NonNullable<Awaited<ReturnType<typeof repository.findLinkWithRules>>>;

function rulesOf(row: LinkRow): ContributionRules & { suspensionMonths: number } {
  if (!row.regras) throw new HttpError(409, CONTRIBUTION_MESSAGES.noRules);
  return {
    salaryFactor: row.regras.fatorSalario,
    salaryThreshold: row.regras.limiteSalarial,
    basicMaxPercent: Number(row.regras.percentualBasicoMaximo),
    supplementaryMaxPercent: Number(row.regras.percentualSuplementarMaximo),
    minimumValue: row.regras.valorMinimo,
    suspensionMonths: row.regras.suspensaoMesesMaximo,
  };
}

const percentText = (value: string | null) => (value === null ? null : new Money(value).toFixed(2));

/** What the link contributes today, as the change page and the request's data show it. */
function current(row: LinkRow, rules: ContributionRules) {
  const path = contributionPath(row.link, row.tipoPlano);
  const choice = {
    valorContribuicao: row.link.valorContribuicao === null ? null : new Money(row.link.valorContribuicao).toFixed(2),
    percentualBasica: percentText(row.link.percentualBasica),
    percentualSuplementar: percentText(row.link.percentualSuplementar),
  };
  return { path, choice, amounts: contributionAmounts(choice, path, row.link.salario, rules) };
}

function check(errors: ApiValidationError[]) {
  if (errors.length) throw invalidFields(errors);
}

/** Services 8 (contribution change) and 9 (contribution suspension): each opens a request the fund concludes. */
export function createContributionChoiceService(db: Database, requests: RequestService) {
  async function load(auth: AuthenticatedPerson, idVinculoPlano: number) {
    const row = await repository.findLinkWithRules(db, idVinculoPlano);
    reachableLink(auth, row?.link);
    return { row: row!, rules: rulesOf(row!) };
  }

  /** The service is offered to the link's plan, category and situation (the menus' matrix), before its data is judged. */
  async function assertOffered(row: LinkRow, idFuncionalidade: number) {
    const enabled = await listEnabledFunctionalities(db, { idPlano: row.link.idPlano, idCategoria: row.link.idCategoria, idSituacao: row.link.idSituacao });
    if (!enabled.some((item) => item.id === idFuncionalidade)) throw new HttpError(403, REQUEST_MESSAGES.notAvailable);
  }

  /** The new choice, validated with the onboarding's rules for the link's path; the R$ it gives. */
  function validateChange(row: LinkRow, rules: ContributionRules, input: ChangeInput) {
    const today = current(row, rules);
    const salary = row.link.salario;
    if (today.path === 'valor') {
      const wrong = (['percentualBasica', 'percentualSuplementar'] as const).filter((field) => input[field] !== undefined);
      check(wrong.map((path) => ({ path, message: CONTRIBUTION_MESSAGES.valuePathOnly, type: 'path' })));
      const { valorContribuicao, errors } = contributionValueChoice(input.valorContribuicao, rules);
      check(errors);
      const choice = { valorContribuicao, percentualBasica: null, percentualSuplementar: null };
      if (valorContribuicao === today.choice.valorContribuicao) check([{ path: 'valorContribuicao', message: CONTRIBUTION_MESSAGES.sameContribution, type: 'unchanged' }]);
      return { today, path: today.path, choice, amounts: contributionAmounts(choice, 'valor', salary, rules) };
    }
    if (input.valorContribuicao !== undefined) check([{ path: 'valorContribuicao', message: CONTRIBUTION_MESSAGES.percentagesPathOnly, type: 'path' }]);
    if (!salary) throw new HttpError(409, CONTRIBUTION_MESSAGES.noSalary);
    // A percentage left out keeps today's.
    const { percentualBasica, percentualSuplementar, errors } = contributionPercentagesChoice(
      { percentualBasica: input.percentualBasica ?? today.choice.percentualBasica ?? 0, percentualSuplementar: input.percentualSuplementar ?? today.choice.percentualSuplementar ?? 0 },
      salary,
      rules,
    );
    check(errors);
    const isSame = percentualBasica === (today.choice.percentualBasica ?? '0.00') && percentualSuplementar === (today.choice.percentualSuplementar ?? '0.00');
    if (isSame) check([{ path: 'percentualBasica', message: CONTRIBUTION_MESSAGES.sameContribution, type: 'unchanged' }]);
    const choice = { valorContribuicao: null, percentualBasica, percentualSuplementar };
    return { today, path: 'percentual' as ContributionPath, choice, amounts: contributionAmounts(choice, 'percentual', salary, rules) };
  }

  return {
    /** The change and suspension pages' starting point: today's contribution, the plan's rules, the open requests. */
    async describe(auth: AuthenticatedPerson, idVinculoPlano: number, now = new Date()) {
      const { row, rules } = await load(auth, idVinculoPlano);
      const today = current(row, rules);
      const [change, suspension] = await Promise.all([
        repository.findOpenRequest(db, row.link.id, FUNCTIONALITY.CONTRIBUTION_CHANGE),
        repository.findOpenRequest(db, row.link.id, FUNCTIONALITY.CONTRIBUTION_SUSPENSION),
      ]);
      return {
        forma: today.path,
        salario: row.link.salario === null ? null : new Money(row.link.salario).toFixed(2),
        ...today.choice,
        contribuicaoBasica: today.amounts.basica,
        contribuicaoSuplementar: today.amounts.suplementar,
        contribuicaoTotal: today.amounts.total,
        vigencia: nextCompetence(fundToday(now)),
        suspensaoMesesMaximo: rules.suspensionMonths,
        alteracaoAberta: change ? { id: change.id, protocolo: change.protocolo } : null,
        suspensaoAberta: suspension ? { id: suspension.id, protocolo: suspension.protocolo } : null,
      };
    },

    async change(auth: AuthenticatedPerson, input: ChangeInput, now = new Date()) {
      await requests.checkTarget(db, auth, input);
      const { row, rules } = await load(auth, input.idVinculoPlano);
      await assertOffered(row, FUNCTIONALITY.CONTRIBUTION_CHANGE);
      const { today, path, choice, amounts } = validateChange(row, rules, input);
      const chosen =
        path === 'valor' ? { valorContribuicao: choice.valorContribuicao } : { percentualBasica: choice.percentualBasica, percentualSuplementar: choice.percentualSuplementar };
      // The keys the request centre's conclusion applies to the link (requisicoes/effects.ts), then what the participant saw.
      const dados = {
        forma: path,
        ...chosen,
        vigencia: nextCompetence(fundToday(now)),
        ...(path === 'percentual' ? { salario: new Money(row.link.salario!).toFixed(2) } : {}),
        contribuicaoBasica: amounts.basica,
        contribuicaoSuplementar: amounts.suplementar,
        contribuicaoTotal: amounts.total,
        ...(path === 'valor'
          ? { valorContribuicaoAtual: today.choice.valorContribuicao }
          : { percentualBasicaAtual: today.choice.percentualBasica, percentualSuplementarAtual: today.choice.percentualSuplementar }),
        contribuicaoBasicaAtual: today.amounts.basica,
        contribuicaoSuplementarAtual: today.amounts.suplementar,
        contribuicaoTotalAtual: today.amounts.total,
      };
      return db.transaction(async (tx) => {
        await repository.lockLink(tx, row.link.id);
        const open = await repository.findOpenRequest(tx, row.link.id, FUNCTIONALITY.CONTRIBUTION_CHANGE);
        if (open) throw new HttpError(409, CONTRIBUTION_MESSAGES.openChange(open.protocolo));
        const created = await requests.create(tx, auth, { idPessoa: input.idPessoa, idVinculoPlano: row.link.id, idFuncionalidade: FUNCTIONALITY.CONTRIBUTION_CHANGE, dados });
        return { ...created, dados };
      });
    },

    async suspend(auth: AuthenticatedPerson, input: SuspensionInput, now = new Date()) {
      await requests.checkTarget(db, auth, input);
      const { row, rules } = await load(auth, input.idVinculoPlano);
      await assertOffered(row, FUNCTIONALITY.CONTRIBUTION_SUSPENSION);
      const motivo = input.motivo.trim();
      const errors: ApiValidationError[] = [];
      if (!Number.isInteger(input.meses) || input.meses < 1 || input.meses > rules.suspensionMonths) {
        errors.push({ path: 'meses', message: CONTRIBUTION_MESSAGES.months(rules.suspensionMonths), type: 'range' });
      }
      if (!motivo) errors.push({ path: 'motivo', message: CONTRIBUTION_MESSAGES.reason, type: 'required' });
      check(errors);
      const today = fundToday(now);
      const dados = { meses: input.meses, motivo, inicio: nextCompetence(today), fim: nextCompetence(today, input.meses) };
      return db.transaction(async (tx) => {
        await repository.lockLink(tx, row.link.id);
        const open = await repository.findOpenRequest(tx, row.link.id, FUNCTIONALITY.CONTRIBUTION_SUSPENSION);
        if (open) throw new HttpError(409, CONTRIBUTION_MESSAGES.openSuspension(open.protocolo));
        const created = await requests.create(tx, auth, { idPessoa: input.idPessoa, idVinculoPlano: row.link.id, idFuncionalidade: FUNCTIONALITY.CONTRIBUTION_SUSPENSION, dados });
        return { ...created, dados };
      });
    },
  };
}

export type ContributionChoiceService = ReturnType<typeof createContributionChoiceService>;
