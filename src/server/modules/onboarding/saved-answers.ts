import { ONBOARDING_STEP, type AddressAnswer, type OnboardingAnswers } from '@/domain/onboarding';
import type { endereco } from '../../db/schema/profile';
import type { pessoa } from '../../db/schema/people';
import type { vinculoPlano } from '../../db/schema/plans';

/**
 * The answers of the onboarding steps already saved, read back from the records each step wrote (steps.ts), in the
 * shape of that step's metadata in enviarDadosOnboarding: the form is filled with what it would send. The password
 * step has nothing to show (its answer is a secret) and is never in here.
 */

type Person = typeof pessoa.$inferSelect;
type PlanLink = typeof vinculoPlano.$inferSelect;
type Address = typeof endereco.$inferSelect;



const percent = (value: string | null) => (value === null ? null : Number(value));

function addressAnswer(address: Address, proofName: string | null): AddressAnswer {
  const proof = { proofResidence: address.idAnexoComprovante, proofResidenceName: address.idAnexoComprovante === null ? null : proofName };
  if (address.residenteExterior === 'S') {
    return { foreignResident: 'S', country: address.pais, postalCode: address.codigoPostal, identificationNumber: address.numeroIdentificacaoFiscal, complement: address.complemento, ...proof };
  }
  const { cep, logradouro, numero, complemento, bairro, cidade, estado } = address;
  return { foreignResident: 'N', cep, logradouro, numero, complemento, bairro, cidade, estado, ...proof };
}

/** One entry per saved step of `saved` (the applicable ones); a step whose record is gone is left out. */
export function savedAnswers(saved: readonly number[], person: Person, link: PlanLink, address: { endereco: Address; nomeComprovante: string | null } | undefined): OnboardingAnswers {
  const answers: OnboardingAnswers = {};
  if (saved.includes(ONBOARDING_STEP.POLITICALLY_EXPOSED)) answers[2] = { ppe: person.ppe };
  if (saved.includes(ONBOARDING_STEP.INCOME_RANGE)) answers[3] = { incomeRange: person.faixaRenda };
  if (saved.includes(ONBOARDING_STEP.ADDRESS) && address) answers[4] = addressAnswer(address.endereco, address.nomeComprovante);
  if (saved.includes(ONBOARDING_STEP.CONTRIBUTION_VALUE)) {
    answers[5] = { formaPagamento: link.formaPagamento, valorContribuicao: link.valorContribuicao, agencia: link.agencia, conta: link.conta };
  }
  if (saved.includes(ONBOARDING_STEP.CONTRIBUTION_PERCENTAGES)) {
    answers[6] = { percentualBasica: percent(link.percentualBasica), percentualSuplementar: percent(link.percentualSuplementar) };
  }
  if (saved.includes(ONBOARDING_STEP.INVESTMENT_PROFILE)) answers[7] = { idPerfilInvestimento: link.idPerfilInvestimento };
  return answers;
}
