import { assertNoLeaks } from '../../apps/server/src/test/log-leaks';
import { E2E_LOG_DIR } from '../../playwright.config';

/** After the browser run: no line the server logged holds a canary patient's name, email or phone. */
export default function checkLogs() {
  assertNoLeaks(E2E_LOG_DIR, 'browser test');
}
