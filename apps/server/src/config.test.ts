import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('starts on embedded defaults with no environment at all', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.publicUrl).toBe('http://localhost:8080');
    expect(c.STORAGE_DRIVER).toBe('local');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.UPLOAD_MAX_BYTES).toBe(200 * 1024 * 1024);
  });

  it('names every bad field', () => {
    try {
      loadConfig({ PORT: 'eighty', STORAGE_DRIVER: 'ftp', APP_SECRET: 'short' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).fields.sort()).toEqual(['APP_SECRET', 'PORT', 'STORAGE_DRIVER']);
      expect((err as Error).message).toMatch(/APP_SECRET: APP_SECRET must be at least 32 characters/);
    }
  });

  it('needs a bucket for S3 and a client id for an external issuer', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://accounts.google.com' })).toThrow(/OIDC_CLIENT_ID/);
    expect(() => loadConfig({ LLM_ENGINE: 'llama' })).toThrow(/LLAMA_MODEL_PATH: required when LLM_ENGINE=llama/);
  });

  it('keeps models in the data folder, picks the report engine automatically, and pulls no language model unasked', () => {
    const c = loadConfig({ DATA_DIR: '/srv/asha' });
    expect(c.MODELS_DIR).toBe('/srv/asha/models');
    expect(loadConfig({ DATA_DIR: '/srv/asha', MODELS_DIR: '/models' }).MODELS_DIR).toBe('/models');
    expect(c.LLM_ENGINE).toBe('auto');
    expect(c.LLM_AUTO_PULL).toBe(false);
    expect(c.MODEL_AUTO_PULL).toBe(true);
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set: X-Forwarded-For from anyone is ignored', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of addresses and CIDRs, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.2' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.2']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY must be a hop count or a comma-separated list/,
    );
  });
});
