import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentAuth } from '../../plugins/authentication';
import { bearer, DateOnly, ErrorResponse, IdOf, withErrors } from '../../schemas/common';
import type { ContributionRulesService } from './rules-service';
import type { CollectionService } from './service';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const Decimal = Type.String({ pattern: '^\\d+(\\.\\d+)?$', description: 'valor decimal exato, ex.: "122.08"' });
// The value's format and limits are checked by the service, with a message that says the plan's minimum.
const DecimalInput = (description: string) => Type.String({ maxLength: 20, description });

const Charge = {
  id: Type.Integer(),
  valor: Decimal,
  vencimento: DateOnly,
  linhaDigitavel: Type.String({ description: 'linha digitável FEBRABAN, 47 dígitos' }),
  codigoBarras: Type.String({ description: 'código de barras, 44 dígitos' }),
  pixCopiaECola: Type.String({ description: 'PIX copia e cola (BR Code com CRC16)' }),
  qrCode: Type.String({ description: 'QR code do PIX, imagem SVG em data URL' }),
};

const Rules = Type.Object(
  {
    valorMinimo: DecimalInput('valor mínimo em reais, ex.: "122.08" (contribuição mensal pelo valor e esporádica)'),
    fatorSalario: DecimalInput('fator do salário nas fórmulas, ex.: "1.0833"'),
    limiteSalarial: DecimalInput('limite salarial em reais, ex.: "7473.30"'),
    percentualBasicoMaximo: Type.Number({ description: 'percentual máximo da contribuição básica (0–100)' }),
    percentualSuplementarMaximo: Type.Number({ description: 'percentual máximo da contribuição suplementar (0–100)' }),
    banco: Type.String({ maxLength: 10, description: 'código do banco, 3 dígitos' }),
    diaVencimento: Type.Integer({ description: 'dia de vencimento, 1–28' }),
    suspensaoMesesMaximo: Type.Integer({ description: 'prazo máximo de uma suspensão de contribuição, em meses (1–24)' }),
  },
  { additionalProperties: false },
);

/** Sporadic contributions with slip and PIX (service 7) and the per-plan contribution rules (settings). */
export function collectionRoutes({ service, rules }: { service: CollectionService; rules: ContributionRulesService }) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      '/gerarContribuicaoEsporadica',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.SPORADIC_CONTRIBUTION,
          tags: ['Contribuições'],
          summary: 'Gerar uma contribuição esporádica: boleto (linha digitável) e PIX copia e cola; fica pendente até a importação do pagamento',
          security: bearer,
          body: Type.Object(
            { idPessoa: IdOf('pessoa'), idVinculoPlano: IdOf('vinculoPlano'), valor: DecimalInput('valor em reais com até 2 casas, ex.: "150.00"') },
            { additionalProperties: false },
          ),
          response: withErrors({ 201: Type.Object(Charge), 404: ErrorResponse, 409: ErrorResponse }),
        },
      },
      async (request, reply) => reply.status(201).send(await service.createSporadic(currentAuth(request), request.body)),
    );

    app.get(
      '/retornarContribuicoesEsporadicas/:idVinculoPlano',
      {
        schema: {
          'x-acesso': 'participante',
          'x-funcionalidade': FUNCTIONALITY.SPORADIC_CONTRIBUTION,
          tags: ['Contribuições'],
          summary: 'Contribuições esporádicas pendentes de um vínculo, com o boleto e o PIX de cada uma',
          security: bearer,
          params: Type.Object({ idVinculoPlano: IdOf('vinculoPlano') }),
          response: withErrors({ 200: Type.Object({ contribuicoes: Type.Array(Type.Object({ ...Charge, vencida: Type.Boolean() })) }), 404: ErrorResponse }),
        },
      },
      async (request) => service.listPendingSporadic(currentAuth(request), request.params.idVinculoPlano),
    );

    // Readable by participants: the rules are the plan's published regulations, and the onboarding and the sporadic
    // contribution show them (the minimum) to the participant.
    app.get(
      '/retornarConfiguracaoContribuicao/:idPlano',
      {
        schema: {
          'x-acesso': 'participante',
          tags: ['Configurações'],
          summary: 'Regras de contribuição de um plano: valor mínimo, percentuais, limite salarial, banco, dia de vencimento e prazo máximo de suspensão',
          security: bearer,
          params: Type.Object({ idPlano: IdOf('plano') }),
          response: withErrors({ 200: Rules, 404: ErrorResponse }),
        },
      },
      async (request) => rules.get(request.params.idPlano),
    );

    app.put(
      '/atualizarConfiguracaoContribuicao/:idPlano',
      {
        schema: {
          'x-acesso': 'administrador',
          tags: ['Configurações'],
          summary: 'Alterar as regras de contribuição de um plano (administradores); valem de imediato',
          security: bearer,
          params: Type.Object({ idPlano: IdOf('plano') }),
          body: Rules,
          response: withErrors({ 200: Rules, 404: ErrorResponse }),
        },
      },
      async (request) => rules.update(currentAuth(request), request.params.idPlano, request.body),
    );
  };
}
