import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Seals TOTP secrets at rest with AES-256-GCM under TOTP_ENCRYPTION_KEY, so a copy of the database alone does not
 * give away the administrators' second factors. Without the key (the embedded demo) they are kept as they are, marked
 * so; a sealed value read without the key is a configuration error, said plainly.
 */
const SEALED = 'v1';
const PLAIN = 'texto';

export interface SecretBox {
  seal(secret: string): string;
  open(stored: string): string;
}

export function createSecretBox(rawKey: string | null): SecretBox {
  const key = rawKey ? createHash('sha256').update(rawKey).digest() : null;
  return {
    seal(secret) {
      if (!key) return `${PLAIN}:${secret}`;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [SEALED, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), encrypted.toString('base64url')].join(':');
    },
    open(stored) {
      const [kind, ...parts] = stored.split(':');
      if (kind === PLAIN && parts.length === 1) return parts[0];
      if (kind !== SEALED || parts.length !== 3) throw new Error('Segredo do segundo fator em formato desconhecido.');
      if (!key) throw new Error('Os segredos do segundo fator estão cifrados: defina TOTP_ENCRYPTION_KEY com a mesma chave usada ao cadastrá-los.');
      const [iv, tag, encrypted] = parts.map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(encrypted), decipher.final()]).toString('utf8');
    },
  };
}
