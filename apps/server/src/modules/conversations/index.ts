// What other modules may use of the conversations module; everything else in it is its own.
export { newAudioKey } from './keys.js';
export { completeUpload, completeUploadIn, uploadVerdict, type UploadVerdict } from './upload.service.js';
export { FAILURE_EMPTY, FAILURE_NOT_AUDIO, FAILURE_TOO_LARGE, sniffAudio } from './sniff.js';
