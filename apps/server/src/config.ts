import path from 'node:path';
import { z } from 'zod';

/**
 * The one place configuration is read (issue #2, item 6). A bad value stops start-up with the
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
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(200 * 1024 * 1024),
  SIGNED_URL_TTL_SEC: z.coerce.number().int().min(10).max(7 * 24 * 3600).default(900),

  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_IDENTITY_PROVIDER: z.string().optional(),
  OIDC_LOGOUT_URL: z.url().optional(),
  /** Embedded sign-in (issue #3): the first clinician account created on first start. */
  SEED_CLINICIAN_EMAIL: z.email().optional(),
  SEED_CLINICIAN_PASSWORD: z.string().min(10, 'SEED_CLINICIAN_PASSWORD must be at least 10 characters').optional(),
  SEED_CLINICIAN_NAME: z.string().max(200).optional(),

  NEWSLETTER_URL: z.url().optional(),
  /** Where the built web app is served from (default apps/web/dist). */
  WEB_DIST_DIR: z.string().optional(),

  /** Speech (issue #7): auto = whisper.cpp when a model is in MODELS_DIR, else OpenAI when OPENAI_API_KEY is set. */
  SPEECH_ENGINE: z.enum(['auto', 'whisper', 'openai']).default('auto'),
  /** A model name from `npm run models -- list` or a path to a ggml file. */
  WHISPER_MODEL: z.string().optional(),
  WHISPER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  MODELS_DIR: z.string().default('./data/models'),
  OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_TRANSCRIBE_MODEL: z.string().default('whisper-1'),
  /** Report writing (issues #7, #8): none = the deterministic extractor. */
  LLM_ENGINE: z.enum(['none', 'openai', 'llama']).default('none'),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).optional(),
  LLAMA_MODEL_PATH: z.string().optional(),
  LLAMA_GPU: bool.default(false),
  LLAMA_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** Remove the patient's identifiers from text sent to a remote model. */
  REDACT_REMOTE: bool.default(true),
  /** On first start with no speech engine, download the default whisper model in the background. */
  MODEL_AUTO_PULL: bool.default(true),
});

export type Env = z.infer<typeof EnvSchema>;

export type Config = Env & {
  publicUrl: string;
  dataDir: string;
  webDistDir: string;
};

export class ConfigError extends Error {
  constructor(readonly fields: string[], message: string) {
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
    throw new ConfigError(['LLAMA_MODEL_PATH'], 'Invalid configuration:\n  LLAMA_MODEL_PATH: required when LLM_ENGINE=llama (a .gguf file)');
  }
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID) {
    throw new ConfigError(['OIDC_CLIENT_ID'], 'Invalid configuration:\n  OIDC_CLIENT_ID: required when OIDC_ISSUER is set');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    ...e,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.resolve(import.meta.dirname, '../../web/dist'),
  };
}

/** Treat `FOO=` like an unset variable so defaults apply. */
function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((kv): kv is [string, string] => !!kv[1]));
}
