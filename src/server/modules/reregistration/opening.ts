import type { FastifyInstance } from 'fastify';
import { fundToday } from '@/domain/business-days';
import { NOTIFICATION_TYPE } from '@/domain/constants';
import { campaignOpenedNotice, REREGISTRATION_PAGE } from '@/domain/reregistration';
import type { Database, Queryable } from '../../db/client';
import type { RealtimeHub } from '../../realtime/socket-server';
import * as notificationRepository from '../notifications/repository';
import * as repository from './repository';

export interface OpeningCampaign {
  id: number;
  titulo: string;
  fim: string;
  idCriador: number | null;
}

export interface OpeningAnnouncement {
  idNotificacao: number;
  recipients: number[];
}

/**
 * Announces a campaign's opening inside the caller's transaction (the campaign's own, when it opens the day it is
 * created): the campaign is marked announced first, then one notification — a 'Comunicado' whose dialog opens the
 * answer page — is stored for the people who must answer. Null when another transaction announced it first, or when
 * nobody has to answer. `now` dates the notification (the seed dates it when its campaign opened).
 */
export async function announceCampaignOpening(tx: Queryable, campaign: OpeningCampaign, recipients: number[], now: Date): Promise<OpeningAnnouncement | null> {
  if (!(await repository.markOpeningAnnounced(tx, campaign.id, now))) return null;
  if (recipients.length === 0) return null;
  const idNotificacao = await notificationRepository.createNotification(
    tx,
    { ...campaignOpenedNotice(campaign), idTipoNotificacao: NOTIFICATION_TYPE.DETAIL, idPlano: null, idRemetente: campaign.idCriador, link: REREGISTRATION_PAGE, dataNotificacao: now },
    recipients,
  );
  return { idNotificacao, recipients };
}

/** After the announcement's transaction committed: the notification reaches the recipients' open pages live. */
export async function deliverAnnouncement(db: Queryable, realtime: RealtimeHub, announcement: OpeningAnnouncement | null) {
  if (!announcement) return;
  const view = await notificationRepository.findNotificationFor(db, announcement.idNotificacao, announcement.recipients[0]);
  if (view) realtime.toPeople(announcement.recipients, 'newNotification', view);
}

/**
 * Announces the campaigns whose first day has come (scheduled ones; a campaign open when created was announced then),
 * each in its own transaction. Several instances may sweep at once: the first to mark a campaign announces it.
 */
export async function announceOpenedCampaigns(db: Database, realtime: RealtimeHub, now = new Date()): Promise<number> {
  let announced = 0;
  for (const campaign of await repository.unannouncedOpenCampaigns(db, fundToday(now))) {
    const announcement = await db.transaction(async (tx) => announceCampaignOpening(tx, campaign, await repository.pendingPeopleOf(tx, campaign.id), now));
    await deliverAnnouncement(db, realtime, announcement);
    if (announcement) announced += 1;
  }
  return announced;
}

/** How often the server looks for campaigns whose first day has come: a campaign opens at most this late after midnight. */
export const OPENING_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/** Sweeps when the server is ready and then every few minutes; a failed sweep (the database away) is retried by the next. */
export function scheduleOpeningAnnouncements(app: FastifyInstance, db: Database, realtime: RealtimeHub) {
  const sweep = async () => {
    try {
      await announceOpenedCampaigns(db, realtime);
    } catch (error) {
      app.log.warn({ err: error }, 'o aviso de abertura das campanhas de recadastramento falhou');
    }
  };
  const timer = setInterval(() => void sweep(), OPENING_SWEEP_INTERVAL_MS).unref();
  app.addHook('onReady', sweep);
  app.addHook('onClose', async () => clearInterval(timer));
}
