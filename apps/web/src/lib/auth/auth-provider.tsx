import type { ReactNode } from 'react';
import { useAuth } from './use-auth';

/**
 * Keeps the signed-in check running for the whole app: at start and every 300000 ms,
 * on every page, not only those that read the user.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  useAuth();
  return <>{children}</>;
}
