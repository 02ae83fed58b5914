import { api } from './api';

export type CepAddress = { cep: string; logradouro: string; complemento: string; bairro: string; localidade: string; uf: string };
export type CepAnswer = CepAddress | { erro: true };

/** Our public lookup (providers with fallback on the server); `{erro: true}` when the code does not exist. */
export function consultarCep(cep: string) {
  return api.get<CepAnswer>(`/consultarCep/${cep}`);
}
