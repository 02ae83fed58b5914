import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { invalidFields } from '../../http-error';
import { currentAuth } from '../../plugins/authentication';
import { bearer, Cpf, DateOnly, DateTime, ErrorResponse, MessageResponse, withErrors, YesNo } from '../../schemas/common';
import { AUTH_MESSAGES, passwordFieldErrors, type AuthService } from './service';

const tags = ['Sessões e senhas'];
const Password = Type.String({ minLength: 1, maxLength: 128 });
const SecurityCode = Type.String({ pattern: '^\\d{6}$', description: 'código de 6 dígitos' });

const LoginResponse = Type.Object({
  token: Type.String(),
  pessoa: Type.Object({ id: Type.Integer(), nome: Type.String(), cpf: Type.String(), data_nascimento: DateOnly, admin: YesNo }),
  onboarding: YesNo,
  onboarding_plano: Type.Union([Type.Integer(), Type.Null()]),
});

const SecondFactorChallenge = Type.Object(
  {
    segundoFator: Type.Literal(true),
    desafio: Type.String({ description: 'vale 5 minutos; troque-o por uma sessão em /autenticarSegundoFator' }),
  },
  { description: 'Administrador com verificação em duas etapas: a senha está certa, mas ainda não há sessão.' },
);

export function authRoutes(service: AuthService, options: { publicRouteRateLimit: number }) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    // Public routes: a per-address ceiling on top of the per-CPF lockout, against floods.
    const rateLimit = { max: options.publicRouteRateLimit, timeWindow: '1 minute' };

    app.post(
      '/autenticar',
      {
        config: { rateLimit },
        schema: {
          'x-acesso': 'publico',
          tags,
          summary: 'Entrar com CPF e senha',
          description:
            'Responde o token no corpo (para clientes que usam `Authorization: Bearer`) e o grava no cookie `login.token` ' +
            '(HttpOnly, SameSite=Strict, Secure em HTTPS, 1 hora), que o portal usa no lugar do cabeçalho. ' +
            'Um administrador com verificação em duas etapas recebe `{segundoFator: true, desafio}` e nenhuma sessão: ' +
            'ela só existe depois de /autenticarSegundoFator. Com ADMIN_TOTP_REQUIRED, um administrador sem ela recebe 403.',
          body: Type.Object({ cpf: Cpf, senha: Password }, { additionalProperties: false }),
          response: { 200: Type.Union([LoginResponse, SecondFactorChallenge]), 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (request, reply) => {
        const login = await service.login({ cpf: request.body.cpf, senha: request.body.senha, ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
        if ('token' in login) reply.setSessionCookie(login.token);
        return login;
      },
    );

    app.post(
      '/autenticarSegundoFator',
      {
        config: { rateLimit },
        schema: {
          'x-acesso': 'publico',
          tags,
          summary: 'Segunda etapa do login de um administrador: o código do aplicativo autenticador ou um código de recuperação',
          description:
            'Troca o `desafio` de /autenticar e um código (6 dígitos do aplicativo, ou um código de recuperação XXXXX-XXXXX, ' +
            'que vale uma vez) pela sessão, como /autenticar faz. Um código errado conta para o bloqueio por CPF e por endereço; ' +
            'um código já usado não vale de novo; depois de 5 erros, ou de 5 minutos, o desafio expira.',
          body: Type.Object(
            { desafio: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }), codigo: Type.String({ minLength: 1, maxLength: 20 }) },
            { additionalProperties: false },
          ),
          response: { 200: LoginResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (request, reply) => {
        const login = await service.loginSecondStep({
          desafio: request.body.desafio,
          codigo: request.body.codigo,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        reply.setSessionCookie(login.token);
        return login;
      },
    );

    app.post(
      '/logout',
      {
        schema: { 'x-acesso': 'participante', tags, summary: 'Encerrar a sessão (e apagar o cookie da sessão)', security: bearer, response: withErrors({ 200: MessageResponse }) },
      },
      async (request, reply) => {
        await service.logout(currentAuth(request).idSessao);
        reply.clearSessionCookie();
        return { message: 'Sessão encerrada.' };
      },
    );

    app.post(
      '/solicitarCodigoSeguranca',
      {
        config: { rateLimit: { max: Math.max(1, Math.floor(options.publicRouteRateLimit / 10)), timeWindow: '1 minute' } },
        schema: {
          'x-acesso': 'publico',
          tags,
          summary: 'Pedir um código de segurança por e-mail para criar uma nova senha',
          body: Type.Object({ cpf: Cpf }, { additionalProperties: false }),
          response: { 200: MessageResponse, 400: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (request) => {
        await service.requestSecurityCode(request.body.cpf, request.ip);
        return { message: AUTH_MESSAGES.codeSent };
      },
    );

    app.post(
      '/validarCodigoSeguranca',
      {
        config: { rateLimit },
        schema: {
          'x-acesso': 'publico',
          tags,
          summary: 'Conferir o código de segurança (não o consome)',
          body: Type.Object({ cpf: Cpf, codigo: SecurityCode }, { additionalProperties: false }),
          response: { 200: Type.Object({ valido: Type.Boolean() }), 400: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (request) => {
        await service.validateSecurityCode(request.body.cpf, request.body.codigo);
        return { valido: true };
      },
    );

    app.post(
      '/redefinirSenha',
      {
        config: { rateLimit },
        schema: {
          'x-acesso': 'publico',
          tags,
          summary: 'Criar uma nova senha com o código de segurança',
          body: Type.Object({ cpf: Cpf, codigo: SecurityCode, senha: Password, confirmacaoSenha: Type.String({ maxLength: 128 }) }, { additionalProperties: false }),
          response: { 200: MessageResponse, 400: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (request) => {
        const errors = passwordFieldErrors('senha', request.body.senha, request.body.confirmacaoSenha);
        if (errors.length) throw invalidFields(errors);
        await service.resetPassword({ cpf: request.body.cpf, codigo: request.body.codigo, senha: request.body.senha, ip: request.ip });
        return { message: AUTH_MESSAGES.passwordChanged };
      },
    );

    app.post(
      '/alterarSenha',
      {
        schema: {
          'x-acesso': 'participante',
          tags,
          summary: 'Trocar a senha da pessoa que está conectada (encerra as outras sessões)',
          security: bearer,
          body: Type.Object({ senhaAtual: Password, novaSenha: Password, confirmacaoSenha: Type.String({ maxLength: 128 }) }, { additionalProperties: false }),
          response: withErrors({ 200: MessageResponse }),
        },
      },
      async (request) => {
        const errors = passwordFieldErrors('novaSenha', request.body.novaSenha, request.body.confirmacaoSenha);
        if (errors.length) throw invalidFields(errors);
        const auth = currentAuth(request);
        await service.changePassword({ idPessoa: auth.pessoa.id, idSessao: auth.idSessao, senhaAtual: request.body.senhaAtual, novaSenha: request.body.novaSenha, ip: request.ip });
        return { message: AUTH_MESSAGES.passwordChanged };
      },
    );

    app.get(
      '/retornarCaixaSaida',
      {
        schema: {
          'x-acesso': 'administrador',
          tags,
          summary: 'E-mails enviados pelo portal (caixa de saída), para administradores',
          security: bearer,
          querystring: Type.Object({ page: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }), limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }) }),
          response: withErrors({
            200: Type.Array(
              Type.Object({
                id: Type.Integer(),
                destinatario: Type.String(),
                assunto: Type.String(),
                corpo: Type.String(),
                criado_em: DateTime,
                enviado_em: Type.Union([DateTime, Type.Null()]),
                erro: Type.Union([Type.String(), Type.Null()]),
              }),
            ),
          }),
        },
      },
      async (request) => service.listOutbox(request.query.page, request.query.limit),
    );
  };
}
