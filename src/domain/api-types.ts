import type { RepresentationKind, RepresentationPowers } from './representatives';
/** Shapes of the API's answers that the web reads (the server's schemas are their source of truth). */

export type YesNo = 'S' | 'N';

export interface Pessoa {
  id: number;
  nome: string;
  cpf: string;
  data_nascimento: string; // yyyy-MM-dd
  admin: YesNo;
  /** Set on the person a legal representative acts for (the target cookie): the kind of representation and its powers. */
  representacao?: { tipo: RepresentationKind; poderes: RepresentationPowers };
}

export interface LoginResponse {
  token: string;
  pessoa: Pessoa;
  onboarding: YesNo;
  onboarding_plano: number | null;
}

/** autenticar's answer to an administrator with a second factor: no session yet, a challenge for the code. */
export interface SecondFactorChallenge {
  segundoFator: true;
  desafio: string;
}

export interface SecondFactorStatus {
  ativo: boolean;
  ativadoEm: string | null;
  codigosRecuperacaoRestantes: number;
  obrigatorio: boolean;
}

export interface SecondFactorEnrolment {
  otpauthUrl: string;
  /** data:image/svg+xml;base64,… drawn by the server. */
  qrCode: string;
  segredo: string;
}

export interface Plano {
  id: number;
  /** The plan's code ('MAIS_VALOR'): for matching, never shown. */
  nome: string;
  /** The name a person reads ('Mais Valor'). */
  nomeExibicao: string;
  tem_perfil: YesNo;
  tipo: '1' | '2';
  id_declaracao_ir: number;
}

export interface VinculoPlano {
  id: number;
  matricula: string;
  plano: Pick<Plano, 'id' | 'nome' | 'nomeExibicao' | 'tem_perfil' | 'tipo'>;
  categoria: { id: number; nome: string };
  situacao: { id: number; nome: string };
  pessoa: { id: number; nome: string };
}

export interface Funcionalidade {
  id: number;
  nome: string;
  href: string;
  icone: string;
}

export interface TemaPlano {
  cor_primaria: string;
  logo: string | null;
  background: string | null;
  plano: number;
}

export interface JanelaManutencao {
  status: 'ativa' | 'agendada' | 'inativa';
  dataInicio: string | null;
  dataFim: string | null;
  isActive: boolean;
  mensagem: string | null;
}

export interface Notificacao {
  id: number;
  titulo: string;
  descricao: string;
  data_notificacao: string;
  reagido: YesNo;
  vizualizado: YesNo;
  tipoNotificacao: { id: number; nome: string };
  idConversa: number | null;
  idPlano: number | null;
  /** The portal page it is about ('/services/requests'), opened from its dialog; null when there is none. */
  link: string | null;
  /** The channels it also went by, besides the portal (a notice's e-mail, SMS, WhatsApp). */
  canais: Array<'email' | 'sms' | 'whatsapp'>;
}

export interface ApiValidationError {
  path: string;
  message: string;
  type: string;
}

export interface ApiErrorBody {
  message: string;
  errors?: ApiValidationError[];
}

/** A request of the same kind still open on the plan link (retornarRegrasSolicitacao.solicitacaoAberta): the page says so instead of offering the form. */
export interface OpenRequest {
  id: number;
  protocolo: string;
  /** ISO date-time. */
  dataSolicitacao: string;
  funcionalidade: { id: number; nome: string };
  status: { id: number; nome: string };
}
