import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { SITE_DEFAULTS } from '../shared/site.ts';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });
const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;
/** an https:// address with a host (a safety contact page) */
function httpsPage(v: string): boolean {
  try {
    const url = new URL(v);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Every environment variable the server reads, with its default. docs/operations.md lists them. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .default('sqlite:./data/matchup.db')
    .refine((v) => /^(sqlite:|postgres:\/\/|postgresql:\/\/)/.test(v), {
      message: 'must be sqlite:<path> or postgres://…',
    }),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,40}$/, 'must be 1-40 letters, digits, _ : . or -')
    .default('mu:'),
  /** how nodes reach each other's sockets through Redis (docs/benchmarks.md: pubsub stays) */
  REDIS_ADAPTER: z
    .enum(['pubsub', 'streams'], { message: 'must be pubsub or streams' })
    .default('pubsub'),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lowercase PostgreSQL identifier')
    .optional(),
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: optionalUrl(['http://', 'https://']),
  ALLOWED_ORIGINS: list,
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | number | string => {
      if (v === 'true') return true;
      if (v === 'false' || v === '') return false;
      return /^\d+$/.test(v) ? Number(v) : v;
    }),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  WEB_DIST: z.string().default('dist/web'),
  STUN_URLS: list,
  TURN_URLS: list,
  TURN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  TURN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(600),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_AUTH_URL: z.string().url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z
    .string()
    .url()
    .default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com/v19.0'),
  AI_BASE_URL: optionalUrl(['http://', 'https://']),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_API_KEY: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  /** how long a call to a contact rings; shorter only for tests */
  CONTACT_RING_MS: z.coerce.number().int().min(1000).max(30_000).default(30_000),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /**
   * age signals from partners' devices (docs/safety.md): off, the app never runs the age model
   * and the server refuses every signal
   */
  AGE_SIGNALS: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  /** concurrent sockets one account may hold on a node (tabs, a reconnect overlapping) */
  SOCKETS_PER_USER: z.coerce.number().int().min(1).max(100).default(3),
  /** concurrent sockets per client address on a node (a household or office shares one) */
  SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),
  /** members whose account e-mail is listed are operators (beside `npm run admin -- grant`) */
  OPERATOR_EMAILS: list
    .refine((v) => v.every((e) => EMAIL.test(e)), {
      message: 'must be a comma-separated list of e-mail addresses',
    })
    .transform((v) => v.map((e) => e.toLowerCase())),
  /** the site's name in the legal pages (the product is "Match Up"; an operator may rebrand) */
  SITE_NAME: z
    .string()
    .trim()
    .min(1)
    .max(60, 'must be at most 60 characters')
    .default(SITE_DEFAULTS.siteName),
  /** where people write about their data (Privacy page, Terms) */
  PRIVACY_EMAIL: z
    .string()
    .trim()
    .email('must be an e-mail address')
    .default(SITE_DEFAULTS.privacyEmail),
  /** where bans are appealed by e-mail; unset: the privacy address */
  APPEALS_EMAIL: z
    .string()
    .trim()
    .email('must be an e-mail address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * where people report illegal content or a risk to a child (docs/safety.md): an e-mail
   * address or an https:// page, shown on the Privacy and Terms pages; unset: none shown
   */
  SAFETY_CONTACT: z
    .string()
    .trim()
    .refine((v) => v === '' || EMAIL.test(v) || httpsPage(v), {
      message: 'must be an e-mail address or an https:// address',
    })
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** retention (docs/operations.md): guests not seen for this many days are deleted */
  RETENTION_GUEST_IDLE_DAYS: z.coerce
    .number({ message: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(3650, 'must be at most 3650 days')
    .default(SITE_DEFAULTS.retention.guestIdleDays),
  /** retention: reports are removed this many days after they were filed */
  RETENTION_REPORT_DAYS: z.coerce
    .number({ message: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(2, 'must be at least 2 days (the ban policy counts the last 24 hours)')
    .max(3650, 'must be at most 3650 days')
    .default(SITE_DEFAULTS.retention.reportDays),
  METRICS: bool.default(true),
  /** who may read /metrics: addresses, CIDRs or loopback/linklocal/uniquelocal; empty: anyone */
  METRICS_ALLOW: list.refine(
    (v) => {
      try {
        proxyAddr.compile(v);
        return true;
      } catch {
        return false;
      }
    },
    { message: 'must be addresses, CIDR ranges, loopback, linklocal or uniquelocal' },
  ),
});

export type Config = z.output<typeof envSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => k in envSchema.shape && v !== undefined),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = present[name];
      return `${name}: ${issue.message}${value !== undefined ? ` (got ${JSON.stringify(value)})` : ''}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const config = result.data;
  if (Boolean(config.TURN_URLS.length) !== Boolean(config.TURN_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  TURN_URLS and TURN_SECRET must be set together',
    );
  }
  return config;
}
