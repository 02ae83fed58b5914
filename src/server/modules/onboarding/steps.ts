import type { ApiValidationError } from '@/domain/api-types';
import { onlyDigits } from '@/domain/cpf';
import type { ContributionRules } from '@/domain/contribution';
import { contributionPercentagesChoice, contributionValueChoice } from '@/domain/contribution-change-choice';
import { minimumValueLabel } from '@/domain/sporadic-contribution-rules';
import { INCOME_RANGES } from '@/domain/onboarding';
import { PAYMENT_FORM } from '@/domain/constants';
import { invalidFields } from '../../http-error';
import { serverPasswordProblem } from '../../security/common-passwords';

/** Validation of each onboarding step's metadata, with the messages of spec §5; returns the clean values. */

type Metadata = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

function check(errors: ApiValidationError[]) {
  if (errors.length) throw invalidFields(errors);
}

export function passwordStep(metadata: Metadata) {
  const password = typeof metadata.password === 'string' ? metadata.password : '';
  const problem = serverPasswordProblem(password);
  check(problem ? [{ path: 'metadata/password', message: problem, type: 'password' }] : []);
  return { password };
}

export function politicallyExposedStep(metadata: Metadata) {
  const ppe = metadata.ppe;
  check(ppe === 'S' || ppe === 'N' ? [] : [{ path: 'metadata/ppe', message: 'Selecione uma opção.', type: 'required' }]);
  return { ppe: ppe as 'S' | 'N' };
}

export function incomeRangeStep(metadata: Metadata) {
  const incomeRange = Number(metadata.incomeRange);
  const isValid = INCOME_RANGES.some((range) => range.id === incomeRange);
  check(isValid ? [] : [{ path: 'metadata/incomeRange', message: 'Selecione uma faixa de renda.', type: 'required' }]);
  return { incomeRange };
}

export function addressStep(metadata: Metadata) {
  const isForeign = metadata.foreignResident === 'S' || metadata.residente_exterior === 'S' || metadata.foreignResident === true;
  const errors: ApiValidationError[] = [];
  const required = (field: string, message: string) => {
    const value = text(metadata[field]);
    if (!value) errors.push({ path: `metadata/${field}`, message, type: 'required' });
    return value;
  };
  if (isForeign) {
    const country = required('country', 'O país é obrigatório');
    const postalCode = required('postalCode', 'O código postal é obrigatório');
    const identificationNumber = required('identificationNumber', 'O número de identificação fiscal é obrigatório');
    check(errors);
    return { residenteExterior: 'S' as const, pais: country, codigoPostal: postalCode, numeroIdentificacaoFiscal: identificationNumber, complemento: text(metadata.complement ?? metadata.complemento) || null };
  }
  const cep = onlyDigits(text(metadata.cep ?? metadata.postalCode));
  if (cep.length < 8) errors.push({ path: 'metadata/cep', message: 'O cep é obrigatório', type: 'required' });
  const logradouro = required('logradouro', 'O endereço é obrigatório');
  const numero = required('numero', 'O número é obrigatório');
  const bairro = required('bairro', 'O bairro é obrigatório');
  const cidade = required('cidade', 'A cidade é obrigatória');
  const estado = text(metadata.estado).toUpperCase();
  if (!estado) errors.push({ path: 'metadata/estado', message: 'O estado é obrigatório', type: 'required' });
  else if (estado.length > 2) errors.push({ path: 'metadata/estado', message: 'Use a sigla do estado, com 2 letras.', type: 'maxLength' });
  check(errors);
  return { residenteExterior: 'N' as const, cep: cep.slice(0, 8), logradouro, numero, bairro, cidade, estado, complemento: text(metadata.complemento) || null };
}

/** The optional proof of residence (spec §3 proofResidence): the id of an attachment uploaded before the step is sent. */
export function proofOfResidence(metadata: Metadata): number | null {
  const raw = metadata.proofResidence;
  if (raw === undefined || raw === null || raw === '') return null;
  const id = Number(raw);
  check(Number.isInteger(id) && id > 0 ? [] : [{ path: 'metadata/proofResidence', message: 'Comprovante de residência inválido.', type: 'attachment' }]);
  return id;
}

export function contributionValueStep(metadata: Metadata, rules: ContributionRules & { bank: string; dueDay: number }) {
  const errors: ApiValidationError[] = [];
  const formaPagamento = Number(metadata.formaPagamento);
  if (formaPagamento !== PAYMENT_FORM.AUTOMATIC_DEBIT && formaPagamento !== PAYMENT_FORM.SLIP) {
    errors.push({ path: 'metadata/formaPagamento', message: 'Selecione a forma de pagamento.', type: 'required' });
  }
  // The onboarding's contribution data step says the minimum as spec §5 writes it.
  const value = contributionValueChoice(metadata.valorContribuicao, rules, 'metadata/', minimumValueLabel);
  errors.push(...value.errors);
  let agencia: string | null = null;
  let conta: string | null = null;
  if (formaPagamento === PAYMENT_FORM.AUTOMATIC_DEBIT) {
    agencia = onlyDigits(text(metadata.agencia));
    const accountDigits = onlyDigits(text(metadata.conta));
    if (agencia.length !== 4) errors.push({ path: 'metadata/agencia', message: 'A agência deve ter 4 dígitos.', type: 'length' });
    if (accountDigits.length !== 6) errors.push({ path: 'metadata/conta', message: 'A conta deve estar no formato 99999-9.', type: 'length' });
    conta = `${accountDigits.slice(0, 5)}-${accountDigits.slice(5)}`;
  }
  check(errors);
  // Bank and due day are fixed by the plan (spec §5), whatever the client sent.
  return { formaPagamento, valorContribuicao: value.valorContribuicao as string, agencia, conta, banco: rules.bank, diaVencimento: rules.dueDay };
}

export function contributionPercentagesStep(metadata: Metadata, salary: string, rules: ContributionRules) {
  const { percentualBasica, percentualSuplementar, errors } = contributionPercentagesChoice(metadata, salary, rules, 'metadata/');
  check(errors);
  return { percentualBasica, percentualSuplementar };
}

export function investmentProfileStep(metadata: Metadata, profileIds: number[]) {
  const id = Number(metadata.idPerfilInvestimento);
  check(profileIds.includes(id) ? [] : [{ path: 'metadata/idPerfilInvestimento', message: 'Escolha um dos perfis de investimento do plano.', type: 'required' }]);
  return { idPerfilInvestimento: id };
}
