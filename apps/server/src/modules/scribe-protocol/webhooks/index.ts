// What the rest of the server uses of protocol webhooks: the routes, the event to queue, the worker,
// and the receiver's check (for the reference client and tests).
export { webhookRoutes } from './routes.js';
export { queueWebhookEvent, type WebhookEvent } from './events.js';
export { registerWebhookWorker } from './worker.js';
export {
  memoryReplayGuard,
  verifyWebhook,
  type ReplayGuard,
  type VerifyResult,
  type WebhookRefusal,
} from './verify.js';
export { ATTEMPT_HEADER, DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER } from './signature.js';
