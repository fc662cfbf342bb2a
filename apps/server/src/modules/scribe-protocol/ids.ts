import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 24 characters of 62: about 143 bits, so ids can be neither guessed nor counted. */
const RANDOM_LENGTH = 24;

/** A session id as the protocol's schema writes them: 'ses_' and letters and digits only (28 characters). */
export function newSessionId(): string {
  let id = 'ses_';
  for (let i = 0; i < RANDOM_LENGTH; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

export const isSessionId = (id: string) => /^ses_[A-Za-z0-9]{12,28}$/.test(id);
