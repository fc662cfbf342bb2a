import type { CatalogEntry } from './catalog-types.js';

/**
 * whisper.cpp ggml models as published on Hugging Face (ggerganov/whisper.cpp), with their sizes
 * and SHA-1s. The SHA-1s of the unquantised models are those in whisper.cpp's models/README.md;
 * those of the quantised ones and the byte sizes come from public model catalogues that agree
 * with each other. A pull is refused when the checksum does not match.
 */
export const WHISPER_BASE_URL = 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main';

/** The speech model a fresh install downloads and uses: multilingual, fast enough on a CPU. */
export const DEFAULT_SPEECH_MODEL = 'small-q5_1';

const whisper = (name: string, bytes: number, sha1: string): CatalogEntry => ({
  kind: 'speech',
  name,
  title: `Whisper ${name}${name.includes('.en') ? ' (English only)' : ''}`,
  fileName: `ggml-${name}.bin`,
  url: `${WHISPER_BASE_URL}/ggml-${name}.bin`,
  bytes,
  checksum: { algorithm: 'sha1', value: sha1 },
  licence: 'MIT',
  // whisper.cpp needs about the file's size again for its working buffers.
  ramBytes: bytes * 2 + 200e6,
  multilingual: !name.includes('.en'),
});

export const SPEECH_MODELS: CatalogEntry[] = [
  whisper('tiny', 77691713, 'bd577a113a864445d4c299885e0cb97d4ba92b5f'),
  whisper('tiny.en', 77704715, 'c78c86eb1a8faa21b369bcd33207cc90d64ae9df'),
  whisper('tiny-q5_1', 32152673, '2827a03e495b1ed3048ef28a6a4620537db4ee51'),
  whisper('tiny-q8_0', 43537433, '19e8118f6652a650569f5a949d962154e01571d9'),
  whisper('base', 147951465, '465707469ff3a37a2b9b8d8f89f2f99de7299dac'),
  whisper('base.en', 147964211, '137c40403d78fd54d454da0f9bd998f78703390c'),
  whisper('base-q5_1', 59707625, 'a3733eda680ef76256db5fc5dd9de8629e62c5e7'),
  whisper('base-q8_0', 81768585, '7bb89bb49ed6955013b166f1b6a6c04584a20fbe'),
  whisper('small', 487601967, '55356645c2b361a969dfd0ef2c5a50d530afd8d5'),
  whisper('small.en', 487614201, 'db8a495a91d927739e50b3fc1cc4c6b8f6c2d022'),
  whisper('small-q5_1', 190085487, '6fe57ddcfdd1c6b07cdcc73aaf620810ce5fc771'),
  whisper('small-q8_0', 264464607, 'bcad8a2083f4e53d648d586b7dbc0cd673d8afad'),
  whisper('medium', 1533763059, 'fd9727b6e1217c2f614f9b698455c4ffd82463b4'),
  whisper('medium.en', 1533774781, '8c30f0e44ce9560643ebd10bbe50cd20eafd3723'),
  whisper('medium-q5_0', 539212467, '7718d4c1ec62ca96998f058114db98236937490e'),
  whisper('medium-q8_0', 823369779, 'e66645948aff4bebbec71b3485c576f3d63af5d6'),
  whisper('large-v2', 3094623691, '0f4c8e34f21cf1a914c59d8b3ce882345ad349d6'),
  whisper('large-v3', 3095033483, 'ad82bf6a9043ceed055076d0fd39f5f186ff8062'),
  whisper('large-v3-q5_0', 1081140203, 'e6e2ed78495d403bef4b7cff42ef4aaadcfea8de'),
  whisper('large-v3-turbo', 1624555275, '4af2b29d7ec73d781377bfd1758ca957a807e941'),
  whisper('large-v3-turbo-q5_0', 574041195, 'e050f7970618a659205450ad97eb95a18d69c9ee'),
  whisper('large-v3-turbo-q8_0', 874188075, '01bf15bedffe9f39d65c1b6ff9b687ea91f59e0e'),
];
