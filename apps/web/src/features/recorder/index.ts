/** The microphone and voice recorder screen (spec §2, issue #5). */
export { RecorderPage } from './components/recorder-page';
