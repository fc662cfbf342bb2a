export { findModel, HF_BASE, KNOWN_MODELS, modelFileName, modelUrl, type KnownModel } from './catalog.js';
export { downloadFile, hashFile, ModelDownloadError, progressBar, type DownloadOptions } from './download.js';
export { listInstalledModels, pullModel, resolveModelFile, type InstalledModel } from './installed.js';
export { buildTestWhisperModel, writeTestWhisperModel, type TestModelOptions } from './test-model.js';
