import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The only reader of process.env (conventions.md): validated once, with embedded defaults. */
export interface Config {
  port: number;
  host: string;
  isProduction: boolean;
  /** PostgreSQL connection string; absent → embedded PGlite under dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  /** Attachments (and, under .parciais, unfinished uploads) with the local-folder driver; default `<dataDir>/uploads`. */
  uploadDir: string;
  /**
   * The S3-compatible bucket that holds the attachments instead of uploadDir (STORAGE=s3, or S3_BUCKET set): AWS S3,
   * MinIO and the like (src/server/storage/s3-storage.ts). null = the local folder.
   */
  s3: S3Settings | null;
  /** Seed the demo accounts when the database is empty. */
  seedDemo: boolean;
  /** Serve only /api and /socket.io, no web (a fund that hosts the API apart). */
  apiOnly: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  redisUrl: string | null;
  logLevel: string;
  sessionTtlSeconds: number;
  loginMaxFailuresPerCpf: number;
  loginMaxFailuresPerIp: number;
  loginFailureWindowSeconds: number;
  /** Requests per minute per IP on the public authentication routes. */
  publicRouteRateLimit: number;
  trustProxy: boolean;
  appVersion: string;
  /** External "Educação Financeira" site; its link carries a short-lived token signed with webhookTokenSecret. */
  educacaoFinanceiraUrl: string | null;
  /** Postal-code providers tried in order, `{cep}` in each address; ViaCEP and BrasilAPI answers are understood. */
  cepProviders: string[];
  cepLookupRateLimit: number;
  webhookTokenSecret: string;
  /**
   * The portal's public address (PORTAL_URL), written in e-mails that participants cause to be sent to other people
   * (invitations): never taken from the request's Host header, which the sender controls. Absent → the request's origin.
   */
  portalUrl: string | null;
  /**
   * The operations team's metrics at GET /metrics in the Prometheus format, for `Authorization: Bearer <METRICS_TOKEN>`
   * (at least 32 characters); absent = no /metrics (src/server/observability/metrics.ts).
   */
  metricsToken: string | null;
  /**
   * How long the way out on SIGTERM may take (src/server/shutdown.ts): requests in flight, running jobs and closing the
   * database all fit in it; an orchestrator's grace period (Kubernetes' terminationGracePeriodSeconds) must be longer.
   */
  shutdownTimeoutSeconds: number;
  /** Administrators must sign in with a second factor (TOTP); one who has not enrolled is refused. */
  adminTotpRequired: boolean;
  /** Seals the TOTP secrets at rest (AES-256-GCM); absent = stored as they are. */
  totpEncryptionKey: string | null;
  /** Issuer shown above the code in authenticator apps. */
  totpIssuer: string;
  /**
   * The background jobs (src/server/jobs): retries of a failed job, the first one's delay (then doubling), how often an
   * idle worker polls; how long a try may run before it is taken for lost (a process killed with the job in hand) and
   * how often the queue looks for those to retry them (JOB_EXPIRE_SECONDS, JOB_MAINTENANCE_SECONDS; both 120 s).
   */
  jobs: { retryLimit: number; retryDelaySeconds: number; pollingIntervalSeconds: number; expireInSeconds?: number; maintenanceIntervalSeconds?: number };
  /** SMS notices through an HTTP provider in Zenvia's format (SMS_PROVIDER_URL, _TOKEN, SMS_SENDER); null = channel off. */
  sms: { url: string; token: string; sender: string; timeoutMs: number } | null;
  /**
   * WhatsApp notices through the WhatsApp Business Cloud API (WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TOKEN; WHATSAPP_API_URL
   * for another host or version); approved template names per notice kind (WHATSAPP_TEMPLATES `tipo=nome,…`, default
   * `portal_<tipo>`); null = channel off. Its status webhook (delivered, read, failed) needs WHATSAPP_APP_SECRET (the
   * signature of each call) and WHATSAPP_VERIFY_TOKEN (Meta's subscription check); without them it answers 404.
   */
  whatsapp: {
    apiUrl: string;
    phoneNumberId: string;
    token: string;
    templates: Record<string, string>;
    language: string;
    timeoutMs: number;
    appSecret: string | null;
    verifyToken: string | null;
  } | null;
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** Another server than AWS (MinIO, Ceph, Garage…), e.g. http://minio:9000; null = AWS S3 of the region. */
  endpoint: string | null;
  /** Bucket in the path (http://host/bucket/key) rather than in the host name; what MinIO expects. */
  forcePathStyle: boolean;
  /** null = the AWS SDK's default chain (AWS_ACCESS_KEY_ID…, a shared profile, the instance's or the pod's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

function readInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} deve ser um número inteiro não negativo (recebido: ${raw}).`);
  return value;
}

function readBoolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'sim'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'nao', 'não'].includes(raw.toLowerCase())) return false;
  throw new Error(`${name} deve ser true ou false (recebido: ${raw}).`);
}

function readUrl(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${name} não é um endereço válido.`);
  }
  if (!protocols.includes(parsed.protocol)) throw new Error(`${name} deve começar com ${protocols.join(' ou ')}`);
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const isProduction = env.NODE_ENV === 'production';
  const databaseUrl = readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  const seedDemo = readBoolean(env, 'SEED_DEMO', !isProduction);
  const config: Config = {
    port: readInteger(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    isProduction,
    databaseUrl,
    dataDir,
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    s3: readS3Settings(env),
    // Demo data never lands in production unless asked (SEED_DEMO=true); `npm start` asks for it on the embedded default.
    seedDemo,
    apiOnly: readBoolean(env, 'API_ONLY', false),
    smtpUrl: readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Portal do Participante <nao-responda@portal.local>',
    redisUrl: readUrl(env, 'REDIS_URL', ['redis:', 'rediss:']),
    logLevel: env.LOG_LEVEL || 'info',
    sessionTtlSeconds: readInteger(env, 'SESSION_TTL_SECONDS', 3600),
    loginMaxFailuresPerCpf: readInteger(env, 'LOGIN_MAX_FAILURES_PER_CPF', 10),
    loginMaxFailuresPerIp: readInteger(env, 'LOGIN_MAX_FAILURES_PER_IP', 100),
    loginFailureWindowSeconds: readInteger(env, 'LOGIN_FAILURE_WINDOW_SECONDS', 900),
    publicRouteRateLimit: readInteger(env, 'PUBLIC_ROUTE_RATE_LIMIT', 120),
    trustProxy: readBoolean(env, 'TRUST_PROXY', false),
    appVersion: readPackageVersion(),
    educacaoFinanceiraUrl: readUrl(env, 'EDUCACAO_FINANCEIRA_URL', ['https:', 'http:']),
    cepProviders: readProviders(env, 'CEP_PROVIDERS', ['https://viacep.com.br/ws/{cep}/json/', 'https://brasilapi.com.br/api/cep/v1/{cep}']),
    cepLookupRateLimit: readInteger(env, 'CEP_LOOKUP_RATE_LIMIT', 30),
    webhookTokenSecret: readSecret(env, 'WEBHOOK_TOKEN_SECRET', Boolean(env.EDUCACAO_FINANCEIRA_URL)),
    portalUrl: readUrl(env, 'PORTAL_URL', ['https:', 'http:'])?.replace(/\/+$/, '') ?? null,
    metricsToken: readOptionalSecret(env, 'METRICS_TOKEN'),
    shutdownTimeoutSeconds: Math.max(1, readInteger(env, 'SHUTDOWN_TIMEOUT_SECONDS', 25)),
    // A real fund (production without the demo data) asks every administrator for the second factor; the demo's Ana
    // has none, so the demo signs in as it always did.
    adminTotpRequired: readBoolean(env, 'ADMIN_TOTP_REQUIRED', isProduction && !seedDemo),
    totpEncryptionKey: readOptionalSecret(env, 'TOTP_ENCRYPTION_KEY'),
    totpIssuer: (env.TOTP_ISSUER || 'Portal do Participante').slice(0, 60),
    jobs: {
      retryLimit: readInteger(env, 'JOB_RETRY_LIMIT', 5),
      retryDelaySeconds: Math.max(1, readInteger(env, 'JOB_RETRY_DELAY_SECONDS', 30)),
      pollingIntervalSeconds: Math.max(1, readInteger(env, 'JOB_POLLING_SECONDS', 2)),
      expireInSeconds: Math.max(1, readInteger(env, 'JOB_EXPIRE_SECONDS', 120)),
      maintenanceIntervalSeconds: Math.max(1, readInteger(env, 'JOB_MAINTENANCE_SECONDS', 120)),
    },
    sms: readSmsProvider(env),
    whatsapp: readWhatsAppProvider(env),
  };
  return { ...config, ...overrides };
}

function readSmsProvider(env: NodeJS.ProcessEnv): Config['sms'] {
  const url = readUrl(env, 'SMS_PROVIDER_URL', ['https:', 'http:']);
  if (!url) return null;
  if (!env.SMS_PROVIDER_TOKEN) throw new Error('SMS_PROVIDER_TOKEN é obrigatório quando SMS_PROVIDER_URL está definido.');
  return { url, token: env.SMS_PROVIDER_TOKEN, sender: (env.SMS_SENDER || 'Portal').slice(0, 40), timeoutMs: providerTimeout(env) };
}

function readWhatsAppProvider(env: NodeJS.ProcessEnv): Config['whatsapp'] {
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID;
  if (!phoneNumberId) return null;
  if (!/^\d+$/.test(phoneNumberId)) throw new Error('WHATSAPP_PHONE_NUMBER_ID deve ter só dígitos.');
  if (!env.WHATSAPP_TOKEN) throw new Error('WHATSAPP_TOKEN é obrigatório quando WHATSAPP_PHONE_NUMBER_ID está definido.');
  const templates: Record<string, string> = {};
  for (const pair of (env.WHATSAPP_TEMPLATES ?? '').split(',').filter((item) => item.trim())) {
    const [tipo, nome] = pair.split('=').map((part) => part.trim());
    if (!tipo || !nome) throw new Error(`WHATSAPP_TEMPLATES: "${pair}" deve ser tipo=nome.`);
    templates[tipo] = nome;
  }
  return {
    apiUrl: (readUrl(env, 'WHATSAPP_API_URL', ['https:', 'http:']) ?? 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
    phoneNumberId,
    token: env.WHATSAPP_TOKEN,
    templates,
    language: env.WHATSAPP_TEMPLATE_LANGUAGE || 'pt_BR',
    timeoutMs: providerTimeout(env),
    appSecret: env.WHATSAPP_APP_SECRET || null,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN || null,
  };
}

/** STORAGE=disco|s3 (default: s3 when S3_BUCKET is set); the bucket's settings, checked before anything starts. */
function readS3Settings(env: NodeJS.ProcessEnv): S3Settings | null {
  const driver = (env.STORAGE || (env.S3_BUCKET ? 's3' : 'disco')).toLowerCase();
  if (driver !== 'disco' && driver !== 's3') throw new Error(`STORAGE deve ser disco ou s3 (recebido: ${env.STORAGE}).`);
  if (driver === 'disco') return null;
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new Error('S3_BUCKET é obrigatório quando STORAGE=s3 (o nome do bucket dos anexos).');
  // The naming rules of S3 (and MinIO): 3 to 63 lowercase letters, digits, dots and hyphens, a letter or digit at each end.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`S3_BUCKET não é um nome de bucket válido (3 a 63 letras minúsculas, dígitos, pontos e hífens): ${bucket}`);
  const endpoint = readUrl(env, 'S3_ENDPOINT', ['https:', 'http:']);
  const accessKeyId = env.S3_ACCESS_KEY_ID || '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || '';
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Defina S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY juntos, ou nenhum dos dois para usar as credenciais padrão da AWS (variáveis AWS_*, perfil ou papel da instância).');
  }
  const region = env.S3_REGION || 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) throw new Error(`S3_REGION não é uma região válida (ex.: sa-east-1): ${region}`);
  return {
    bucket,
    region,
    endpoint: endpoint?.replace(/\/+$/, '') ?? null,
    // Servers other than AWS mostly want the bucket in the path; AWS itself prefers it in the host name.
    forcePathStyle: readBoolean(env, 'S3_FORCE_PATH_STYLE', endpoint !== null),
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : null,
  };
}

/** How long an SMS or WhatsApp provider may take to answer before the try counts as failed (and is retried). */
function providerTimeout(env: NodeJS.ProcessEnv): number {
  return Math.max(100, readInteger(env, 'PROVIDER_TIMEOUT_MS', 10_000));
}

/** The portal's address in what it sends with no request to take it from (scheduled e-mails): PORTAL_URL, or this server. */
export function portalOrigin(config: Pick<Config, 'portalUrl' | 'port'>): string {
  return config.portalUrl ?? `http://localhost:${config.port}`;
}

function readPackageVersion(): string {
  try {
    return (JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

/** A shared secret of at least 32 characters; when nothing needs it to be shared, a random one per process. */
function readSecret(env: NodeJS.ProcessEnv, name: string, isRequired: boolean): string {
  const raw = env[name];
  if (raw) {
    if (raw.length < 32) throw new Error(`${name} deve ter pelo menos 32 caracteres.`);
    return raw;
  }
  if (isRequired) throw new Error(`${name} é obrigatório quando EDUCACAO_FINANCEIRA_URL está definido.`);
  return randomBytes(32).toString('hex');
}

function readOptionalSecret(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  if (!raw) return null;
  if (raw.length < 32) throw new Error(`${name} deve ter pelo menos 32 caracteres.`);
  return raw;
}

function readProviders(env: NodeJS.ProcessEnv, name: string, fallback: string[]): string[] {
  const raw = env[name];
  if (!raw) return fallback;
  const providers = raw.split(',').map((item) => item.trim()).filter(Boolean);
  for (const provider of providers) {
    if (!provider.includes('{cep}') || !/^https?:\/\//.test(provider)) throw new Error(`${name}: cada endereço deve começar com http(s):// e conter {cep} (recebido: ${provider}).`);
  }
  return providers;
}
