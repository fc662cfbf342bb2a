import { isUuid } from '../../../lib/ids.js';

/** Ids shown to record systems carry their kind, as the protocol's examples do ('wh_…'). */
export const webhookPublicId = (id: string) => `wh_${id}`;
export const deliveryPublicId = (id: string) => `dlv_${id}`;

/** The row id a public webhook id names, or null when it names none (answered 404 like a missing one). */
export function webhookRowId(publicId: string): string | null {
  const id = publicId.startsWith('wh_') ? publicId.slice(3) : '';
  return isUuid(id) ? id.toLowerCase() : null;
}
