/** The microphone and voice recorder screen. */
export { RecorderPage } from './components/recorder-page';
