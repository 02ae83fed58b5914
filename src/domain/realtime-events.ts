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
}

export interface ServerToClientEvents {
  /** One new notification for this person: add it if it is not in the list yet. */
  newNotification: (notification: RealtimeNotification) => void;
  /** Something changed in many notifications: reload the list. */
  newNotification2: () => void;
  /** This session was ended (logout elsewhere, password change, expiry): go to /logout. */
  logout: (payload: { reason: 'revoked' | 'password-changed' | 'expired' }) => void;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ClientToServerEvents {}

export const personRoom = (idPessoa: number) => `pessoa:${idPessoa}`;
export const sessionRoom = (idSessao: number) => `sessao:${idSessao}`;
export const ADMINS_ROOM = 'admins';
