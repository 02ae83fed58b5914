import type { ConsentChannel } from '@/domain/privacy';

/** The texts the consent section shows while its choices load and once they are there. */

/** The channel's name inside a sentence ("por e-mail"). */
export const CHANNEL_IN_SENTENCE: Record<ConsentChannel, string> = { email: 'e-mail', sms: 'SMS', whatsapp: 'WhatsApp' };

export const LEGEND = 'Escolha por onde o fundo pode enviar comunicações que não são obrigatórias.';
export const ALWAYS_SENT =
  'Avisos necessários ao seu plano e à sua segurança, como o código para criar uma nova senha e o andamento das suas solicitações, são enviados sempre.';
