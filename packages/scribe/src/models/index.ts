export {
  BUILTIN_CATALOG,
  catalogOfKind,
  DEFAULT_SPEECH_MODEL,
  findCatalogEntry,
  loadCatalog,
  WHISPER_BASE_URL,
  type CatalogEntry,
  type ChecksumAlgorithm,
} from './catalog.js';
export { downloadFile, hashFile, ModelDownloadError, progressBar, type DownloadOptions } from './download.js';
export {
  ACTIVE_PART_MS,
  fitsMemory,
  listInstalledModels,
  partialDownload,
  pullModel,
  removeModel,
  resolveModelFile,
  resolveReportModelFile,
  UnknownModelError,
  type InstalledModel,
  type PullOptions,
} from './installed.js';
export { pickAutoPullReportModel } from './auto-select.js';
