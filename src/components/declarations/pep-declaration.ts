import type { PepDeclaration } from '@/domain/declarations';

/** The PEP form's fields, as typed (yup-free: the form needs toDeclaration before its schema has arrived). */
export interface PepFormFields {
  ppe: string;
  cargo?: string;
  orgao?: string;
  dataInicio?: string;
  dataFim?: string;
  aindaExerco?: boolean;
}

export function toDeclaration(values: PepFormFields): PepDeclaration {
  const isExposed = values.ppe === 'S';
  return {
    ppe: isExposed ? 'S' : 'N',
    cargo: isExposed ? values.cargo?.trim() || null : null,
    orgao: isExposed ? values.orgao?.trim() || null : null,
    dataInicio: isExposed ? values.dataInicio || null : null,
    dataFim: isExposed && !values.aindaExerco ? values.dataFim || null : null,
  };
}
