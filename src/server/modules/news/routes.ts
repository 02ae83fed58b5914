import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { DateOnly, ErrorResponse, IdOf, MessageResponse, withErrors, YesNo } from '../../schemas/common';
import type { NewsService } from './service';

const newsTags = ['Notícias'];
const bannerTags = ['Carrossel da página inicial'];

const Day = (description: string) => Type.String({ format: 'date', maxLength: 10, description });
const Plans = Type.Union([Type.Array(IdOf('plano'), { minItems: 1, maxItems: 50, uniqueItems: true }), Type.Null()], {
  description: 'Planos que veem o item; null = todos os planos',
});
const PlanNames = Type.Union([Type.Array(Type.String()), Type.Null()], { description: 'Nomes dos planos; null = todos' });

const NewsBody = Type.Object(
  {
    titulo: Type.String({ minLength: 1, maxLength: 150 }),
    resumo: Type.String({ minLength: 1, maxLength: 300 }),
    conteudo: Type.String({ minLength: 1, maxLength: 20000, description: 'Texto simples; linhas em branco separam parágrafos (HTML não é interpretado)' }),
    inicio: Day('Primeiro dia em que a notícia aparece, AAAA-MM-DD'),
    fim: Day('Último dia em que a notícia aparece, AAAA-MM-DD'),
    idPlanos: Plans,
  },
  { additionalProperties: false },
);

const NewsSummary = Type.Object({
  id: Type.Integer(),
  titulo: Type.String(),
  resumo: Type.String(),
  inicio: DateOnly,
  fim: DateOnly,
  idPlanos: Type.Union([Type.Array(Type.Integer()), Type.Null()]),
  planos: PlanNames,
  ativa: Type.Boolean({ description: 'Dentro do período hoje' }),
});
const News = Type.Object({ ...NewsSummary.properties, conteudo: Type.String() });

const BannerFields = {
  titulo: Type.String({ minLength: 1, maxLength: 80 }),
  texto: Type.String({ minLength: 1, maxLength: 200 }),
  textoAlternativo: Type.String({ minLength: 1, maxLength: 200, description: 'Descrição da imagem para quem não a vê' }),
  link: Type.Optional(Type.Union([Type.String({ maxLength: 300, description: 'Caminho do portal (/services/…) ou endereço https' }), Type.Null()])),
  inicio: Day('Primeiro dia em que o banner aparece, AAAA-MM-DD'),
  fim: Day('Último dia em que o banner aparece, AAAA-MM-DD'),
  ordem: Type.Optional(Type.Integer({ minimum: 0, maximum: 999, description: 'Posição no carrossel (menor primeiro)' })),
  idPlanos: Plans,
};
const imageId = (description: string) => IdOf('anexo', { description });
const CreateBannerBody = Type.Object({ ...BannerFields, idAnexo: imageId('A imagem, enviada antes por /api/enviarAnexo (PNG, JPEG ou WebP)') }, { additionalProperties: false });
const UpdateBannerBody = Type.Object({ ...BannerFields, idAnexo: Type.Optional(imageId('Outra imagem; ausente mantém a atual')) }, { additionalProperties: false });

const Banner = Type.Object({
  id: Type.Integer(),
  titulo: Type.String(),
  texto: Type.String(),
  textoAlternativo: Type.String(),
  link: Type.Union([Type.String(), Type.Null()]),
  imagemUrl: Type.String(),
  idAnexo: Type.Union([Type.Integer(), Type.Null()]),
  inicio: DateOnly,
  fim: DateOnly,
  ordem: Type.Integer(),
  idPlanos: Type.Union([Type.Array(Type.Integer()), Type.Null()]),
  planos: PlanNames,
  ativo: Type.Boolean({ description: 'Dentro do período hoje' }),
});

const ImageContent = Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'A imagem (PNG, JPEG ou WebP)' });

const NewsParams = Type.Object({ idNoticia: IdOf('noticia') });
const BannerParams = Type.Object({ idBanner: IdOf('bannerCarrossel') });

export function newsRoutes(service: NewsService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/retornarNoticias',
      {
        schema: {
          'x-acesso': 'participante',
          tags: newsTags,
          summary: 'As notícias ativas (início ≤ hoje ≤ fim) dos planos de quem chama; administradores: de todos os planos, e com todas=S também as fora do período',
          querystring: Type.Object({ todas: Type.Optional(YesNo) }, { additionalProperties: false }),
          response: withErrors({ 200: Type.Array(NewsSummary) }),
        },
      },
      async (request) => service.listNews(currentAuth(request), request.query),
    );

    app.get(
      '/retornarNoticia/:idNoticia',
      {
        schema: {
          'x-acesso': 'participante',
          tags: newsTags,
          summary: 'Uma notícia completa (404 fora do período ou de outro plano, para participantes)',
          params: NewsParams,
          response: withErrors({ 200: News, 404: ErrorResponse }),
        },
      },
      async (request) => service.getNews(currentAuth(request), request.params.idNoticia),
    );

    app.post(
      '/criarNoticia',
      { schema: { 'x-acesso': 'administrador', tags: newsTags, summary: 'Publicar uma notícia (administradores)', body: NewsBody, response: withErrors({ 201: News }) } },
      async (request, reply) => reply.status(201).send(await service.createNews(currentAuth(request), request.body, request.ip)),
    );

    app.put(
      '/atualizarNoticia/:idNoticia',
      {
        schema: { 'x-acesso': 'administrador', tags: newsTags, summary: 'Alterar uma notícia (administradores)', params: NewsParams, body: NewsBody, response: withErrors({ 200: News, 404: ErrorResponse }) },
      },
      async (request) => service.updateNews(currentAuth(request), request.params.idNoticia, request.body, request.ip),
    );

    app.delete(
      '/excluirNoticia/:idNoticia',
      { schema: { 'x-acesso': 'administrador', tags: newsTags, summary: 'Excluir uma notícia (administradores)', params: NewsParams, response: withErrors({ 200: MessageResponse, 404: ErrorResponse }) } },
      async (request) => service.deleteNews(currentAuth(request), request.params.idNoticia, request.ip),
    );

    app.get(
      '/retornarBanners',
      {
        schema: {
          'x-acesso': 'participante',
          tags: bannerTags,
          summary: 'Os banners ativos do carrossel para os planos de quem chama; administradores: de todos os planos, e com todos=S também os fora do período',
          querystring: Type.Object({ todos: Type.Optional(YesNo) }, { additionalProperties: false }),
          response: withErrors({ 200: Type.Array(Banner) }),
        },
      },
      async (request) => service.listBanners(currentAuth(request), request.query),
    );

    app.get(
      '/retornarImagemBanner/:idBanner',
      {
        schema: {
          'x-acesso': 'participante',
          tags: bannerTags,
          summary: 'A imagem enviada de um banner que quem chama vê (404 para os outros)',
          params: BannerParams,
          response: withErrors({ 200: ImageContent, 404: ErrorResponse }),
        },
      },
      async (request, reply) => {
        const image = await service.bannerImage(currentAuth(request), request.params.idBanner);
        return reply
          .header('Content-Type', image.tipoConteudo)
          .header('Content-Length', String(image.tamanho))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, max-age=300')
          .send(image.content);
      },
    );

    app.post(
      '/criarBanner',
      { schema: { 'x-acesso': 'administrador', tags: bannerTags, summary: 'Incluir um banner no carrossel (administradores)', body: CreateBannerBody, response: withErrors({ 201: Banner }) } },
      async (request, reply) => reply.status(201).send(await service.createBanner(currentAuth(request), request.body, request.ip)),
    );

    app.put(
      '/atualizarBanner/:idBanner',
      {
        schema: { 'x-acesso': 'administrador', tags: bannerTags, summary: 'Alterar um banner (administradores)', params: BannerParams, body: UpdateBannerBody, response: withErrors({ 200: Banner, 404: ErrorResponse }) },
      },
      async (request) => service.updateBanner(currentAuth(request), request.params.idBanner, request.body, request.ip),
    );

    app.delete(
      '/excluirBanner/:idBanner',
      { schema: { 'x-acesso': 'administrador', tags: bannerTags, summary: 'Excluir um banner (administradores)', params: BannerParams, response: withErrors({ 200: MessageResponse, 404: ErrorResponse }) } },
      async (request) => service.deleteBanner(currentAuth(request), request.params.idBanner, request.ip),
    );
  };
}
