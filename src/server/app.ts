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
import { secondFactorRoutes } from './modules/second-factor/routes';
import { createSecondFactorService } from './modules/second-factor/service';
import { maintenanceRoutes } from './modules/maintenance/routes';
import { createMaintenanceService } from './modules/maintenance/service';
import { dashboardRoutes } from './modules/dashboard/routes';
import { extractRoutes } from './modules/extracts/routes';
import { createExtractService } from './modules/extracts/service';
import { regimeRoutes } from './modules/tax-regime/routes';
import { createRegimeService } from './modules/tax-regime/service';
import { statementRoutes } from './modules/statements/routes';
import { createStatementService } from './modules/statements/service';
import { createDashboardService } from './modules/dashboard/service';
import { webhookRoutes } from './modules/financial-education/routes';
import { collectionRoutes } from './modules/sporadic-contribution/routes';
import { contributionChoiceRoutes } from './modules/contribution-change/routes';
import { createContributionChoiceService } from './modules/contribution-change/service';
import { taxIncentiveRoutes } from './modules/tax-incentive/routes';
import { createTaxIncentiveService } from './modules/tax-incentive/service';
import { onboardingRoutes } from './modules/onboarding/routes';
import { cepRoutes } from './modules/postal-code/routes';
import { chatRoutes } from './modules/chat/routes';
import { createChatService } from './modules/chat/service';
import { settingsRoutes } from './modules/fund-contact/routes';
import { createSettingsService } from './modules/fund-contact/service';
import { declarationRoutes } from './modules/declarations/routes';
import { createDeclarationService } from './modules/declarations/service';
import { investmentProfileRoutes } from './modules/investment-profile/routes';
import { dependantRoutes } from './modules/dependants/routes';
import { createDependantService } from './modules/dependants/service';
import { createCepService } from './modules/postal-code/service';
import { createOnboardingService } from './modules/onboarding/service';
import { registerActingForAudit } from './plugins/acting-for';
import { registerApiFallback } from './plugins/api-fallback';
import { registerAccessRules } from './plugins/access';
import { notificationRoutes } from './modules/notifications/routes';
import { createNotificationService } from './modules/notifications/service';
import { peopleRoutes } from './modules/people/routes';
import { profileRoutes } from './modules/profile/routes';
import { createProfileService } from './modules/profile/service';
import { planRoutes } from './modules/plans/routes';
import { requestRoutes } from './modules/requests/routes';
import { createRequestService } from './modules/requests/service';
import { createPlanService } from './modules/plans/service';
import { healthRoutes } from './modules/health/routes';
import { importRoutes } from './modules/imports/routes';
import { quotaRoutes } from './modules/quota-values/routes';
import { createQuotaService } from './modules/quota-values/service';
import { indexRoutes } from './modules/economic-indexes/routes';
import { createIndexService } from './modules/economic-indexes/service';
import { createContributionImport } from './modules/imports/contribution-import';
import { createPeopleImport } from './modules/imports/people-import';
import { firstAccessRoutes } from './modules/first-access/routes';
import { createFirstAccessService } from './modules/first-access/service';
import { attachmentRoutes } from './modules/attachments/routes';
import { createAttachmentService } from './modules/attachments/service';
import { createTusUploads } from './modules/attachments/tus';
import { MAX_UPLOAD_BYTES } from '@/domain/upload-rules';
import { simulationRoutes } from './modules/benefit-simulator/routes';
import { exitRoutes } from './modules/exit-options/routes';
import { createExitService } from './modules/exit-options/service';
import { createSimulationService } from './modules/benefit-simulator/service';
import { workflowRoutes } from './modules/workflow/routes';
import { createWorkflowService } from './modules/workflow/service';
import { instituteRoutes } from './modules/institutes/routes';
import { createInstituteService } from './modules/institutes/service';
import { loanRoutes } from './modules/loans/routes';
import { createLoanService } from './modules/loans/service';
import { electionRoutes } from './modules/elections/routes';
import { createElectionService } from './modules/elections/service';
import { reregistrationRoutes } from './modules/reregistration/routes';
import { createReregistrationService } from './modules/reregistration/service';
import { scheduleOpeningAnnouncements } from './modules/reregistration/opening';
import { createDiskStorage, type UploadStorage } from './storage/upload-storage';
import { documentRoutes } from './modules/documents/routes';
import { createDocumentService } from './modules/documents/service';
import { supplierRoutes } from './modules/suppliers/routes';
import { createSupplierService } from './modules/suppliers/service';
import { newsRoutes } from './modules/news/routes';
import { privacyRoutes } from './modules/privacy/routes';
import { createPrivacyService } from './modules/privacy/service';
import { forcedPasswordChangeRoutes } from './modules/forced-password-change/routes';
import { createForcedPasswordChangeService } from './modules/forced-password-change/service';
import { auditRoutes } from './modules/audit/routes';
import { themeRoutes } from './modules/themes/routes';
import { createThemeService } from './modules/themes/service';
import { onboardingManagementRoutes } from './modules/onboarding-management/routes';
import { createOnboardingManagementService } from './modules/onboarding-management/service';
import { createAuditService } from './modules/audit/service';
import { createNewsService } from './modules/news/service';
import { invitationRoutes } from './modules/invitations/routes';
import { createInvitationService } from './modules/invitations/service';
import { agreementRoutes } from './modules/agreement/routes';
import { createAgreementService } from './modules/agreement/service';
import { emailTemplateRoutes } from './modules/email-templates/routes';
import { createEmailTemplateService } from './modules/email-templates/service';

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
