import { and, eq } from 'drizzle-orm';
import { EMAIL_TEMPLATES, renderEmail, type EmailTemplateKey } from '@/domain/email-templates';
import { defaultShortText, SHORT_TEXT_CHANNELS, type ShortTextChannel } from '@/domain/email-templates-short-texts';
import { NOTICE_KIND_KEYS, type NoticeKind } from '@/domain/notices';
import type { Queryable } from '../db/client';
import { modeloEmail, modeloMensagemCurta } from '../db/schema/email-templates';
import type { Mailer } from './mailer';

/**
 * The one e-mail template store every sender writes from: the administrator's edit of a template (settings/emails)
 * or its default in code (src/domain/email-templates.ts).
 */
export async function currentTemplate(db: Queryable, chave: EmailTemplateKey) {
  const [edit] = await db.select().from(modeloEmail).where(eq(modeloEmail.chave, chave));
  const definition = EMAIL_TEMPLATES[chave];
  return edit ? { assunto: edit.assunto, corpo: edit.corpo, personalizado: true } : { assunto: definition.assunto, corpo: definition.corpo, personalizado: false };
}

/**
 * The short text (SMS or WhatsApp) a notice of kind `tipo` goes with on `canal`: the administrator's edit
 * (settings/emails) or the kind's default. Render it with renderShortText (src/domain/notices.ts).
 */
export async function currentShortText(db: Queryable, tipo: NoticeKind, canal: ShortTextChannel): Promise<string> {
  const [edit] = await db
    .select({ texto: modeloMensagemCurta.texto })
    .from(modeloMensagemCurta)
    .where(and(eq(modeloMensagemCurta.tipo, tipo), eq(modeloMensagemCurta.canal, canal)));
  return edit?.texto ?? defaultShortText(tipo, canal);
}

/** Every notice kind's short text per channel (`texts[tipo][canal]`), in one query: for sending many notices at once. */
export type ShortTexts = Record<NoticeKind, Record<ShortTextChannel, string>>;

export async function currentShortTexts(db: Queryable): Promise<ShortTexts> {
  const edits = new Map((await db.select().from(modeloMensagemCurta)).map((row) => [`${row.tipo}/${row.canal}`, row.texto]));
  return Object.fromEntries(
    NOTICE_KIND_KEYS.map((tipo) => [tipo, Object.fromEntries(SHORT_TEXT_CHANNELS.map((canal) => [canal, edits.get(`${tipo}/${canal}`) ?? defaultShortText(tipo, canal)]))]),
  ) as ShortTexts;
}

/**
 * Writes an e-mail from its template (the edited one, or the default) and sends it through the mailer, which keeps it
 * in the outbox with its key. `valores` names the template's variables (src/domain/email-templates.ts).
 */
export async function sendTemplatedEmail(db: Queryable, mailer: Mailer, mail: { to: string; chave: EmailTemplateKey; valores: Record<string, string> }) {
  const template = await currentTemplate(db, mail.chave);
  return mailer.send({ to: mail.to, chave: mail.chave, ...renderEmail(template, mail.valores) });
}

/**
 * The first-access e-mail of a person created by the people import (settings/importar-pessoas): `link` is the
 * single-use address where they create their password, `validade` the last day it works (dd/mm/aaaa).
 */
export async function sendFirstAccessEmail(db: Queryable, mailer: Mailer, input: { to: string; nome: string; link: string; validade: string }) {
  await sendTemplatedEmail(db, mailer, { to: input.to, chave: 'primeiro_acesso', valores: { nome: input.nome.trim().split(/\s+/)[0], link: input.link, validade: input.validade } });
}
