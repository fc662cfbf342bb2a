// audio-type ships no types: it sniffs a format name from the first bytes of a file.
declare module 'audio-type' {
  export default function audioType(buf: Uint8Array): string | undefined;
}
