import type { FatcaDeclaration, PepDeclaration } from '@/domain/declarations';
import { api } from './api';

/** Whose declaration and on which plan link it opens the request. */
export interface DeclarationTarget {
  idPessoa: number;
  idVinculoPlano: number;
  /** The supporting document, uploaded first (services/attachments.ts). */
  idAnexo?: number | null;
}

export interface ForeignResidentDeclaration {
  country: string;
  postalCode: string;
  identificationNumber: string;
  complement?: string | null;
}

/** Every declaration answers with the request it opened. */
export interface CreatedRequest {
  id: number;
  protocolo: string;
  idPlano: number;
}

export function enviarDeclaracaoPep(body: DeclarationTarget & PepDeclaration) {
  return api.post<CreatedRequest>('/enviarDeclaracaoPep', body);
}

export function enviarDeclaracaoFatca(body: DeclarationTarget & FatcaDeclaration) {
  return api.post<CreatedRequest>('/enviarDeclaracaoFatca', body);
}

export function enviarDeclaracaoResidenteExterior(body: DeclarationTarget & ForeignResidentDeclaration) {
  return api.post<CreatedRequest>('/enviarDeclaracaoResidenteExterior', body);
}
