import { PAYMENT_FORM } from '@/domain/constants';

/** Automatic debit, the payment form that asks for a branch and an account (yup-free: the step shows those fields by it). */
export const IS_DEBIT = (formaPagamento: string | null | undefined) => formaPagamento === String(PAYMENT_FORM.AUTOMATIC_DEBIT);
