import { subDays } from 'date-fns';
import type { Queryable } from '../client';
import { celularAviso } from '../schema/notices';

/**
 * Notices (src/domain/notices.ts): Maria confirmed her mobile when she last updated her data, so SMS and WhatsApp
 * notices may reach her as soon as she chooses them in /perfil/avisos (and authorises WhatsApp again in Privacidade,
 * which she withdrew). Nobody has chosen a channel yet: everyone gets each kind's default.
 */
export async function seedNotices(tx: Queryable, people: { maria: number }, now: Date) {
  await tx.insert(celularAviso).values({ idPessoa: people.maria, numero: '+5521987654321', verificadoEm: subDays(now, 30) });
}
