import { isUsPerson, type FatcaDeclaration } from '@/domain/declarations';

/** The FATCA form's fields, as typed (yup-free: the form needs toDeclaration before its schema has arrived). */
export interface FatcaFormFields {
  cidadaniaAmericana: string;
  residenciaFiscalEua: string;
  tin?: string;
}

const yesNo = (value: string): 'S' | 'N' => (value === 'S' ? 'S' : 'N');

export function toDeclaration(values: FatcaFormFields): FatcaDeclaration {
  const answers = { cidadaniaAmericana: yesNo(values.cidadaniaAmericana), residenciaFiscalEua: yesNo(values.residenciaFiscalEua) };
  return { ...answers, tin: isUsPerson(answers) ? values.tin?.trim() || null : null };
}
