import type { ConfiguracaoInstitutos } from '@/domain/institutes';
import { api } from './api';

/** A plan's rules for the institutes (settings/resgate, portability-management, self-sponsorship-management, bpd). */
export function retornarConfiguracaoInstitutos(idPlano: number) {
  return api.get<ConfiguracaoInstitutos>(`/retornarConfiguracaoInstitutos/${idPlano}`);
}

export function atualizarConfiguracaoInstitutos(idPlano: number, configuracao: ConfiguracaoInstitutos) {
  return api.put<ConfiguracaoInstitutos>(`/atualizarConfiguracaoInstitutos/${idPlano}`, configuracao);
}
