import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';

const SmtpSecure = z.enum(['STARTTLS', 'SSL', 'NONE']);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(16).optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  ADMIN_NAME: z.string().optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().positive().optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_SECURE: SmtpSecure.optional(),
  SMTP_FROM: z.string().optional(),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  /** Lower cost only for tests; production keeps the default. */
  BCRYPT_ROUNDS: z.coerce.number().int().min(4).max(15).default(11),
  /** The demo catalogue on an empty database; SEED_DEMO=false skips it. */
  SEED_DEMO: z
    .string()
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /**
   * Official certificates are printed when validated or acknowledged, so downloads and evidence
   * packs read the kept file; CERTIFICATE_PDF_AHEAD=false prints on first download only.
   */
  CERTIFICATE_PDF_AHEAD: z
    .string()
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /** Webhooks may call private and loopback addresses, over http too (tests, on-premise intranets). */
  WEBHOOKS_ALLOW_PRIVATE: z
    .string()
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  /** Company identity providers may be reached over plain http (tests, an on-premise IdP on a closed network). */
  SSO_ALLOW_HTTP: z
    .string()
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  /** `Authorization: Bearer <METRICS_TOKEN>` reads /metrics without an admin session (Prometheus). */
  METRICS_TOKEN: z.string().min(16).optional(),
  PORTAL_DIST: z.string().optional(),
  SDK_DIST: z.string().optional(),
});

export type SmtpSecureMode = z.infer<typeof SmtpSecure>;

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string;
  publicUrl: string;
  jwtSecret: string;
  admin: { email?: string; password?: string; name: string };
  smtp: { host?: string; port: number; user?: string; password?: string; secure: SmtpSecureMode; from: string };
  chromiumPath: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  trustProxy: boolean;
  bcryptRounds: number;
  portalDist: string;
  sdkDist: string;
  uploadsDir: string;
  seedDemo: boolean;
  certificatePdfAhead: boolean;
  webhooksAllowPrivate: boolean;
  ssoAllowHttp: boolean;
  metricsToken?: string;
}

/** The JWT secret from the env, else one generated on first start and kept in DATA_DIR. */
function jwtSecretFor(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads the environment once at start; an invalid value stops the process with one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset (`FOO= npm start`, compose files with blank values).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Configuração inválida: ${issue?.path.join('.')} — ${issue?.message}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const port = e.PORT;
  const smtpSecure = e.SMTP_SECURE ?? (e.SMTP_PORT === 465 ? 'SSL' : e.SMTP_PORT === 25 ? 'NONE' : 'STARTTLS');
  return {
    port,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'trilha.sqlite')}`,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    jwtSecret: jwtSecretFor(dataDir, e.JWT_SECRET),
    admin: { email: e.ADMIN_EMAIL?.toLowerCase(), password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME ?? 'Administrador' },
    smtp: {
      host: e.SMTP_HOST,
      port: e.SMTP_PORT ?? 587,
      user: e.SMTP_USER,
      password: e.SMTP_PASSWORD,
      secure: smtpSecure,
      from: e.SMTP_FROM ?? 'Trilha Segura <nao-responda@trilhasegura.com.br>',
    },
    chromiumPath: e.CHROMIUM_PATH,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    bcryptRounds: e.BCRYPT_ROUNDS,
    portalDist: path.resolve(e.PORTAL_DIST ?? path.join(repoRoot, 'portal', 'dist')),
    sdkDist: path.resolve(e.SDK_DIST ?? path.join(repoRoot, 'sdk', 'dist')),
    uploadsDir: path.join(dataDir, 'uploads'),
    seedDemo: e.SEED_DEMO,
    certificatePdfAhead: e.CERTIFICATE_PDF_AHEAD,
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE,
    ssoAllowHttp: e.SSO_ALLOW_HTTP,
    metricsToken: e.METRICS_TOKEN,
  };
}
