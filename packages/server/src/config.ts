/** The environment, parsed once into a typed config object (PRODUCT.md's table). */
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SITE_NAME, SITE_NAME_MAX_LENGTH, isEmail } from '@newsroom/shared';

/** How the outbox's sender paces itself (services/mail/outbox-sender.ts has the defaults); tests shorten them. */
export interface SenderTimings {
  /** How often the outbox is read when nothing wakes the sender (a retry coming due, a message queued on another instance). */
  pollMs: number;
  /** How long a claim holds a message before another sender may take it; renewed before each send. */
  leaseMs: number;
  /** The wait before the first retry; each next one doubles, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** A message not sent this long after it was written is given up (its last try comes at that moment). */
  giveUpAfterMs: number;
  /** Messages claimed at once. */
  batchSize: number;
  /**
   * Messages of a batch on their way at once, each on its own SMTP connection. One at a time, each message waits for
   * every reply of its SMTP exchange in turn (on loopback, 150 ms a message: 1,000 alerts took 149 s).
   */
  concurrency: number;
  /**
   * How long a sent or given-up message stays in the outbox (its page, its links) before it is deleted: a reset
   * link or an invitation in it is someone's key, and a week is long enough to see that a message went out.
   */
  keepSettledMs: number;
}

/** How the newsletter's fan-out paces itself (modules/newsletters/fan-out.ts has the defaults); tests shorten them. */
export interface FanOutTimings {
  /** Subscribers handed to the outbox in one transaction. */
  batchSize: number;
  /** How often the newsletters are read when nothing wakes the worker (one made on another instance). */
  pollMs: number;
  /** How long a claim holds a newsletter; renewed with each batch. */
  leaseMs: number;
}

/** How the breaking news alerts' sender paces itself (modules/push/alert-sender.ts has the defaults); tests shorten them. */
export interface PushSenderTimings {
  /** How often the alerts are read when nothing wakes the sender (a scheduled story's time, another instance's alert). */
  pollMs: number;
  /** How long a claim holds an alert before another instance may take it over; renewed after each batch. */
  leaseMs: number;
  /** Devices read at once, in id order; the cursor moves past them when all were tried. */
  batchSize: number;
  /** Sends on their way at once. */
  concurrency: number;
  /** Tries of one device before its alert is given up (a 429, a 5xx, no answer); a 404 or 410 ends at once. */
  tries: number;
  /** The wait before the second try; each next one doubles. */
  retryBaseMs: number;
  /** How long one try waits for the push service. */
  timeoutMs: number;
}

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const JWT_SECRET_MIN_BYTES = 32;

/** MAIL_FROM as `newsroom@school.edu` or `School News <newsroom@school.edu>` (quotes around the name allowed). */
const MAIL_FROM_PATTERN = /^(?:"?([^"<>]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))$/;

export function parseMailFrom(value: string): { name?: string; address: string } | undefined {
  const match = MAIL_FROM_PATTERN.exec(value);
  const address = match?.[2] ?? match?.[3];
  if (!address || !isEmail(address)) return undefined;
  const name = match?.[1]?.trim();
  return name ? { name, address } : { address };
}

/** An origin only (`https://news.school.edu`): the site is served at its root, so a link is this plus a path. */
function isPublicOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash && !url.username;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  PORT: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int().min(0).max(65535).default(8080),
  ),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  ADMIN_USERNAME: z.string().default('admin'),
  ADMIN_PASSWORD: optionalText,
  ADMIN_EMAIL: z.string().default('admin@example.com'),
  ADMIN_FULLNAME: z.string().default('Administrator'),
  // HS256 with a key shorter than its 32-byte hash is guessable offline from any one token.
  JWT_SECRET: optionalText.refine((value) => value === undefined || Buffer.byteLength(value) >= JWT_SECRET_MIN_BYTES, {
    message: `must be at least ${JWT_SECRET_MIN_BYTES} bytes long (generate one with: openssl rand -base64 48), or unset to let the server keep one in the database`,
  }),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 60 * 60),
  TRUST_PROXY: optionalText,
  PUBLIC_WRITE_LIMIT: z.coerce.number().int().positive().default(30),
  COMMENT_INTERVAL_SECONDS: z.coerce.number().positive().max(3600).default(15),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText,
  AI_MODEL: z.string().default('gpt-4o-mini'),
  // The school's clock, not the machine's: a server abroad or in a UTC container still files stories by Manila's days.
  TIME_ZONE: optionalText.transform((value) => value ?? 'Asia/Manila').refine(isTimeZone, 'is not a known time zone'),
  // Below the usual 30-60 s idle timeouts of proxies and load balancers, so they keep a quiet stream open.
  NOTIFICATION_HEARTBEAT_SECONDS: z.coerce.number().positive().max(3600).default(25),
  // Media in an S3-compatible bucket when S3_BUCKET is set; DATA_DIR/media otherwise.
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  // Image addresses in answers: this base followed by the store's key (a public bucket or a CDN) instead of /media/...
  MEDIA_PUBLIC_URL: optionalText.refine((value) => value === undefined || /^https?:\/\/[^\s]+$/.test(value), {
    message: 'must be an http(s) address, e.g. https://media.school.example',
  }),
  // When set, GET /metrics asks for `Authorization: Bearer <METRICS_TOKEN>`; unset, it answers only to this machine.
  METRICS_TOKEN: optionalText,
  // How long a stopping instance keeps serving while /ready answers 503, so a load balancer stops sending it requests
  // before it closes. 0 (local use) closes at once; behind a load balancer, a few of its health-check intervals.
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
  // Searches, first renders of pages and summaries run in this many worker threads (0: on the event loop). Each
  // holds its own heap (the page renderer, about 50-60 MB at work), so the default is one whatever the cores: on two
  // cores one thread beside the event loop served the bench's mix as fast as two, in 60 MB less (README, limits).
  WORK_THREADS: z.coerce.number().int().min(0).max(64).default(1),
  // How many of them may wait for a thread; the next gets a 503 with Retry-After at once.
  WORK_QUEUE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(64),
  // The public cache's size in MB (answers kept ready with their compressed forms), the largest cache of the server.
  PUBLIC_CACHE_MB: z.coerce.number().min(1).max(4096).default(16),
  // Real mail through this server (nodemailer); unset, every message is written to DATA_DIR/outbox/ as an .eml file.
  SMTP_URL: optionalText.refine((value) => value === undefined || /^smtps?:\/\/\S+$/.test(value), {
    message: 'must be smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465 (TLS)',
  }),
  // The sender of every message; unset, the site's name at newsroom@ the host of PUBLIC_URL.
  MAIL_FROM: optionalText.refine((value) => value === undefined || parseMailFrom(value) !== undefined, {
    message: 'must be an address, or a name and an address: School Newsroom <newsroom@school.edu>',
  }),
  // The only origin written into the links of e-mails: never a request's Host header, which a client can forge.
  PUBLIC_URL: optionalText
    .transform((value) => (value ?? 'http://localhost:8080').replace(/\/+$/, ''))
    .refine(isPublicOrigin, 'must be the http(s) address the site is reached at, without a path: https://news.school.edu'),
  // Who runs this site, told to the push services with every alert (VAPID's subject): a mailto: or an https address.
  VAPID_SUBJECT: optionalText.refine((value) => value === undefined || /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(value), {
    message: 'must be mailto:someone@school.edu or an https address',
  }),
  // Our own video (issue 27): the largest upload in MB, the longest video in minutes, how many are processed at once
  // (each FFmpeg run takes a core's worth of work at low priority), and whether the original file is kept for an ADMIN.
  VIDEO_MAX_MB: z.coerce.number().int().positive().max(1_048_576).default(2048),
  VIDEO_MAX_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(60),
  VIDEO_JOBS: z.coerce.number().int().min(1).max(16).default(1),
  VIDEO_KEEP_ORIGINAL: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((value) => value !== 'false' && value !== '0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalText,
  // The site's name on its first start only; from then on an ADMIN changes it in the site settings.
  SITE_NAME: optionalText
    .transform((value) => value ?? DEFAULT_SITE_NAME)
    .refine((value) => value.length <= SITE_NAME_MAX_LENGTH, `must be ${SITE_NAME_MAX_LENGTH} characters or less`),
});

/** Trust every hop, these proxy addresses, or (a function) the nearest `n` hops. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** `:memory:` keeps SQLite in memory (tests); otherwise a file under dataDir. */
  sqlitePath: string;
  databaseUrl?: string;
  admin: { username: string; password?: string; email: string; fullname: string };
  jwtSecret?: string;
  tokenTtlSeconds: number;
  trustProxy: TrustProxy;
  publicWriteLimit: number;
  /** PRODUCT.md's one comment per visitor per 15 seconds; shorter only where a test must not wait. */
  commentIntervalMs: number;
  ai: { apiKey?: string; baseUrl?: string; model: string };
  logLevel: string;
  shutdownDrainSeconds: number;
  metricsToken?: string;
  /** Image addresses under this base (no trailing slash) instead of same-origin /media/... */
  mediaPublicUrl?: string;
  /** Where media files live: an S3-compatible bucket, or DATA_DIR/media when absent. */
  s3?: { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };
  /** The school's time zone (IANA name): the month search's months, daily views' days, notification and page dates. */
  timeZone: string;
  /** The built web app; when absent the API still runs and `/` says the web app is not built. */
  webDistDir: string;
  /** The name a new site starts with (SITE_NAME); the stored site settings win once they exist. */
  siteName: string;
  /**
   * How often an open notification stream sends a comment line, and checks that its session still holds (it may
   * have ended on another instance).
   */
  notificationHeartbeatMs: number;
  /** The heavy work's threads and line (services/work-pool). */
  heavyWork: {
    threads: number;
    maxWaiting: number;
    /** Tests only, never from the environment: each task first blocks its thread this long, as a slow query would. */
    blockEachTaskMs?: number;
  };
  /** The public cache's budget in bytes (PUBLIC_CACHE_MB). */
  publicCacheBytes: number;
  /** The origin of every link in an e-mail (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  mail: {
    /** Absent: messages are written to `outboxDir` instead of sent. */
    smtpUrl?: string;
    /** MAIL_FROM; absent, the site's name at newsroom@ the host of publicUrl. */
    from?: { name?: string; address: string };
    /** DATA_DIR/outbox: where messages go as .eml files without an SMTP server. */
    outboxDir: string;
    /** Tests only, never from the environment: the sender's pace (services/mail/outbox-sender.ts has the defaults). */
    senderTimings?: Partial<SenderTimings>;
    /**
     * Tests only, never from the environment: the daily summary's clock (the real one by default) and how often its
     * schedule wakes (each minute by default), so a test can make it 07:00 without waiting for it.
     */
    alertSummary?: { clock?: () => Date; wakeMs?: number };
    /**
     * Tests and benches only, never from the environment: the newsletter fan-out's pace (modules/newsletters/fan-out.ts
     * has the defaults), and the weekly digest's clock and how often its schedule wakes.
     */
    newsletters?: { timings?: Partial<FanOutTimings>; clock?: () => Date; wakeMs?: number };
  };
  /** Our own video (issue 27): the tus uploads and the processing jobs (modules/videos). */
  video: {
    /** VIDEO_MAX_MB in bytes: the largest upload. */
    maxBytes: number;
    /** VIDEO_MAX_MINUTES: a longer video is refused when it is probed. */
    maxMinutes: number;
    /** VIDEO_JOBS: videos processed at once. */
    jobs: number;
    /** VIDEO_KEEP_ORIGINAL: keep the uploaded file for an ADMIN to download, or delete it once processed. */
    keepOriginal: boolean;
  };
  push: {
    /** VAPID_SUBJECT; by default mailto: MAIL_FROM's address, or newsroom@ the host of PUBLIC_URL. */
    subject: string;
    /** Tests only, never from the environment: the sender's pace (modules/push/alert-sender.ts has the defaults). */
    senderTimings?: Partial<PushSenderTimings>;
    /**
     * Tests only, never from the environment: devices may name a plain-http push service on this machine (a test's
     * own). A public site would otherwise let anyone make it post to its own loopback ports.
     */
    loopbackHttp?: boolean;
  };
}

/**
 * true/yes trusts every proxy; a number trusts that many hops (`1`: one nginx in front, so the client is the
 * right-most X-Forwarded-For entry whatever the client wrote before it); anything else lists proxy addresses.
 */
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (!value || ['0', 'false', 'no'].includes(value.toLowerCase())) return false;
  if (['true', 'yes'].includes(value.toLowerCase())) return true;
  if (/^\d+$/.test(value)) {
    // Fastify 5 ignores a plain number (it cannot check the peer), so the hop count is a function of ours: it
    // trusts whoever connects to be the proxy, which is why the server must then be reachable only through it.
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const mailFrom = e.MAIL_FROM ? parseMailFrom(e.MAIL_FROM) : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    sqlitePath: path.join(dataDir, 'newsroom.sqlite'),
    databaseUrl: e.DATABASE_URL,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL, fullname: e.ADMIN_FULLNAME },
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    publicWriteLimit: e.PUBLIC_WRITE_LIMIT,
    commentIntervalMs: Math.round(e.COMMENT_INTERVAL_SECONDS * 1000),
    ai: { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.AI_MODEL },
    logLevel: e.LOG_LEVEL,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    mediaPublicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    timeZone: e.TIME_ZONE,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.resolve(import.meta.dirname, '../../web/dist'),
    siteName: e.SITE_NAME,
    notificationHeartbeatMs: Math.round(e.NOTIFICATION_HEARTBEAT_SECONDS * 1000),
    heavyWork: { threads: e.WORK_THREADS, maxWaiting: e.WORK_QUEUE_LIMIT },
    publicCacheBytes: Math.round(e.PUBLIC_CACHE_MB * 1024 * 1024),
    publicUrl: e.PUBLIC_URL,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: mailFrom,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    video: {
      maxBytes: e.VIDEO_MAX_MB * 1024 * 1024,
      maxMinutes: e.VIDEO_MAX_MINUTES,
      jobs: e.VIDEO_JOBS,
      keepOriginal: e.VIDEO_KEEP_ORIGINAL,
    },
    push: { subject: e.VAPID_SUBJECT ?? `mailto:${mailFrom?.address ?? `newsroom@${new URL(e.PUBLIC_URL).hostname}`}` },
  };
}
