import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static, TObject } from 'typebox';
import type { ImportProgress } from '@/domain/realtime-events';
import { currentAuth, type AuthenticatedPerson } from '../plugins/authentication';
import { acceptCsvBody, csvBodyOf, MAX_CSV_BYTES, type ImportSummary } from '../imports/csv-import';
import { ConfirmQuery, csvBody, importResponses } from '../imports/import-routes';
import { ErrorResponse, withErrors } from '../schemas/common';

/** What a dated series' service offers the writing routes: add a value, correct one, import a file of them. */
export interface DatedSeriesWriter<Input, Value> {
  create(auth: AuthenticatedPerson, input: Input): Promise<Value>;
  update(auth: AuthenticatedPerson, input: Input): Promise<Value>;
  importValues(auth: AuthenticatedPerson, body: Readable, mode: 'N' | 'S', onProgress?: (processadas: number) => void): Promise<ImportSummary>;
}

interface RouteText {
  path: string;
  summary: string;
}

export interface DatedSeriesWriteRoutes<Body extends TObject, Value extends TObject> {
  tags: string[];
  /** One value of the series as the API answers it. */
  value: Value;
  /** The value as an administrator sends it to add or correct it. */
  body: Body;
  create: RouteText;
  update: RouteText;
  import: RouteText & { description: string; header: readonly string[]; importacao: ImportProgress['importacao'] };
  service: DatedSeriesWriter<Static<Body>, Static<Value>>;
}

/**
 * The administrators' routes every dated series has (quota values, economic indexes): add the value of a date,
 * correct it, import a CSV of values with progress on the socket. Registered in this order, which is the order
 * of the OpenAPI document.
 */
export async function registerDatedSeriesWriteRoutes<Body extends TObject, Value extends TObject>(fastify: FastifyInstance, routes: DatedSeriesWriteRoutes<Body, Value>) {
  // The bodies' types are the series' own (Static<Body>): the generic schema is past what the type provider resolves.
  const { tags, service } = routes;

  fastify.post(
    routes.create.path,
    {
      schema: {
        'x-acesso': 'administrador',
        tags,
        summary: routes.create.summary,
        body: routes.body,
        response: withErrors({ 201: routes.value, 404: ErrorResponse, 409: ErrorResponse }),
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(currentAuth(request), request.body as Static<Body>)),
  );

  fastify.put(
    routes.update.path,
    {
      schema: {
        'x-acesso': 'administrador',
        tags,
        summary: routes.update.summary,
        body: routes.body,
        response: withErrors({ 200: routes.value, 404: ErrorResponse }),
      },
    },
    async (request) => service.update(currentAuth(request), request.body as Static<Body>),
  );

  await fastify.register(async (csvScope) => {
    const csv = csvScope.withTypeProvider<TypeBoxTypeProvider>();
    // This scope reads CSV only, as a stream (JSON here is 415).
    csv.removeAllContentTypeParsers();
    acceptCsvBody(csvScope);
    const { path, summary, description, header, importacao } = routes.import;
    csv.post(
      path,
      {
        bodyLimit: MAX_CSV_BYTES,
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary,
          description,
          querystring: ConfirmQuery,
          body: csvBody(header),
          response: importResponses,
        },
      },
      async (request) => {
        const auth = currentAuth(request);
        const confirmar = request.query.confirmar;
        return service.importValues(auth, csvBodyOf(request.body as unknown, request.headers['content-length']), confirmar, (processadas) =>
          request.server.realtime.toPerson(auth.pessoa.id, 'importacaoProgresso', { importacao, confirmar, processadas }),
        );
      },
    );
  });
}
