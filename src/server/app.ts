import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from './config';
import { systemClock, type Clock } from './clock';
import type { DatabaseHandle } from './db/client';
import { HttpError, MESSAGES } from './http-error';
import { createMailer, type Mailer } from './mail/mailer';
import { createSessionLookup, registerAuthentication } from './plugins/authentication';
import { registerErrorHandling } from './plugins/errors';
import { registerInflightTracking } from './plugins/inflight';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerValidation } from './plugins/validation';
import { connectRedis } from './realtime/redis';
import { createSocketServer, type RealtimeHub, type SocketServer } from './realtime/socket-server';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { secondFactorRoutes } from './modules/segundo-fator/routes';
import { createSecondFactorService } from './modules/segundo-fator/service';
import { maintenanceRoutes } from './modules/manutencao/routes';
import { createMaintenanceService } from './modules/manutencao/service';
import { dashboardRoutes } from './modules/painel/routes';
import { extractRoutes } from './modules/extratos/routes';
import { createExtractService } from './modules/extratos/service';
import { regimeRoutes } from './modules/regime/routes';
import { createRegimeService } from './modules/regime/service';
import { statementRoutes } from './modules/demonstrativos/routes';
import { createStatementService } from './modules/demonstrativos/service';
import { createDashboardService } from './modules/painel/service';
import { webhookRoutes } from './modules/webhook/routes';
import { collectionRoutes } from './modules/cobranca/routes';
import { contributionChoiceRoutes } from './modules/contribuicao/routes';
import { createContributionChoiceService } from './modules/contribuicao/service';
import { taxIncentiveRoutes } from './modules/incentivo/routes';
import { createTaxIncentiveService } from './modules/incentivo/service';
import { onboardingRoutes } from './modules/onboarding/routes';
import { cepRoutes } from './modules/cep/routes';
import { chatRoutes } from './modules/conversas/routes';
import { createChatService } from './modules/conversas/service';
import { settingsRoutes } from './modules/configuracoes/routes';
import { createSettingsService } from './modules/configuracoes/service';
import { declarationRoutes } from './modules/declaracoes/routes';
import { createDeclarationService } from './modules/declaracoes/service';
import { investmentProfileRoutes } from './modules/perfis/routes';
import { dependantRoutes } from './modules/dependentes/routes';
import { createDependantService } from './modules/dependentes/service';
import { createCepService } from './modules/cep/service';
import { createOnboardingService } from './modules/onboarding/service';
import { registerActingForAudit } from './plugins/acting-for';
import { registerApiFallback } from './plugins/api-fallback';
import { registerAccessRules } from './plugins/access';
import { notificationRoutes } from './modules/notificacoes/routes';
import { createNotificationService } from './modules/notificacoes/service';
import { peopleRoutes } from './modules/pessoas/routes';
import { profileRoutes } from './modules/pessoas/profile-routes';
import { createProfileService } from './modules/pessoas/profile-service';
import { planRoutes } from './modules/planos/routes';
import { requestRoutes } from './modules/requisicoes/routes';
import { createRequestService } from './modules/requisicoes/service';
import { createPlanService } from './modules/planos/service';
import { healthRoutes } from './modules/saude/routes';
import { importRoutes } from './modules/importacoes/routes';
import { quotaRoutes } from './modules/cotas/routes';
import { createQuotaService } from './modules/cotas/service';
import { indexRoutes } from './modules/indices/routes';
import { createIndexService } from './modules/indices/service';
import { createContributionImport } from './modules/importacoes/contribution-import';
import { createPeopleImport } from './modules/importacoes/people-import';
import { firstAccessRoutes } from './modules/primeiro-acesso/routes';
import { createFirstAccessService } from './modules/primeiro-acesso/service';
import { attachmentRoutes } from './modules/anexos/routes';
import { createAttachmentService } from './modules/anexos/service';
import { createTusUploads } from './modules/anexos/tus';
import { MAX_UPLOAD_BYTES } from '@/domain/upload-rules';
import { simulationRoutes } from './modules/simulacoes/routes';
import { exitRoutes } from './modules/desligamento/routes';
import { createExitService } from './modules/desligamento/service';
import { createSimulationService } from './modules/simulacoes/service';
import { workflowRoutes } from './modules/esteira/routes';
import { createWorkflowService } from './modules/esteira/service';
import { instituteRoutes } from './modules/institutos/routes';
import { createInstituteService } from './modules/institutos/service';
import { loanRoutes } from './modules/emprestimos/routes';
import { createLoanService } from './modules/emprestimos/service';
import { electionRoutes } from './modules/eleicoes/routes';
import { createElectionService } from './modules/eleicoes/service';
import { reregistrationRoutes } from './modules/recadastramento/routes';
import { createReregistrationService } from './modules/recadastramento/service';
import { scheduleOpeningAnnouncements } from './modules/recadastramento/opening';
import { createDiskStorage, type UploadStorage } from './storage/upload-storage';
import { documentRoutes } from './modules/documentos/routes';
import { createDocumentService } from './modules/documentos/service';
import { supplierRoutes } from './modules/fornecedores/routes';
import { createSupplierService } from './modules/fornecedores/service';
import { newsRoutes } from './modules/noticias/routes';
import { privacyRoutes } from './modules/privacidade/routes';
import { createPrivacyService } from './modules/privacidade/service';
import { forcedPasswordChangeRoutes } from './modules/senhas/routes';
import { createForcedPasswordChangeService } from './modules/senhas/service';
import { auditRoutes } from './modules/audit/routes';
import { themeRoutes } from './modules/temas/routes';
import { createThemeService } from './modules/temas/service';
import { onboardingManagementRoutes } from './modules/onboarding-gestao/routes';
import { createOnboardingManagementService } from './modules/onboarding-gestao/service';
import { createAuditService } from './modules/audit/service';
import { createNewsService } from './modules/noticias/service';
import { invitationRoutes } from './modules/convites/routes';
import { createInvitationService } from './modules/convites/service';
import { agreementRoutes } from './modules/concordancia/routes';
import { createAgreementService } from './modules/concordancia/service';
import { emailTemplateRoutes } from './modules/emails/routes';
import { createEmailTemplateService } from './modules/emails/service';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
    io: SocketServer;
    mailer: Mailer;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** false in tests; the process's pino settings otherwise. */
  logger?: boolean | Record<string, unknown>;
  /** Tests only: another storage (a disk that fails) or a smaller limit than spec §5's 600MB. */
  uploads?: { storage?: UploadStorage; maxBytes?: number };
  /**
   * Tests only: the clock the app reads (Date.now otherwise): the second factor's codes, and the instant the money
   * services (balance, extracts, simulators, exit options, home, personal-data export) take the fund's day from.
   */
  clock?: () => number;
  /** The web's request handler (Next.js), for every path that is neither /api nor /socket.io; none in API-only processes. */
  web?: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
}

/** How often unfinished uploads past their 24 h are swept. */
const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Builds the API (and its socket.io server) without listening: tests inject into it, main.ts listens. */
export async function buildApp({ config, database, logger = false, uploads = {}, clock, web }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: 60_000,
  });
  const { db } = database;

  registerSecurityHeaders(app, { isDevelopment: !config.isProduction });
  registerErrorHandling(app);
  registerValidation(app);
  registerInflightTracking(app);
  const findActiveSession = createSessionLookup(db);
  registerAuthentication(app, findActiveSession, { sessionTtlSeconds: config.sessionTtlSeconds });
  registerActingForAudit(app, db);

  const redis = config.redisUrl ? connectRedis(config.redisUrl) : null;
  const { io, hub } = createSocketServer(app.server, findActiveSession, app.log, redis, { trustProxy: config.trustProxy });
  app.decorate('io', io);
  app.decorate('realtime', hub);
  app.addHook('preClose', () => hub.close());
  if (redis) app.addHook('onClose', () => redis.close());
  const mailer = createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  app.decorate('mailer', mailer);

  await app.register(rateLimit, { global: false, ...(redis ? { redis: redis.rateLimit, nameSpace: 'portal-rate-limit-' } : {}) });
  await app.register(swagger, {
    openapi: {
      info: { title: 'API do Portal do Participante', version: config.appVersion, description: 'Chamadas do portal (spec §7) e as que o servem.' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          // The web's session: HttpOnly, set by autenticar; writes with it also need Origin and X-Requested-With: portal.
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'login.token' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const uploadStorage = uploads.storage ?? createDiskStorage(config.uploadDir);
  await uploadStorage.prepare();
  const maxUploadBytes = uploads.maxBytes ?? MAX_UPLOAD_BYTES;
  const attachmentService = createAttachmentService(db, uploadStorage, { maxBytes: maxUploadBytes });
  const tusUploads = createTusUploads(uploadStorage, attachmentService, { maxBytes: maxUploadBytes, trustProxy: config.trustProxy });
  const sweepUploads = async () => {
    try {
      await tusUploads.sweepExpired();
      await uploadStorage.sweepTemp(UPLOAD_SWEEP_INTERVAL_MS * 24);
    } catch (error) {
      app.log.warn({ err: error }, 'limpeza de envios expirados falhou');
    }
  };
  const sweepTimer = setInterval(() => void sweepUploads(), UPLOAD_SWEEP_INTERVAL_MS).unref();
  app.addHook('onReady', sweepUploads);
  app.addHook('onClose', async () => clearInterval(sweepTimer));
  // Scheduled re-registration campaigns are announced to their people on their first day.
  scheduleOpeningAnnouncements(app, db, hub);

  const secondFactorService = createSecondFactorService({ db, config, log: app.log, now: clock });
  const fundClock: Clock = clock ? () => new Date(clock()) : systemClock;
  const authService = createAuthService({ db, config, mailer, realtime: hub, log: app.log, secondFactor: secondFactorService });
  await app.register(
    async (api) => {
      registerAccessRules(api, db);
      registerApiFallback(api);
      await api.register(healthRoutes(database, config.appVersion));
      await api.register(authRoutes(authService, { publicRouteRateLimit: config.publicRouteRateLimit }));
      await api.register(secondFactorRoutes(secondFactorService, { rateLimit: config.publicRouteRateLimit }));
      await api.register(planRoutes(createPlanService(db)));
      await api.register(peopleRoutes(db));
      await api.register(profileRoutes(createProfileService(db, fundClock)));
      await api.register(dependantRoutes(createDependantService(db)));
      await api.register(notificationRoutes(createNotificationService(db, hub)));
      const requestService = createRequestService(db, { realtime: hub, mailer, log: app.log });
      await api.register(requestRoutes(requestService));
      await api.register(workflowRoutes(createWorkflowService(db)));
      await api.register(instituteRoutes(createInstituteService(db)));
      await api.register(declarationRoutes(createDeclarationService(db, requestService)));
      await api.register(contributionChoiceRoutes(createContributionChoiceService(db, requestService)));
      await api.register(taxIncentiveRoutes(createTaxIncentiveService(db)));
      await api.register(investmentProfileRoutes(db, requestService));
      await api.register(chatRoutes(createChatService(db, hub)));
      await api.register(settingsRoutes(createSettingsService(db)));
      await api.register(attachmentRoutes(attachmentService, tusUploads));
      await api.register(maintenanceRoutes(createMaintenanceService(db)));
      await api.register(dashboardRoutes(createDashboardService(db, fundClock)));
      const extractService = createExtractService(db, fundClock);
      await api.register(extractRoutes(extractService));
      await api.register(statementRoutes(createStatementService(db)));
      await api.register(onboardingRoutes(createOnboardingService(db, hub)));
      await api.register(cepRoutes(createCepService(db, config.cepProviders, app.log), { rateLimit: config.cepLookupRateLimit }));
      await api.register(collectionRoutes(db));
      await api.register(importRoutes(createContributionImport(db), createPeopleImport(db, { mailer }), { portalUrl: config.portalUrl }));
      await api.register(firstAccessRoutes(createFirstAccessService(db), { publicRouteRateLimit: config.publicRouteRateLimit }));
      await api.register(quotaRoutes(createQuotaService(db)));
      await api.register(indexRoutes(createIndexService(db)));
      const simulationService = createSimulationService(db, fundClock);
      await api.register(simulationRoutes(simulationService, { publicRouteRateLimit: config.publicRouteRateLimit }));
      await api.register(regimeRoutes(createRegimeService(db, { requests: requestService, extracts: extractService, simulations: simulationService }, fundClock)));
      await api.register(exitRoutes(createExitService(db, fundClock)));
      await api.register(loanRoutes(createLoanService(db, requestService)));
      await api.register(electionRoutes(createElectionService(db)));
      await api.register(documentRoutes(createDocumentService(db)));
      await api.register(supplierRoutes(createSupplierService(db)));
      await api.register(newsRoutes(createNewsService(db, uploadStorage)));
      await api.register(reregistrationRoutes(createReregistrationService(db, { mailer, attachments: attachmentService, realtime: hub }), { publicRouteRateLimit: config.publicRouteRateLimit }));
      await api.register(privacyRoutes(createPrivacyService(db)));
      await api.register(invitationRoutes(createInvitationService(db, { mailer }), { portalUrl: config.portalUrl }));
      await api.register(agreementRoutes(createAgreementService(db)));
      await api.register(forcedPasswordChangeRoutes(createForcedPasswordChangeService({ db, mailer, realtime: hub })));
      await api.register(auditRoutes(createAuditService(db)));
      await api.register(emailTemplateRoutes(createEmailTemplateService(db)));
      await api.register(themeRoutes(createThemeService(db, uploadStorage)));
      await api.register(onboardingManagementRoutes(createOnboardingManagementService(db)));
      await api.register(webhookRoutes(db, { url: config.educacaoFinanceiraUrl, secret: config.webhookTokenSecret }));
      api.setNotFoundHandler(() => {
        throw new HttpError(404, MESSAGES.notFound);
      });
    },
    { prefix: '/api' },
  );
  if (web) {
    // Everything that is not /api (whose own catch-all answers in JSON, plugins/api-fallback.ts) or /socket.io is the web's.
    app.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: '/*',
      handler: async (request, reply) => {
        reply.hijack();
        await web(request.raw, reply.raw);
      },
    });
  }
  // Outside /api without a web (an API-only process) Fastify's own 404 would log and answer the URL, query string and
  // its tokens included: this one names neither.
  app.setNotFoundHandler(() => {
    throw new HttpError(404, MESSAGES.notFound);
  });

  return app;
}
