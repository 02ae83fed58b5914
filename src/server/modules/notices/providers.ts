import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';

/**
 * The SMS and WhatsApp providers, over HTTP. A provider's answer sorts a failure: a refusal of the message itself
 * (4xx but 408 and 429: a bad number, a template not approved) is permanent and not retried; anything else (5xx, a
 * time-out, the network) is retried by the queue.
 */

export interface ProviderMessage {
  /** E.164 (+5511987654321). */
  to: string;
  /** The SMS text. */
  text: string;
  /** WhatsApp: the approved template and its body parameters. */
  template: string;
  parameters: string[];
  /** One per notice and channel: sent to the provider so that it can drop a repeat. */
  idempotencyKey: string;
}

export interface MessageProvider {
  send(message: ProviderMessage): Promise<{ idExterno: string | null }>;
}

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

async function post(url: string, headers: Record<string, string>, body: unknown, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? `sem resposta em ${timeoutMs / 1000} s` : (error as Error).message;
    throw new ProviderError(`Provedor indisponível: ${reason}`, false);
  }
  const text = await response.text();
  if (!response.ok) {
    const permanent = response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429;
    throw new ProviderError(`Provedor respondeu ${response.status}: ${text.slice(0, 300)}`, permanent);
  }
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Zenvia's SMS API (v2): `{from, to, contents: [{type: 'text', text}]}` with the X-API-TOKEN header; answers the message's id. */
export function createSmsProvider(config: NonNullable<Config['sms']>): MessageProvider {
  return {
    async send(message) {
      const answer = (await post(
        config.url,
        { 'x-api-token': config.token, 'idempotency-key': message.idempotencyKey },
        { from: config.sender, to: message.to.replace(/^\+/, ''), contents: [{ type: 'text', text: message.text }], externalId: message.idempotencyKey },
        config.timeoutMs,
      )) as { id?: string } | null;
      return { idExterno: answer?.id ?? null };
    },
  };
}

/**
 * The WhatsApp Business Cloud API: a template message (the only kind a business may start a conversation with) to
 * `/{phone-number-id}/messages`, Bearer token; answers `messages[0].id` (wamid…), which its status webhooks name.
 */
export function createWhatsAppProvider(config: NonNullable<Config['whatsapp']>): MessageProvider {
  return {
    async send(message) {
      const answer = (await post(
        `${config.apiUrl}/${config.phoneNumberId}/messages`,
        { authorization: `Bearer ${config.token}` },
        {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: message.template,
            language: { code: config.language },
            components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
          },
          biz_opaque_callback_data: message.idempotencyKey,
        },
        config.timeoutMs,
      )) as { messages?: Array<{ id?: string }> } | null;
      return { idExterno: answer?.messages?.[0]?.id ?? null };
    },
  };
}

/** The approved WhatsApp template of a notice kind: WHATSAPP_TEMPLATES' name, or `portal_<tipo>`. */
export function whatsAppTemplateOf(config: NonNullable<Config['whatsapp']>, tipo: string): string {
  return config.templates[tipo] ?? `portal_${tipo}`;
}

/** A delivery's news from its provider: delivered (or read) to the phone, or failed after it was sent. */
export interface ProviderStatus {
  idExterno: string;
  status: 'entregue' | 'falhou';
  em: Date;
  erro: string | null;
}

/**
 * The statuses in a WhatsApp Cloud API webhook call (`entry[].changes[].value.statuses[]`): `delivered` and `read`
 * mean it reached the phone, `failed` carries its error; `sent` adds nothing to what the send's answer said.
 */
export function whatsAppStatusesOf(payload: unknown): ProviderStatus[] {
  const statuses: ProviderStatus[] = [];
  const entries = (payload as { entry?: unknown })?.entry;
  for (const entry of Array.isArray(entries) ? entries : []) {
    for (const change of Array.isArray(entry?.changes) ? entry.changes : []) {
      for (const item of Array.isArray(change?.value?.statuses) ? change.value.statuses : []) {
        if (typeof item?.id !== 'string' || !['delivered', 'read', 'failed'].includes(item.status)) continue;
        const seconds = Number(item.timestamp);
        const error = Array.isArray(item.errors) ? item.errors[0] : undefined;
        statuses.push({
          idExterno: item.id,
          status: item.status === 'failed' ? 'falhou' : 'entregue',
          em: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date(),
          erro: item.status === 'failed' ? `WhatsApp: ${[error?.code, error?.title ?? error?.message].filter(Boolean).join(' ') || 'falhou'}`.slice(0, 1000) : null,
        });
      }
    }
  }
  return statuses;
}

/** Whether a webhook call came from Meta: X-Hub-Signature-256 is `sha256=` and the HMAC of the raw body with the app secret. */
export function isSignedByMeta(appSecret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
