import type { CatalogEntry } from './catalog-types.js';

const MiB = 1024 ** 2;

/**
 * Speaker-embedding models that tell voices apart better than the model-free features (optional:
 * without one the voice stage uses MFCC and pitch statistics). sherpa-onnx's ONNX export of
 * 3D-Speaker's CAM++ trained on VoxCeleb, from sherpa-onnx's release 'speaker-recongition-models'
 * (sic). Its SHA-256 and size are those published, identically, by several independent projects that
 * pin this file (no checksum is published beside the release itself).
 */
export const SPEAKER_MODELS: CatalogEntry[] = [
  {
    kind: 'speaker',
    name: 'campplus-en-voxceleb',
    title: 'CAM++ speaker embeddings (3D-Speaker, VoxCeleb)',
    fileName: '3dspeaker_speech_campplus_sv_en_voxceleb_16k.onnx',
    url: 'https://github.com/k2-fsa/sherpa-onnx/releases/download/speaker-recongition-models/3dspeaker_speech_campplus_sv_en_voxceleb_16k.onnx',
    bytes: 29_596_978,
    checksum: { algorithm: 'sha256', value: '357a834f702b80161e5b981182c038e18553c1f2ca752ed6cec2052365d4129b' },
    licence: 'Apache-2.0',
    ramBytes: 200 * MiB,
    multilingual: true,
  },
];
