import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import type { ThemeService } from './service';

const tags = ['Planos'];
const imageField = (what: string) =>
  Type.Optional(
    Type.Union(
      [
        IdOf('anexo', { description: `${what}: uma imagem enviada antes por /api/enviarAnexo (PNG, JPEG ou WebP)` }),
        Type.String({ maxLength: 300, description: 'Uma imagem do próprio portal (/images/…), ou o endereço atual (mantém a imagem)' }),
        Type.Null(),
      ],
      { description: `${what}: o id da imagem enviada, uma imagem do portal ou o endereço atual; null volta à imagem padrão do fundo; ausente mantém a atual` },
    ),
  );
const ThemeBody = Type.Object(
  {
    cor_primaria: Type.String({ maxLength: 20, description: 'Cor primária em hexadecimal, #RRGGBB' }),
    logo: imageField('Logo'),
    background: imageField('Imagem de fundo da tela de entrada'),
  },
  { additionalProperties: false },
);
const Theme = Type.Object({ cor_primaria: Type.String(), logo: Type.Union([Type.String(), Type.Null()]), background: Type.Union([Type.String(), Type.Null()]), plano: Type.Integer() });
const ImageContent = Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'A imagem (PNG, JPEG ou WebP)' });

export function themeRoutes(service: ThemeService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.put(
      '/atualizarConfiguracaoTema/:idPlano',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'Alterar o tema do plano: cor primária, logo e imagem de fundo (administradores; auditado)',
          description: 'Cor inválida → 400; plano inexistente → 404. O tema salvo é o que retornarConfiguracaoTema devolve.',
          security: bearer,
          params: Type.Object({ idPlano: IdOf('plano') }),
          body: ThemeBody,
          response: withErrors({ 200: Theme, 404: ErrorResponse }),
        },
      },
      async (request) => service.saveTheme(currentAuth(request), request.params.idPlano, request.body, request.ip),
    );

    app.get(
      '/retornarImagemTema/:idPlano/:imagem',
      {
        schema: {
          'x-acesso': 'publico',
          tags,
          summary: 'O logo ou a imagem de fundo enviada para o tema do plano (público, como o tema)',
          params: Type.Object({ idPlano: IdOf('plano'), imagem: Type.Union([Type.Literal('logo'), Type.Literal('fundo')]) }),
          querystring: Type.Object({ v: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Versão (o id da imagem), para o cache' })) }),
          response: { 200: ImageContent, 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const image = await service.themeImage(request.params.idPlano, request.params.imagem);
        return reply
          .header('Content-Type', image.tipoConteudo)
          .header('Content-Length', String(image.tamanho))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'")
          .header('Cache-Control', 'public, max-age=300')
          .send(image.content);
      },
    );
  };
}
