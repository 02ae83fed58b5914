import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { CERTIFICATE_MAX_BYTES, DEATH_REPORT_MESSAGES, type DeathReportFields } from '@/domain/death-report';
import { HttpError, invalidFields } from '../../http-error';
import { ErrorResponse } from '../../schemas/common';
import type { Certificate } from './certificate';
import type { DeathReportService } from './service';

const FIELD_NAMES = ['cpfFalecido', 'dataObito', 'nomeComunicante', 'cpfComunicante', 'parentesco', 'email', 'telefone'] as const;

/** The form's fields and its one file; a certificate past the limit is a field error like the others. */
async function readForm(request: FastifyRequest): Promise<{ fields: DeathReportFields; certificate: Certificate | null }> {
  if (!request.isMultipart()) throw new HttpError(400, DEATH_REPORT_MESSAGES.notMultipart);
  const fields = Object.fromEntries(FIELD_NAMES.map((name) => [name, ''])) as unknown as DeathReportFields;
  let certificate: Certificate | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'certidao' && certificate === null) certificate = { fileName: part.filename, content };
      } else if ((FIELD_NAMES as readonly string[]).includes(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname as keyof DeathReportFields] = part.value.slice(0, 300);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalidFields([{ path: 'certidao', message: DEATH_REPORT_MESSAGES.certificateTooLarge, type: 'file-too-large' }]);
    // Whatever else breaks while reading the parts (no boundary, a body cut short) is a form that cannot be read.
    throw new HttpError(400, DEATH_REPORT_MESSAGES.notMultipart);
  }
  return { fields, certificate };
}

/** POST /comunicarFalecimento: public, limited per address, the same answer for any CPF. */
export function deathReportPublicRoute(service: DeathReportService, options: { publicRouteRateLimit: number }) {
  return async function register(app: FastifyInstance) {
    await app.register(multipart, { limits: { fileSize: CERTIFICATE_MAX_BYTES, files: 2, fields: 20, fieldSize: 1000, parts: 25 } });
    app.post(
      '/comunicarFalecimento',
      {
        // A handful of notices per address every ten minutes is plenty for a family; the limit stands in for a captcha.
        config: { rateLimit: { max: Math.max(1, Math.floor(options.publicRouteRateLimit / 24)), timeWindow: '10 minutes' } },
        schema: {
          'x-acesso': 'publico',
          tags: ['Comunicação de falecimento'],
          summary: 'Comunicar o falecimento de um participante, com a certidão de óbito (sem entrar no portal)',
          description:
            'Formulário multipart/form-data com os campos cpfFalecido, dataObito (aaaa-mm-dd), nomeComunicante, cpfComunicante, parentesco, ' +
            'email e/ou telefone, e o arquivo certidao (PDF ou imagem, até 10 MB; o tipo é conferido pelo conteúdo). A resposta é a mesma ' +
            'qualquer que seja o CPF: um protocolo e o que acontece em seguida.',
          consumes: ['multipart/form-data'],
          response: { 201: Type.Object({ protocolo: Type.String(), mensagem: Type.String() }), 400: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse },
        },
      },
      async (request, reply) => {
        const { fields, certificate } = await readForm(request);
        reply.header('cache-control', 'no-store');
        return reply.status(201).send(await service.report(fields, certificate, request.ip));
      },
    );
  };
}
