import type { ModelKind } from '@asha/contracts';

export type ChecksumAlgorithm = 'sha1' | 'sha256' | 'md5';

/** One downloadable model of any kind: where it comes from, how big it is, how to check it. */
export interface CatalogEntry {
  kind: ModelKind;
  /** The name users type (`npm run models -- pull <name>`) and the API uses. */
  name: string;
  title: string;
  /** The file's name in MODELS_DIR. */
  fileName: string;
  url: string;
  bytes: number;
  /** A published checksum of the file; a pull whose file does not match is refused. */
  checksum: { algorithm: ChecksumAlgorithm; value: string };
  licence: string;
  /** Memory needed to run it. */
  ramBytes: number;
  multilingual: boolean;
  /** May be downloaded on first start without anyone asking (report models: permissive licences only). */
  autoPull?: boolean;
}
