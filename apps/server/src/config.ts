import path from 'node:path';
import { z } from 'zod';
import { FhirProfileSchema } from '@asha/contracts';
import { defaultWorkerConcurrency } from './queue/concurrency.js';

/**
 * The one place configuration is read. A bad value stops start-up with the
 * names of the bad fields. Everything has an embedded default so `npm start` needs no setup.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

  DATABASE_URL: z.url().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),

  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),

  /** Signs local storage URLs and derives the API-key encryption key. Generated once into DATA_DIR when absent. */
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),

  WORKER: z.enum(['inline', 'off']).default('inline'),
  /** Jobs a worker process runs at once; default from the machine's cores and memory (queue/concurrency.ts). */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Transcriptions a process runs at once on a local speech engine (it uses every core by itself). */
  SPEECH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** A running job's heartbeat; a job whose worker died is handed to another after about this long. */
  QUEUE_HEARTBEAT_SEC: z.coerce.number().int().min(10).max(3600).default(30),
  /** Live recordings a worker process follows at once (each mostly waits for its next chunk). */
  LIVE_RECORDINGS: z.coerce.number().int().min(1).max(256).default(16),
  /** GET /metrics on the public port answers only this bearer token; unset, it answers 404. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** A port of its own for GET /metrics (no token), on METRICS_HOST: how a worker process is scraped. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(200 * 1024 * 1024),
  /** How often workers look for finished uploads that no request announced (all of S3's). */
  UPLOAD_SWEEP_SEC: z.coerce.number().int().min(1).max(3600).default(30),
  SIGNED_URL_TTL_SEC: z.coerce
    .number()
    .int()
    .min(10)
    .max(7 * 24 * 3600)
    .default(900),

  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_IDENTITY_PROVIDER: z.string().optional(),
  OIDC_LOGOUT_URL: z.url().optional(),
  /** Embedded sign-in: the first clinician account created on first start. */
  SEED_CLINICIAN_EMAIL: z.email().optional(),
  SEED_CLINICIAN_PASSWORD: z.string().min(10, 'SEED_CLINICIAN_PASSWORD must be at least 10 characters').optional(),
  SEED_CLINICIAN_NAME: z.string().max(200).optional(),

  /**
   * Proxies in front of the app whose X-Forwarded-For may be believed: a hop count (`1`) or a
   * comma-separated list of addresses or CIDRs. Unset, the header is ignored, so a client cannot
   * pick the address the sign-in throttle and the audit trail see.
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d{1,2}|[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*)$/,
      'TRUST_PROXY must be a hop count or a comma-separated list of addresses or CIDRs',
    )
    .optional(),
  /** Minutes without use after which the browser signs the clinician out (a warning comes a minute before). */
  IDLE_TIMEOUT_MIN: z.coerce
    .number()
    .int()
    .min(2)
    .max(24 * 60)
    .default(15),
  /** Recordings older than this many days are deleted (transcripts and reports stay); unset keeps them. */
  RETENTION_AUDIO_DAYS: z.coerce.number().int().min(1).max(36500).optional(),
  /** How long a deleted patient or consultation can still be restored before its rows and files are purged. */
  DELETE_UNDO_SEC: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 3600)
    .default(30),
  /** Hours after which abandoned or refused uploads and interrupted temporary files are removed. */
  UPLOAD_CLEANUP_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24),

  NEWSLETTER_URL: z.url().optional(),
  /** Where the built web app is served from (default apps/web/dist). */
  WEB_DIST_DIR: z.string().optional(),

  /** Speech: auto = whisper.cpp when a model is in MODELS_DIR, else OpenAI when OPENAI_API_KEY is set. */
  SPEECH_ENGINE: z.enum(['auto', 'whisper', 'openai']).default('auto'),
  /** A model name from `npm run models -- list` or a path to a ggml file. */
  WHISPER_MODEL: z.string().optional(),
  WHISPER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** Speech, report and speaker models; default DATA_DIR/models. */
  MODELS_DIR: z.string().optional(),
  OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_TRANSCRIBE_MODEL: z.string().default('whisper-1'),
  /**
   * Report writing: auto = the clinician's key or OPENAI_API_KEY, else a local GGUF model
   * (LLAMA_MODEL_PATH or the models folder), else none = the built-in writer.
   */
  LLM_ENGINE: z.enum(['auto', 'none', 'openai', 'llama']).default('auto'),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).optional(),
  LLAMA_MODEL_PATH: z.string().optional(),
  LLAMA_GPU: bool.default(false),
  LLAMA_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** Remove the patient's identifiers from text sent to a remote model. */
  REDACT_REMOTE: bool.default(true),
  /** On first start with no speech engine, download the default whisper model in the background. */
  MODEL_AUTO_PULL: bool.default(true),
  /** On first start, also download the largest permissively licensed report model that fits this machine's memory (opt-in). */
  LLM_AUTO_PULL: bool.default(false),
  /** A JSON list of the clinic's own models (a mirror, a fine-tuned model), added to the built-in catalogue. */
  MODEL_CATALOG: z.string().optional(),

  /** The clinic's name at the head of every printed note and patient copy. */
  CLINIC_NAME: z.string().trim().min(1).max(200).default('Asha Scribe clinic'),
  /** Paper the PDFs are laid out on unless a request asks for the other. */
  PDF_PAPER: z.enum(['a4', 'letter']).default('a4'),
  /** The record system's FHIR R4 base URL (HAPI FHIR, Medplum, an EMR's endpoint); unset, "Send to record" is off. */
  FHIR_BASE_URL: z.url().optional(),
  /** A bearer token the FHIR server expects (sent as Authorization: Bearer …). */
  FHIR_TOKEN: z.string().optional(),
  /** POST the note as a `document` Bundle to [base]/Bundle, or its resources as a `transaction` to [base]. */
  FHIR_SEND_AS: z.enum(['document', 'transaction']).default('document'),
  /** The shape of the document sent: the default R4 document, or ABDM's OP consultation record (India). */
  FHIR_PROFILE: FhirProfileSchema.default('default'),
  /** How long one request to the FHIR server may take before it is tried again. */
  FHIR_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  /**
   * Seconds between the tries of a webhook delivery a record system did not take (no 2xx), one
   * number per retry; after the last it is marked failed. At least 1 s: a try is signed with its
   * second, and two tries in one second would carry the same signature (refused as a replay).
   */
  WEBHOOK_RETRY_SEC: z
    .string()
    .regex(
      /^\d+(\.\d+)?(\s*,\s*\d+(\.\d+)?){0,19}$/,
      'WEBHOOK_RETRY_SEC must be up to 20 comma-separated seconds, e.g. 5,30,120',
    )
    .default('5,30,120,600,1800')
    .transform((v) => v.split(',').map(Number))
    .refine((l) => l.every((s) => s >= 1 && s <= 86_400), 'WEBHOOK_RETRY_SEC: each wait must be 1 to 86400 seconds'),
  /** How long a webhook receiver may take to answer one try. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(15_000),
  /** Days a finished webhook delivery (delivered, failed or cancelled) and its tries are kept for an admin to read. */
  WEBHOOK_LOG_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
});

export type Env = z.infer<typeof EnvSchema>;

export type Config = Omit<Env, 'MODELS_DIR' | 'WORKER_CONCURRENCY'> & {
  MODELS_DIR: string;
  WORKER_CONCURRENCY: number;
  publicUrl: string;
  /** Fastify's trustProxy from TRUST_PROXY: off, a hop count, or the trusted addresses. */
  trustProxy: false | number | string[];
  dataDir: string;
  webDistDir: string;
};

export class ConfigError extends Error {
  constructor(
    readonly fields: string[],
    message: string,
  ) {
    super(message);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    const fields = parsed.error.issues.map((i) => i.path.join('.'));
    throw new ConfigError(fields, `Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) {
    throw new ConfigError(['S3_BUCKET'], 'Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER=s3');
  }
  if (e.LLM_ENGINE === 'llama' && !e.LLAMA_MODEL_PATH) {
    throw new ConfigError(
      ['LLAMA_MODEL_PATH'],
      'Invalid configuration:\n  LLAMA_MODEL_PATH: required when LLM_ENGINE=llama (a .gguf file)',
    );
  }
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID) {
    throw new ConfigError(
      ['OIDC_CLIENT_ID'],
      'Invalid configuration:\n  OIDC_CLIENT_ID: required when OIDC_ISSUER is set',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    ...e,
    publicUrl,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    WORKER_CONCURRENCY: e.WORKER_CONCURRENCY ?? defaultWorkerConcurrency(),
    dataDir: path.resolve(e.DATA_DIR),
    MODELS_DIR: path.resolve(e.MODELS_DIR ?? path.join(e.DATA_DIR, 'models')),
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.resolve(import.meta.dirname, '../../web/dist'),
  };
}

function parseTrustProxy(v: string | undefined): Config['trustProxy'] {
  if (!v) return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((s) => s.trim());
}

/** Treat `FOO=` like an unset variable so defaults apply. */
function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((kv): kv is [string, string] => !!kv[1]));
}
