import { formatDateBr } from '@/domain/format-date';
import { formatCep } from '@/domain/masks';
import { Money } from '@/domain/money';
import { formatDateTime } from '@/domain/notifications';
import type { PersonalData } from '../../modules/profile/repository';

/** The formats of the personal-data PDF: the portal pages' own, with a dash for what is empty. */
export const dateTime = (value: Date | null) => (value ? formatDateTime(value.toISOString()) : '—');
export const date = (value: string | null) => (value ? formatDateBr(value) : '—');
export const yesNo = (value: 'S' | 'N') => (value === 'S' ? 'Sim' : 'Não');
/** Quotas keep their 8 decimals: 1.363,58290103. */
export function quotas(value: string | null) {
  if (value === null) return '—';
  const [integer, fraction] = new Money(value).toFixed(8).split('.');
  return `${integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}`;
}

export function addressLines(address: PersonalData['address']): string[] {
  if (!address) return ['Não informado'];
  if (address.residenteExterior === 'S') {
    return [address.complemento, `${address.pais ?? ''} · código postal ${address.codigoPostal ?? ''}`, `Identificação fiscal ${address.numeroIdentificacaoFiscal ?? ''}`].filter(
      (line): line is string => Boolean(line),
    );
  }
  return [
    [[address.logradouro, address.numero].filter(Boolean).join(', '), address.complemento].filter(Boolean).join(' · '),
    [address.bairro, `${address.cidade ?? ''}/${address.estado ?? ''}`].filter(Boolean).join(' · '),
    address.cep ? `CEP ${formatCep(address.cep)}` : '',
  ].filter(Boolean);
}
