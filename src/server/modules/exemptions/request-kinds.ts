import { ageOn } from '@/domain/benefit-simulator-projection';
import { CATEGORY_ID, SITUATION_ID } from '@/domain/constants';
import { formatDateBr, formatMonthBr } from '@/domain/format-date';
import { EXEMPTION_MESSAGES, exemptPortion65For, sixtyFifthBirthday, type ExemptionKind } from '@/domain/exemptions-income-tax';
import { openRequestMessage } from '@/domain/requests-conflicts';
import { HttpError } from '../../http-error';
import { nextCompetence } from '@/domain/contribution-change-choice';
import { fundToday } from '@/domain/business-days';
import { REQUEST_SERVICES } from '@/domain/exemptions-request-services';
import type { Queryable } from '../../db/client';
import { isencaoImposto } from '../../db/schema/exemptions';
import type { ConcludedRequest, RequestKind, ServiceContext } from '../requests/request-kind';
import { nextPaycheckWithExemption65 } from './next-paycheck';
import * as repository from './repository';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

export const EXEMPTION_REQUEST_MESSAGES = {
  open65: (protocolo: string) => openRequestMessage(FUNCTIONALITY.EXEMPTION_65, protocolo),
  granted65: (desde: string) => `A isenção aos 65 anos já foi concedida a este plano, a partir de ${desde}.`,
  openIllness: (protocolo: string) => openRequestMessage(FUNCTIONALITY.SERIOUS_ILLNESS_EXEMPTION, protocolo),
  grantedIllness: (desde: string) => `A isenção por moléstia grave já foi concedida a este plano, a partir de ${desde}.`,
} as const;

/** Retirement or pension income: an assisted person or a pensioner whose benefit is being paid. */
const receivesIncome = (link: ServiceContext['link']) =>
  (link.idCategoria === CATEGORY_ID.ASSISTED || link.idCategoria === CATEGORY_ID.PENSIONER) && link.idSituacao === SITUATION_ID.IN_BENEFIT;

/** Whether the link already has this exemption or a request for it on the way (shown before asking, refused when asking). */
async function standing(context: ServiceContext, tipo: ExemptionKind, idFuncionalidade: number) {
  const [granted, open] = await Promise.all([repository.findExemption(context.tx, context.link.id, tipo), repository.findOpenRequest(context.tx, context.link.id, idFuncionalidade)]);
  return {
    isencaoConcedida: granted ? { competenciaInicio: granted.competenciaInicio.slice(0, 7) } : null,
    solicitacaoAberta: open ? { id: open.id, protocolo: open.protocolo } : null,
  };
}

/**
 * A request after the exemption was granted is refused (409). One open at a time is the request module's rule, which
 * also locks the link, so two requests sent at once are decided one after the other.
 */
async function refuseGranted(context: ServiceContext, tipo: ExemptionKind, granted: (desde: string) => string) {
  const found = await repository.findExemption(context.tx, context.link.id, tipo);
  if (found) throw new HttpError(409, granted(formatMonthBr(found.competenciaInicio)));
}

/** An exemption applies from the month after it is granted: the paychecks already paid stay as they were. */
async function grantExemption(tx: Queryable, request: ConcludedRequest, tipo: ExemptionKind, doenca: string | null) {
  const competenciaInicio = `${nextCompetence(fundToday())}-01`;
  await tx.insert(isencaoImposto).values({ idVinculoPlano: request.idVinculoPlano, tipo, competenciaInicio, idRequisicao: request.id, doenca }).onConflictDoNothing();
  return { isencao: { tipo, competenciaInicio } };
}

/** Services 22 (exempt portion at 65, Lei 7.713/1988 art. 6º XV) and 24 (serious illness, art. 6º XIV). */
export const EXEMPTION_REQUEST_KINDS: RequestKind[] = [
  {
    idFuncionalidade: FUNCTIONALITY.EXEMPTION_65,
    definition: REQUEST_SERVICES[FUNCTIONALITY.EXEMPTION_65],
    async rules(context) {
      const { link, pessoa, today } = context;
      const motivos: string[] = [];
      if (!receivesIncome(link)) motivos.push(EXEMPTION_MESSAGES.notReceivingIncome);
      // Under the regressive regime the tax is final at source per contribution lot (Lei 11.053/2004): no portion.
      if (link.regimeTributacao === 'regressivo') motivos.push(EXEMPTION_MESSAGES.regressive);
      const birthday = sixtyFifthBirthday(pessoa.dataNascimento);
      const isOldEnough = birthday <= today;
      if (!isOldEnough) motivos.push(EXEMPTION_MESSAGES.notYet65(formatDateBr(birthday)));
      return {
        elegivel: motivos.length === 0,
        motivos,
        // Only age is a matter of time.
        elegivelEm: !isOldEnough && motivos.length === 1 ? birthday : null,
        valores: {
          dataNascimento: pessoa.dataNascimento,
          idade: ageOn(pessoa.dataNascimento, today),
          // From the month of the 65th birthday the portion was due (Lei 7.713/1988, art. 6º, XV).
          aniversario65: birthday,
          parcelaIsentaMensal: exemptPortion65For(today),
          regimeTributacao: link.regimeTributacao,
          // The next paycheck as it stands and with the portion: the new net pay, before asking.
          proximoContracheque: await nextPaycheckWithExemption65(context.tx, { id: link.id, regimeTributacao: link.regimeTributacao, dataNascimento: pessoa.dataNascimento }, today),
          ...(await standing(context, '65', FUNCTIONALITY.EXEMPTION_65)),
        },
      };
    },
    async prepare(context) {
      await refuseGranted(context, '65', EXEMPTION_REQUEST_MESSAGES.granted65);
      // What the fund reviews: the age from the records and the monthly portion in force when asked.
      return { idade: ageOn(context.pessoa.dataNascimento, context.today), parcelaIsentaMensal: exemptPortion65For(context.today) };
    },
    onConcluded: (tx, request) => grantExemption(tx, request, '65', null),
  },
  {
    idFuncionalidade: FUNCTIONALITY.SERIOUS_ILLNESS_EXEMPTION,
    definition: REQUEST_SERVICES[FUNCTIONALITY.SERIOUS_ILLNESS_EXEMPTION],
    async rules(context) {
      const motivos = receivesIncome(context.link) ? [] : [EXEMPTION_MESSAGES.notReceivingIncome];
      return { elegivel: motivos.length === 0, motivos, valores: await standing(context, 'molestia_grave', FUNCTIONALITY.SERIOUS_ILLNESS_EXEMPTION) };
    },
    async prepare(context) {
      await refuseGranted(context, 'molestia_grave', EXEMPTION_REQUEST_MESSAGES.grantedIllness);
      return {};
    },
    onConcluded: (tx, request, dados) => grantExemption(tx, request, 'molestia_grave', typeof dados.doenca === 'string' ? dados.doenca : null),
  },
];
