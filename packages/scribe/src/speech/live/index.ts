export {
  LiveTranscriber,
  type LivePiece,
  type LiveTranscriberOptions,
  type PieceRole,
  type PieceWords,
} from './live-transcriber.js';
export { statsFromBytes, statsToBytes } from './piece-bytes.js';
export { joinWebmStreams, WebmJoinError, type WebmJoin } from './webm-join.js';
