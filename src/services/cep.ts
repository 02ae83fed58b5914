import { api } from './api';

export type CepLookup = { cep: string; logradouro: string; complemento: string; bairro: string; localidade: string; uf: string } | { erro: true };

export function consultarCep(cep: string) {
  return api.get<CepLookup>(`/consultarCep/${cep}`);
}
