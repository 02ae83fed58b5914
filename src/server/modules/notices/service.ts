import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { renderEmail, type EmailTemplateKey } from '@/domain/email-templates';
import {
  CHOSEN_CHANNELS,
  MOBILE_CODE,
  NOTICE_CHANNEL_LABELS,
  NOTICE_KIND_KEYS,
  NOTICE_KINDS,
  NOTICE_MESSAGES,
  channelsFor,
  firstName,
  formatMobile,
  isChosenChannel,
  isNoticeKind,
  normalizeMobile,
  renderShortText,
  type ChosenChannel,
  type NoticeKind,
} from '@/domain/notices';
import { NOTIFICATION_TYPE } from '@/domain/constants';
import { fundToday } from '@/domain/business-days';
import { REPRESENTATION_KIND_LABELS } from '@/domain/representatives';
import type { Config } from '../../config';
import { portalOrigin } from '../../config';
import type { Database, Queryable } from '../../db/client';
import { avisoEnvio } from '../../db/schema/notices';
import { pessoa } from '../../db/schema/people';
import { HttpError, invalidFields } from '../../http-error';
import type { JobQueue } from '../../jobs/job-queue';
import type { Mailer, OutgoingMail } from '../../mail/mailer';
import { currentShortTexts, currentTemplate } from '../../mail/templates';
import { assertCanReachPessoa, hashToken, type AuthenticatedPerson } from '../../plugins/authentication';
import type { RealtimeHub } from '../../realtime/socket-server';
import { recordAudit } from '../../audit/record';
import * as notificationRepository from '../notifications/repository';
import { peopleWhoWithdrew } from '../privacy/repository';
import { forwardingOf } from '../representatives/repository';
import * as repository from './repository';
import { whatsAppTemplateOf } from './providers';

export const NOTICE_DELIVERY_JOB = 'notice.deliver';

/** What a feature tells a person: the in-app notification's words, the page it is about, and its e-mail (a template). */
export interface NoticeInput {
  idPessoa: number;
  tipo: NoticeKind;
  titulo: string;
  descricao: string;
  /** An internal path ('/services/requests'). */
  link: string | null;
  idPlano?: number | null;
  idRemetente?: number | null;
  email?: { chave: EmailTemplateKey; valores: Record<string, string> };
}

/** A notice to many people: its e-mail's values are worked out per person (the first name…). */
export interface BulkNoticeInput extends Omit<NoticeInput, 'idPessoa' | 'email'> {
  email?: { chave: EmailTemplateKey; valores: (person: { nome: string }) => Record<string, string> };
}

export interface NotifyOptions {
  /** The caller's record that this notice went, taken in the same transaction (false: already sent, nothing is). */
  claim?: (tx: Queryable) => Promise<boolean>;
  /** The channels to use instead of each person's choice (a representative's, chosen in the registration). */
  channels?: readonly ChosenChannel[];
  /** A copy to the people's legal representatives (default); off for the copies themselves and notices to both. */
  forwardToRepresentatives?: boolean;
}

/** People per chunk of a notice to many: a few statements each, and their parameters well under PostgreSQL's limit. */
const NOTIFY_CHUNK = 2000;

export interface NoticeDeps {
  db: Database;
  mailer: Mailer;
  jobs: JobQueue;
  realtime: RealtimeHub;
  config: Pick<Config, 'sms' | 'whatsapp' | 'portalUrl' | 'port'>;
  now?: () => Date;
}

/** Notices (avisos): sending one by the person's channels, and the person's choices and mobile number. */
export function createNoticeService(deps: NoticeDeps) {
  const { db, config } = deps;
  const now = deps.now ?? (() => new Date());
  // E-mail is always kept in the outbox (and sent with SMTP_URL); SMS and WhatsApp need their provider configured.
  const isConfigured = (canal: ChosenChannel) => (canal === 'email' ? true : canal === 'sms' ? config.sms !== null : config.whatsapp !== null);

  /** Queues the SMS or WhatsApp delivery (keyed by the row: queued once, even when the sweep queues it again). */
  const queueDelivery = (idEnvio: number) => deps.jobs.send(NOTICE_DELIVERY_JOB, { idEnvio }, { key: String(idEnvio) });

  /** The mobile channels a message to this number can go by now, preferred first. */
  const mobileChannel = (): ChosenChannel | null => (config.sms ? 'sms' : config.whatsapp ? 'whatsapp' : null);

  async function view(idPessoa: number) {
    const [person] = await db.select({ email: pessoa.email }).from(pessoa).where(eq(pessoa.id, idPessoa));
    if (!person) throw new HttpError(404, 'Pessoa não encontrada.');
    const [mobile, preferences, withdrawn] = await Promise.all([
      repository.findMobile(db, idPessoa),
      repository.preferencesOf(db, idPessoa),
      Promise.all(CHOSEN_CHANNELS.map(async (canal) => [canal, (await peopleWhoWithdrew(db, [idPessoa], canal)).has(idPessoa)] as const)),
    ]);
    const withdrew = new Map(withdrawn);
    const verified = Boolean(mobile?.verificadoEm);
    const reasonOff = (canal: ChosenChannel): string | null => {
      if (!isConfigured(canal)) return NOTICE_MESSAGES.channelOff(NOTICE_CHANNEL_LABELS[canal]);
      if (withdrew.get(canal)) return `Você retirou a autorização de ${NOTICE_CHANNEL_LABELS[canal]} em Privacidade.`;
      if (canal === 'email' && !person.email) return 'Cadastre um e-mail em Informações Cadastrais.';
      if (canal !== 'email' && !verified) return NOTICE_MESSAGES.mobileNotVerified;
      return null;
    };
    const chosen = new Map(preferences.map((row) => [row.tipo, row.canais]));
    return {
      idPessoa,
      celular: mobile ? { numero: mobile.numero, formatado: formatMobile(mobile.numero), verificado: verified } : null,
      confirmacaoCelularDisponivel: mobileChannel() !== null,
      canais: CHOSEN_CHANNELS.map((canal) => ({ canal, nome: NOTICE_CHANNEL_LABELS[canal], disponivel: reasonOff(canal) === null, motivo: reasonOff(canal) })),
      tipos: NOTICE_KIND_KEYS.map((tipo) => ({
        tipo,
        nome: NOTICE_KINDS[tipo].nome,
        descricao: NOTICE_KINDS[tipo].descricao,
        obrigatorio: 'obrigatorio' in NOTICE_KINDS[tipo],
        canais: channelsFor(tipo, chosen.get(tipo)),
      })),
    };
  }

  /**
   * One notice to many people (a maintenance window to every participant): one in-app notification they all share,
   * a notice and its deliveries per person, written in one transaction in chunks; then the e-mails into the outbox and
   * the SMS and WhatsApp deliveries queued, a few statements per chunk. People not found are skipped.
   */
  async function notifyMany(input: BulkNoticeInput, idsPessoa: readonly number[], options: NotifyOptions = {}): Promise<Array<{ idPessoa: number; idAviso: number }>> {
    const ids = [...new Set(idsPessoa)];
    if (!ids.length) return [];
    const security = 'obrigatorio' in NOTICE_KINDS[input.tipo];
    const link = input.link ? `${portalOrigin(config)}${input.link}` : portalOrigin(config);
    const [template, shortTexts] = await Promise.all([input.email ? currentTemplate(db, input.email.chave) : null, currentShortTexts(db)]);
    const at = now();
    const written = await db.transaction(async (tx) => {
      // The caller's record that this notice went (a maintenance window's moment): taken with the writes, so a crash
      // leaves both or neither, and a second run or instance that finds it taken sends nothing.
      if (options.claim && !(await options.claim(tx))) return null;
      const idNotificacao = await notificationRepository.createNotification(
        tx,
        { titulo: input.titulo, descricao: input.descricao, idTipoNotificacao: NOTIFICATION_TYPE.DETAIL, idPlano: input.idPlano ?? null, idRemetente: input.idRemetente ?? null, link: input.link },
        [],
      );
      const notices: Array<{ idPessoa: number; idAviso: number }> = [];
      const emails: Array<{ idEnvio: number; mail: OutgoingMail }> = [];
      const mobiles: number[] = [];
      for (let start = 0; start < ids.length; start += NOTIFY_CHUNK) {
        const chunk = ids.slice(start, start + NOTIFY_CHUNK);
        const [people, choices, numbers, withdrawn] = await Promise.all([
          tx.select({ id: pessoa.id, nome: pessoa.nome, email: pessoa.email }).from(pessoa).where(inArray(pessoa.id, chunk)),
          repository.choicesOf(tx, chunk, input.tipo),
          repository.verifiedMobilesOf(tx, chunk),
          Promise.all(CHOSEN_CHANNELS.map(async (canal) => [canal, await peopleWhoWithdrew(tx, chunk, canal)] as const)),
        ]);
        if (!people.length) continue;
        const withdrew = new Map(withdrawn);
        await notificationRepository.addRecipients(tx, idNotificacao, people.map((person) => person.id));
        const inserted = await repository.insertNotices(
          tx,
          people.map((person) => ({ idPessoa: person.id, tipo: input.tipo, titulo: input.titulo, link: input.link, idNotificacao })),
        );
        const personOf = new Map(people.map((person) => [person.id, person]));
        const rows: Array<typeof avisoEnvio.$inferInsert> = [];
        const mailOf = new Map<number, OutgoingMail>();
        for (const { id: idAviso, idPessoa } of inserted) {
          const person = personOf.get(idPessoa)!;
          notices.push({ idPessoa, idAviso });
          rows.push({ idAviso, canal: 'app', status: 'entregue', enviadoEm: at, entregueEm: at });
          const mobile = numbers.get(idPessoa);
          const channels = options.channels ? CHOSEN_CHANNELS.filter((canal) => options.channels!.includes(canal)) : channelsFor(input.tipo, choices.get(idPessoa));
          for (const canal of channels) {
            if (!(security && canal === 'email') && withdrew.get(canal)!.has(idPessoa)) continue;
            if (canal === 'email') {
              if (!person.email || !template || !input.email) continue;
              rows.push({ idAviso, canal, destino: person.email });
              mailOf.set(idAviso, { to: person.email, chave: input.email.chave, ...renderEmail(template, input.email.valores(person)) });
            } else {
              if (!mobile || !isConfigured(canal)) continue;
              const whatsapp = canal === 'whatsapp' && config.whatsapp ? { modelo: whatsAppTemplateOf(config.whatsapp, input.tipo), parametros: [firstName(person.nome), link] } : {};
              rows.push({ idAviso, canal, destino: mobile, texto: renderShortText(shortTexts[input.tipo][canal], { nome: person.nome, link }), ...whatsapp });
            }
          }
        }
        for (const delivery of await repository.insertDeliveries(tx, rows)) {
          if (delivery.canal === 'email') emails.push({ idEnvio: delivery.id, mail: mailOf.get(delivery.idAviso)! });
          else if (delivery.canal !== 'app') mobiles.push(delivery.id);
        }
      }
      return { idNotificacao, notices, emails, mobiles };
    });
    if (!written?.notices.length) return [];
    // Every recipient sees the same unread notification: built once, emitted once over all their rooms.
    const view = await notificationRepository.findNotificationFor(db, written.idNotificacao, written.notices[0].idPessoa);
    if (view) deps.realtime.toPeople(written.notices.map((notice) => notice.idPessoa), 'newNotification', view);
    // A crash from here on leaves deliveries unqueued: the recurring sweep (queueForgotten) queues them.
    for (let start = 0; start < written.emails.length; start += NOTIFY_CHUNK) {
      const chunk = written.emails.slice(start, start + NOTIFY_CHUNK);
      const idsEmail = await deps.mailer.sendMany(chunk.map((email) => email.mail));
      await repository.setDeliveryEmails(db, chunk.map((email, index) => [email.idEnvio, idsEmail[index]]));
    }
    await deps.jobs.sendMany(NOTICE_DELIVERY_JOB, written.mobiles.map((idEnvio) => ({ data: { idEnvio }, key: String(idEnvio) })));
    if (options.forwardToRepresentatives !== false && !security) await forwardToRepresentatives(input, written.notices.map((notice) => notice.idPessoa));
    return written.notices;
  }

  /**
   * A copy of each notice to the active legal representatives of its people who chose channels in the registration
   * (representatives): by those channels, saying for whom it is. Security notices stay with the person.
   */
  async function forwardToRepresentatives(input: BulkNoticeInput, idsPessoa: number[]) {
    const rows = [];
    for (let start = 0; start < idsPessoa.length; start += NOTIFY_CHUNK) rows.push(...(await forwardingOf(db, idsPessoa.slice(start, start + NOTIFY_CHUNK), fundToday(now()))));
    for (const row of rows) {
      const channels = row.canaisAvisos.filter(isChosenChannel);
      if (!channels.length) continue;
      const tipo = REPRESENTATION_KIND_LABELS[row.tipo];
      await notifyMany(
        {
          tipo: 'representacao',
          titulo: `Aviso de ${row.nomePessoa}: ${input.titulo}`,
          descricao: `Você recebe este aviso como representante de ${row.nomePessoa} (${tipo}). ${input.descricao}`,
          link: input.link,
          idRemetente: input.idRemetente ?? null,
          email: { chave: 'aviso_representado', valores: (person) => ({ nome: firstName(person.nome), representado: row.nomePessoa, tipo, titulo: input.titulo, descricao: input.descricao }) },
        },
        [row.idRepresentante],
        { forwardToRepresentatives: false, channels },
      );
    }
  }

  return {
    /**
     * Tells a person something on their channels: the in-app notification at once (live), the e-mail into the
     * outbox, and an SMS or WhatsApp delivery queued per channel chosen for the kind, to the verified mobile, never
     * to a channel whose consent the person withdrew. Returns the notice's id. Nothing here waits for a provider.
     */
    async notify(input: NoticeInput): Promise<number> {
      const { idPessoa, email, ...common } = input;
      const [sent] = await notifyMany({ ...common, ...(email ? { email: { chave: email.chave, valores: () => email.valores } } : {}) }, [idPessoa]);
      if (!sent) throw new Error(`No person ${idPessoa}`);
      return sent.idAviso;
    },

    notifyMany,

    /** Queues the SMS and WhatsApp deliveries written but never queued (a crash between the two): the recurring sweep. */
    async queueForgotten(before: Date) {
      const rows = await repository.unqueuedDeliveries(db, before);
      for (const row of rows) await queueDelivery(row.id);
      return { enfileirados: rows.length };
    },

    preferences(auth: AuthenticatedPerson, idPessoa: number) {
      assertCanReachPessoa(auth, idPessoa);
      return view(idPessoa);
    },

    async updatePreferences(auth: AuthenticatedPerson, idPessoa: number, tipos: Array<{ tipo: string; canais: string[] }>, ip: string) {
      assertCanReachPessoa(auth, idPessoa);
      const current = await view(idPessoa);
      const available = new Map(current.canais.map((canal) => [canal.canal, canal]));
      const errors: Array<{ path: string; message: string; type: string }> = [];
      tipos.forEach((item, index) => {
        if (!isNoticeKind(item.tipo)) return errors.push({ path: `tipos.${index}.tipo`, message: NOTICE_MESSAGES.unknownKind(item.tipo), type: 'enum' });
        if ('obrigatorio' in NOTICE_KINDS[item.tipo] && !item.canais.includes('email')) errors.push({ path: `tipos.${index}.canais`, message: NOTICE_MESSAGES.securityByEmail, type: 'required' });
        for (const canal of new Set(item.canais)) {
          const state = available.get(canal as ChosenChannel);
          // A channel already chosen stays allowed (the choice is kept; delivery checks again when it sends).
          const alreadyChosen = current.tipos.find((tipo) => tipo.tipo === item.tipo)?.canais.includes(canal as ChosenChannel);
          if (state && !state.disponivel && !alreadyChosen) errors.push({ path: `tipos.${index}.canais`, message: state.motivo!, type: 'unavailable' });
        }
        return undefined;
      });
      if (errors.length) throw invalidFields(errors);
      await db.transaction(async (tx) => {
        for (const item of tipos) await repository.savePreference(tx, idPessoa, item.tipo, CHOSEN_CHANNELS.filter((canal) => item.canais.includes(canal)), now());
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: idPessoa, acao: 'aviso.preferencias', ip, detalhes: { tipos } });
      });
      return { ...(await view(idPessoa)), message: NOTICE_MESSAGES.saved };
    },

    /** Sends a 6-digit code to the number (SMS if the fund has it, else WhatsApp); only its hash is kept. */
    async sendMobileCode(auth: AuthenticatedPerson, idPessoa: number, celular: string, ip: string) {
      assertCanReachPessoa(auth, idPessoa);
      const numero = normalizeMobile(celular);
      if (!numero) throw invalidFields([{ path: 'celular', message: NOTICE_MESSAGES.invalidMobile, type: 'format' }]);
      const canal = mobileChannel();
      if (!canal) throw new HttpError(409, NOTICE_MESSAGES.noMobileChannel);
      const [person] = await db.select({ nome: pessoa.nome }).from(pessoa).where(eq(pessoa.id, idPessoa));
      if (!person) throw new HttpError(404, 'Pessoa não encontrada.');
      const current = await repository.findMobile(db, idPessoa);
      const lastSentAt = current?.codigoExpiraEm ? current.codigoExpiraEm.getTime() - MOBILE_CODE.ttlMinutes * 60_000 : null;
      if (lastSentAt !== null && now().getTime() - lastSentAt < MOBILE_CODE.cooldownSeconds * 1000) throw new HttpError(429, NOTICE_MESSAGES.codeCooldown);
      const code = String(randomInt(0, 10 ** MOBILE_CODE.digits)).padStart(MOBILE_CODE.digits, '0');
      const text = `Portal do Participante: seu código de confirmação é ${code}. Ele vale por ${MOBILE_CODE.ttlMinutes} minutos. Não o informe a ninguém.`;
      const idEnvio = await db.transaction(async (tx) => {
        await repository.saveMobileCode(tx, idPessoa, {
          numero,
          codigoHash: hashToken(code),
          codigoExpiraEm: new Date(now().getTime() + MOBILE_CODE.ttlMinutes * 60_000),
          keepVerified: current?.numero === numero,
        });
        const idAviso = await repository.insertNotice(tx, { idPessoa, tipo: 'seguranca', titulo: 'Código de confirmação do celular', link: null });
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: idPessoa, acao: 'aviso.codigo_celular', ip, detalhes: { canal } });
        const whatsapp = canal === 'whatsapp' && config.whatsapp ? { modelo: whatsAppTemplateOf(config.whatsapp, 'codigo_celular'), parametros: [code] } : {};
        return repository.insertDelivery(tx, { idAviso, canal, destino: numero, texto: text, ...whatsapp });
      });
      await queueDelivery(idEnvio);
      return { ...(await view(idPessoa)), message: NOTICE_MESSAGES.codeSent(formatMobile(numero)) };
    },

    async confirmMobileCode(auth: AuthenticatedPerson, idPessoa: number, codigo: string, ip: string) {
      assertCanReachPessoa(auth, idPessoa);
      const mobile = await repository.findMobile(db, idPessoa);
      if (!mobile?.codigoHash || !mobile.codigoExpiraEm || mobile.codigoExpiraEm < now()) throw new HttpError(410, NOTICE_MESSAGES.codeExpired);
      if (mobile.tentativas >= MOBILE_CODE.maxAttempts) throw new HttpError(429, NOTICE_MESSAGES.tooManyAttempts);
      if (hashToken(codigo) !== mobile.codigoHash) {
        await repository.countWrongCode(db, idPessoa);
        throw invalidFields([{ path: 'codigo', message: NOTICE_MESSAGES.wrongCode, type: 'mismatch' }]);
      }
      await db.transaction(async (tx) => {
        await repository.markMobileVerified(tx, idPessoa, now());
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: idPessoa, acao: 'aviso.celular_confirmado', ip, detalhes: { numero: formatMobile(mobile.numero) } });
      });
      return { ...(await view(idPessoa)), message: NOTICE_MESSAGES.mobileVerified };
    },
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
