export { ModelsPage } from './components/models-page';
export { ModelDownloadBanner } from './components/model-download-banner';
export { EngineOutageBanner } from './components/engine-outage-banner';
export { ReportModelOffer } from './components/report-model-offer';
