import { eq } from 'drizzle-orm';
import { NOTIFICATION_TYPE } from '@/domain/constants';
import type { Queryable } from '../../db/client';
import { pessoa } from '../../db/schema/people';
import type { RealtimeHub } from '../../realtime/socket-server';
import * as notificationRepository from '../notifications/repository';

/** One notification for every administrator, in the portal and live on their open pages (a job gave up, a deadline). */
export async function notifyAdministrators(db: Queryable, realtime: RealtimeHub, content: { titulo: string; descricao: string; link: string }) {
  const admins = (await db.select({ id: pessoa.id }).from(pessoa).where(eq(pessoa.admin, 'S'))).map((row) => row.id);
  if (admins.length === 0) return;
  const idNotificacao = await notificationRepository.createNotification(
    db,
    { titulo: content.titulo.slice(0, 200), descricao: content.descricao, idTipoNotificacao: NOTIFICATION_TYPE.DETAIL, idPlano: null, idRemetente: null, link: content.link },
    admins,
  );
  const view = await notificationRepository.findNotificationFor(db, idNotificacao, admins[0]);
  if (view) realtime.toPeople(admins, 'newNotification', view);
}
