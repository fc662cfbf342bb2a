import {
  AUDIO_FORMAT_NAMES,
  AUDIO_FORMATS,
  PATIENT_LANGUAGE_CODES,
  PROTOCOL_MODEL_ID,
  PROTOCOL_VERSION,
} from '@asha/contracts';
import type { CoreContext } from '../../context.js';
import { chooseEngines, describeEngines } from '../writing/index.js';
import { PROTOCOL_BASE_PATH, SESSION_TTL_SEC } from './limits.js';

/** The longest chunk the protocol recommends; a record system sending live audio cuts it at least this often. */
export const MAX_CHUNK_SEC = 20;
/** No clinician: the engines the server itself is configured with (a clinician's own key is theirs alone). */
const NO_CLINICIAN = '00000000-0000-0000-0000-000000000000';

/** Each accepted format's type, and the codec spellings browsers record in. */
function audioFormats(): string[] {
  const types = AUDIO_FORMAT_NAMES.map((f) => AUDIO_FORMATS[f].mime as string);
  return [...types, 'audio/webm;codecs=opus', 'audio/ogg;codecs=opus'];
}

/**
 * GET /.well-known/medscribealliance: what this service offers, public and the same for every
 * caller. The one model is the engines this server is configured with, named as the Models page
 * names them. `webhooksUrl` is where a record system registers its webhooks.
 */
export async function discoveryDocument(ctx: CoreContext, webhooksUrl: string | null) {
  const base = `${ctx.config.publicUrl}${PROTOCOL_BASE_PATH}`;
  const engines = await chooseEngines(ctx, NO_CLINICIAN)
    .then(describeEngines)
    .catch(() => null);
  const names = engines
    ? `speech ${engines.speech ?? 'not installed yet'}, report ${engines.report}`
    : 'the configured engines';
  return {
    protocol: 'medscribealliance',
    protocol_version: PROTOCOL_VERSION,
    supported_versions: [PROTOCOL_VERSION],
    service: {
      name: `Asha Scribe (${ctx.config.CLINIC_NAME})`,
      documentation_url: 'https://github.com/MedScribeAlliance/scribe-emr-protocol',
    },
    endpoints: {
      base_url: base,
      templates_url: `${base}/templates`,
      ...(webhooksUrl ? { webhooks_url: webhooksUrl } : {}),
    },
    authentication: { supported_methods: ['api_key'] },
    capabilities: {
      audio_formats: audioFormats(),
      max_chunk_duration_seconds: MAX_CHUNK_SEC,
      upload_methods: ['chunked', 'single'],
      webhook_delivery: webhooksUrl !== null,
      client_sdk_delivery: false,
    },
    models: [
      {
        id: PROTOCOL_MODEL_ID,
        display_name: `Asha Scribe: ${names}`,
        languages: [...PATIENT_LANGUAGE_CODES],
        max_session_duration_seconds: SESSION_TTL_SEC,
        response_speed: 'standard',
        features: { realtime_transcription: true, speaker_diarization: true, custom_templates: false },
      },
    ],
    languages: { supported: [...PATIENT_LANGUAGE_CODES], auto_detection: true },
  };
}
