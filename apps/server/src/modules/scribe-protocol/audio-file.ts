/** An uploaded audio file as the routes read it, single or chunk. */
export interface AudioFile {
  /** The file's name as sent ('audio_0.webm'); null when none was given. */
  name: string | null;
  contentType: string;
  data: Buffer;
}
