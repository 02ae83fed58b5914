import { expect, type APIRequestContext } from '@playwright/test';

/** The fake SMS, WhatsApp and mail providers playwright.config.ts starts beside the portal (scripts/fake-providers.ts). */
export const FAKE_PROVIDERS_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 91}`;

export interface FakeMessage {
  canal: 'sms' | 'whatsapp' | 'email';
  para: string;
  texto: string;
  modelo?: string;
  parametros?: string[];
}

export async function fakeMessages(request: APIRequestContext, canal: FakeMessage['canal'], para: string): Promise<FakeMessage[]> {
  const response = await request.get(`${FAKE_PROVIDERS_URL}/mensagens`, { params: { canal, para } });
  expect(response.status()).toBe(200);
  return (await response.json()) as FakeMessage[];
}

/** The 6-digit code of the newest SMS to `para` (E.164 digits, 5511…), polled: it goes through the queue. */
export async function smsCodeTo(request: APIRequestContext, para: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = await fakeMessages(request, 'sms', para);
      code = messages.length > after ? /\b(\d{6})\b/.exec(messages.at(-1)!.texto)?.[1] : undefined;
      return code;
    })
    .toBeTruthy();
  return code as string;
}
