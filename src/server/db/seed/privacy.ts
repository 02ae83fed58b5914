import { subDays } from 'date-fns';
import type { Queryable } from '../client';
import { consentimento } from '../schema/privacy';

/**
 * Consents for communications (privacy centre): every demo participant authorized e-mail when joining the portal;
 * Carlos also SMS and WhatsApp; Maria authorized WhatsApp and withdrew it later (a history with both events).
 * People of the seed who never chose anything else have no row: consent is opt-in.
 */
export async function seedConsents(tx: Queryable, people: { idsParticipantes: number[]; carlos: number; maria: number }, now: Date) {
  const joined = subDays(now, 90);
  await tx.insert(consentimento).values([
    ...people.idsParticipantes.map((idPessoa) => ({ idPessoa, canal: 'email' as const, concedido: true, em: joined, idAutor: idPessoa })),
    { idPessoa: people.carlos, canal: 'sms', concedido: true, em: joined, idAutor: people.carlos },
    { idPessoa: people.carlos, canal: 'whatsapp', concedido: true, em: subDays(now, 60), idAutor: people.carlos },
    { idPessoa: people.maria, canal: 'whatsapp', concedido: true, em: subDays(now, 80), idAutor: people.maria },
    { idPessoa: people.maria, canal: 'whatsapp', concedido: false, em: subDays(now, 20), idAutor: people.maria },
  ]);
}
