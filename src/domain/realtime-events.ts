/** The one map of real-time events, used by the socket server and the web's socket context. */

export interface RealtimeNotification {
  id: number;
  titulo: string;
  descricao: string;
  data_notificacao: string;
  reagido: 'S' | 'N';
  vizualizado: 'S' | 'N';
  tipoNotificacao: { id: number; nome: string };
  idConversa: number | null;
  idPlano: number | null;
  /** The portal page it is about (an internal path), or null. */
  link: string | null;
  /** The channels it also went by, besides the portal (a notice's e-mail, SMS, WhatsApp). */
  canais: Array<'email' | 'sms' | 'whatsapp'>;
}

/** A chat message as stored: the client keeps the highest id it saw and asks for what came after it on reconnect. */
export interface ChatMessage {
  id: number;
  idConversa: number;
  autor: { id: number; nome: string; admin: 'S' | 'N' };
  texto: string;
  chaveIdempotencia: string | null;
  criadoEm: string;
  lidaEm: string | null;
  /** The file sent with the message, downloaded through GET /api/retornarAnexo/{id}. */
  anexo: { id: number; nomeOriginal: string; tipoConteudo: string; tamanho: number } | null;
}

/** Progress of a CSV import (settings/importar-contribuicoes, settings/indexadores). */
export interface ImportProgress {
  importacao: 'contribuicoes' | 'valoresCota' | 'valoresIndice' | 'pessoas';
  confirmar: 'N' | 'S';
  /** Lines after the header read and checked so far. */
  processadas: number;
}

/** Why a session's sockets are told to log out. */
export type LogoutReason = 'revoked' | 'password-changed' | 'password-reset-required' | 'expired';

export interface ServerToClientEvents {
  /** A message was stored in a conversation this person takes part in (administrators: any conversation). */
  chatMessage: (message: ChatMessage) => void;
  /** The other side read the messages of a conversation up to this id. */
  chatRead: (payload: { idConversa: number; idLeitor: number; ateId: number }) => void;
  /** One new notification for this person: add it if it is not in the list yet. */
  newNotification: (notification: RealtimeNotification) => void;
  /** Something changed in many notifications: reload the list. */
  newNotification2: () => void;
  /** How far an import this administrator sent has got (after each batch of lines; the page knows the file's line count). */
  importacaoProgresso: (payload: ImportProgress) => void;
  /** This session was ended (logout elsewhere, password change, an administrator asking for a new password, expiry): go to /logout. */
  logout: (payload: { reason: LogoutReason }) => void;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ClientToServerEvents {}

/**
 * The socket server's answer to a handshake whose session is no longer active (revoked or expired while the page
 * was not connected): the page then ends its session as it does on `logout`.
 */
export const SOCKET_SESSION_REFUSED = 'Sessão inválida ou expirada.';

export const personRoom = (idPessoa: number) => `pessoa:${idPessoa}`;
export const sessionRoom = (idSessao: number) => `sessao:${idSessao}`;
export const ADMINS_ROOM = 'admins';
