import type { DeliveryStatus, NoticeChannel } from '@/domain/notices';
import { api } from './api';

/** One delivery of a notice: to whom, by which channel, and how it went; never its text. */
export interface EnvioAviso {
  id: number;
  aviso: { id: number; tipo: string; nomeTipo: string; titulo: string };
  pessoa: { id: number; nome: string };
  canal: NoticeChannel;
  nomeCanal: string;
  /** The e-mail address or mobile number; null for the in-app notification. */
  destino: string | null;
  status: DeliveryStatus;
  situacao: string;
  tentativas: number;
  erro: string | null;
  /** When the queue tries again (status 'tentando'). */
  proximaTentativaEm: string | null;
  criadoEm: string;
  enviadoEm: string | null;
  entregueEm: string | null;
}

export interface FiltroEnviosAviso {
  canal?: NoticeChannel;
  status?: DeliveryStatus;
  tipo?: string;
  idPessoa?: number;
}

export interface PaginaEnviosAviso {
  registros: EnvioAviso[];
  page: number;
  totalPage: number;
  total: number;
}

export interface CanalAviso {
  canal: NoticeChannel;
  nome: string;
  configurado: boolean;
  ultimoSucessoEm: string | null;
  falhasUltimaHora: number;
}

export interface TarefaRecorrente {
  nome: string;
  descricao: string;
  cron: string;
  ultimaExecucao: { ocorrencia: string; concluidoEm: string | null; erro: string | null } | null;
  proximaExecucao: string;
}

export interface CanaisAviso {
  canais: CanalAviso[];
  tarefas: TarefaRecorrente[];
}

/** Administrators: a page (from 0) of the notices' deliveries, newest first; never their text. */
export function retornarEnviosAviso(filter: FiltroEnviosAviso, page: number, limit: number) {
  const params = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));
  return api.get<PaginaEnviosAviso>('/retornarEnviosAviso', { params: { ...params, page, limit } });
}

/** Administrators: queues again a delivery that gave up after its tries (409 for any other). */
export const reenviarAviso = (idEnvio: number) => api.post<{ message: string }>(`/reenviarAviso/${idEnvio}`, {});

/** Administrators: each channel's state and the recurring jobs' last and next runs. */
export const retornarCanaisAviso = () => api.get<CanaisAviso>('/retornarCanaisAviso');
