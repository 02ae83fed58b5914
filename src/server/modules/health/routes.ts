import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { HealthService } from './service';
import { MESSAGES } from '../../http-error';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../plugins/errors';

const Database = Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]);

/** Liveness with a real database round trip, for load balancers and the /development page. */
export function healthRoutes(service: HealthService) {
  return async function register(app: FastifyInstance) {
    app.get(
      '/saude',
      {
        schema: {
          'x-acesso': 'publico',
          tags: ['Saúde'],
          summary: 'O serviço e o banco respondem (503 enquanto o banco estiver fora do ar)',
          response: {
            200: Type.Object({ status: Type.Literal('ok'), banco: Database, versao: Type.String() }),
            503: Type.Object({ status: Type.Literal('indisponivel'), banco: Database, versao: Type.String(), message: Type.String() }),
          },
        },
      },
      async (_request, reply) => {
        const { isUp, banco, versao } = await service.check();
        if (isUp) return { status: 'ok' as const, banco, versao };
        // A load balancer takes the instance out while its database is away, and puts it back when this is 200 again.
        return reply.status(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send({ status: 'indisponivel', banco, versao, message: MESSAGES.unavailable });
      },
    );

    // An orchestrator restarts a process that stops answering this; it asks nothing of the database, whose absence
    // a restart would not mend.
    app.get(
      '/saude/vivo',
      {
        schema: {
          'x-acesso': 'publico',
          tags: ['Saúde'],
          summary: 'O processo responde (sem consultar o banco): para reiniciar uma instância travada',
          response: { 200: Type.Object({ status: Type.Literal('ok'), versao: Type.String() }) },
        },
      },
      async () => ({ status: 'ok' as const, versao: service.versao }),
    );

    const Readiness = Type.Object({
      status: Type.Union([Type.Literal('pronto'), Type.Literal('indisponivel'), Type.Literal('encerrando')]),
      banco: Type.Union([Type.Literal('ok'), Type.Literal('indisponivel')]),
      migracoes: Type.Union([Type.Literal('ok'), Type.Literal('pendentes'), Type.Literal('desconhecido')]),
      redis: Type.Union([Type.Literal('ok'), Type.Literal('indisponivel'), Type.Literal('nao-configurado')]),
      armazenamento: Type.Union([Type.Literal('ok'), Type.Literal('indisponivel')]),
    });
    // A load balancer sends traffic only to an instance that answers 200 here.
    app.get(
      '/saude/pronto',
      {
        schema: {
          'x-acesso': 'publico',
          tags: ['Saúde'],
          summary: 'A instância pode receber tráfego: banco acessível, migrações aplicadas, Redis (se configurado) e armazenamento dos anexos (bucket S3 ou pasta) acessíveis; 503 encerrando desde o início do desligamento',
          response: { 200: Readiness, 503: Readiness },
        },
      },
      async (_request, reply) => {
        const { isReady, isShuttingDown, ...parts } = await service.readiness();
        if (isReady) return { status: 'pronto' as const, ...parts };
        const status = isShuttingDown ? ('encerrando' as const) : ('indisponivel' as const);
        return reply.status(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send({ status, ...parts });
      },
    );
  };
}
