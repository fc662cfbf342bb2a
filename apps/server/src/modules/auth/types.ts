import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '@asha/contracts';
import type { SessionProvider } from './token-refresh.js';
import type { TokenVerifier } from './verifier.js';

/** What either sign-in provider gives the app: the token check, what the browser is told, and its own routes. */
export interface AuthSetup extends SessionProvider {
  verifier: TokenVerifier;
  publicAuth: PublicConfig['auth'];
  /** Mounts whatever the provider needs on the app (the embedded provider's endpoints). */
  register(app: FastifyInstance): Promise<void>;
  /** What `npm start` prints about signing in. */
  signInHint(): Promise<string>;
}
