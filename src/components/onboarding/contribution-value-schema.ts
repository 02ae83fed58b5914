import * as yup from 'yup';
import type { ContributionRules } from '@/domain/contribution';
import { parseDecimalInput } from '@/domain/masks';
import { Money } from '@/domain/money';
import { IS_DEBIT } from './contribution-payment';

/** The value step's rules for the plan; minimumMessage is the field's hint (minimumValueLabel), which a value below the minimum gets as its error. */
export function valueSchema(rules: ContributionRules, minimumMessage: string) {
  return yup.object({
    valorContribuicao: yup
      .string()
      .required(minimumMessage)
      .test('minimum', minimumMessage, (value) => {
        const parsed = parseDecimalInput(value ?? '');
        return parsed !== null && !new Money(parsed).lt(rules.minimumValue);
      }),
    formaPagamento: yup.string().required('Selecione a forma de pagamento.'),
    agencia: yup
      .string()
      .default('')
      .when('formaPagamento', { is: IS_DEBIT, then: (schema) => schema.matches(/^\d{4}$/, 'A agência deve ter 4 dígitos.') }),
    conta: yup
      .string()
      .default('')
      .when('formaPagamento', { is: IS_DEBIT, then: (schema) => schema.matches(/^\d{5}-\d$/, 'A conta deve estar no formato 99999-9.') }),
  });
}

export type ValueValues = yup.InferType<ReturnType<typeof valueSchema>>;
