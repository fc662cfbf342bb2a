/** What a backup archive holds, in the order it holds it (a restore reads it front to back). */
export const BACKUP_FORMAT = 'asha-scribe-backup';
export const BACKUP_VERSION = 1;

export const ENTRY = {
  /** Written first: what the archive is, the schema it needs, its tables and storage. */
  header: 'backup.json',
  /** Files of DATA_DIR a restored install needs: generated secrets (they decrypt saved API keys) and the sign-in keys. */
  dataPrefix: 'data/',
  /** One JSON-lines file per table, in an order that loads without breaking a foreign key. */
  tablePrefix: 'db/',
  /** Jobs that were waiting or running: a restore queues them again. */
  jobs: 'jobs.json',
  /** The stored files themselves (local storage only; S3 keeps its own, listed in the manifest). */
  filePrefix: 'files/',
  /** Written last: every stored file with its size and checksum. */
  manifest: 'manifest.json',
} as const;

/** Files of DATA_DIR a backup carries (never the database directory or the models). */
export const DATA_FILES = ['secrets.json', 'oidc-jwks.json'];

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  node: string;
  postgres: string;
  migrations: string[];
  tables: Array<{ name: string; rows: number }>;
  storage: { kind: 'local' | 's3'; bucket?: string };
  /** APP_SECRET came from the environment: set the same value where the backup is restored. */
  appSecretFromEnvironment: boolean;
}

export interface ManifestFile {
  key: string;
  size: number;
  /** SHA-256 of the bytes in the archive (local storage); absent for files kept in S3. */
  sha256?: string;
}

export interface BackupManifest {
  files: ManifestFile[];
  /** Keys listed but gone before they could be read (deleted while the backup ran). */
  vanished: string[];
}
