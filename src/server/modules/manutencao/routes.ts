import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, gt } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../db/client';
import { desativacaoTemporaria } from '../../db/schema';
import { DateTime } from '../../schemas/common';

const MaintenanceWindow = Type.Object({
  status: Type.Union([Type.Literal('ativa'), Type.Literal('agendada'), Type.Literal('inativa')]),
  dataInicio: Type.Union([DateTime, Type.Null()]),
  dataFim: Type.Union([DateTime, Type.Null()]),
  isActive: Type.Boolean(),
  mensagem: Type.Union([Type.String(), Type.Null()]),
});

/** The window that matters now: the one under way, else the next one; public, as the maintenance page is. */
export function maintenanceRoutes(db: Database) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/retornarDesativacaoTemporaria',
      { schema: { tags: ['Manutenção'], summary: 'Janela de manutenção em curso ou a próxima', response: { 200: MaintenanceWindow } } },
      async () => {
        const now = new Date();
        const [next] = await db
          .select()
          .from(desativacaoTemporaria)
          .where(and(gt(desativacaoTemporaria.dataFim, now)))
          .orderBy(asc(desativacaoTemporaria.dataInicio))
          .limit(1);
        if (!next) return { status: 'inativa' as const, dataInicio: null, dataFim: null, isActive: false, mensagem: null };
        const isActive = next.dataInicio <= now;
        return { status: isActive ? ('ativa' as const) : ('agendada' as const), dataInicio: next.dataInicio.toISOString(), dataFim: next.dataFim.toISOString(), isActive, mensagem: next.mensagem };
      },
    );
  };
}
