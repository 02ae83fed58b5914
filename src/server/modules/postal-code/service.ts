import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { cepConsulta } from '../../db/schema/postal-code';
import { HttpError } from '../../http-error';
import { normalizeAnswer, type LookupResult } from './providers';

const FOUND_TTL_MS = 30 * 24 * 3600_000;
const NOT_FOUND_TTL_MS = 24 * 3600_000;
const PROVIDER_TIMEOUT_MS = 3000;

/** CEP lookup: cache first, then each provider in order until one answers. */
export function createCepService(db: Database, providers: string[], log: FastifyBaseLogger) {
  async function ask(provider: string, cep: string): Promise<LookupResult | null> {
    try {
      const response = await fetch(provider.replace('{cep}', cep), { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS), headers: { accept: 'application/json' } });
      const body = await response.json().catch(() => null);
      return normalizeAnswer(response.status, body, cep);
    } catch (error) {
      log.warn({ provider: new URL(provider.replace('{cep}', cep)).host, err: (error as Error).message }, 'CEP provider failed');
      return null;
    }
  }

  return {
    async lookup(cep: string): Promise<LookupResult> {
      const cached = await db.query.cepConsulta.findFirst({ where: eq(cepConsulta.cep, cep) });
      if (cached) {
        const result = cached.dados as LookupResult;
        const ttl = 'erro' in result ? NOT_FOUND_TTL_MS : FOUND_TTL_MS;
        if (Date.now() - cached.consultadoEm.getTime() < ttl) return result;
      }
      for (const provider of providers) {
        const result = await ask(provider, cep);
        if (!result) continue;
        await db
          .insert(cepConsulta)
          .values({ cep, dados: result })
          .onConflictDoUpdate({ target: cepConsulta.cep, set: { dados: result, consultadoEm: new Date() } });
        return result;
      }
      throw new HttpError(503, 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.');
    },
  };
}

export type CepService = ReturnType<typeof createCepService>;
