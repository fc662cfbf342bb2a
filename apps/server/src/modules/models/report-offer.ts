import os from 'node:os';
import { eq } from 'drizzle-orm';
import type { ReportModelOffer } from '@asha/contracts';
import { pickAutoPullReportModel } from '@asha/scribe';
import type { AppContext } from '../../context.js';
import { clinicians } from '../../db/schema/index.js';
import { chooseEngines } from '../writing/index.js';
import { modelsState } from './state.js';

/**
 * The report model offered on the dashboard: the one a first start would pull by itself
 * (LLM_AUTO_PULL's rule — the largest permissively licensed model this machine's total and free
 * memory hold), offered only while the built-in writer writes this clinician's notes under
 * LLM_ENGINE=auto (no key, no local model) and until they dismiss it. It downloads on their click only.
 */
export async function reportModelOffer(ctx: AppContext, clinicianId: string): Promise<ReportModelOffer> {
  const { catalog, downloads } = await modelsState(ctx);
  const builtIn = (await chooseEngines(ctx, clinicianId)).llm.kind === 'none';
  const pick = pickAutoPullReportModel(catalog, { total: os.totalmem(), free: os.freemem() });
  const cannotHold = builtIn && !pick;
  if (!builtIn || !pick || ctx.config.LLM_ENGINE !== 'auto' || (await dismissed(ctx, clinicianId)))
    return { offer: null, cannotHold };
  const { name, title, bytes, ramBytes, licence } = pick;
  return { offer: { name, title, bytes, ramBytes, licence, download: downloads.status(name) }, cannotHold };
}

/** "Not now": the offer is not shown to this clinician again (the Models page still offers every model). */
export async function dismissReportModelOffer(ctx: AppContext, clinicianId: string): Promise<void> {
  await ctx.database.db
    .update(clinicians)
    .set({ reportModelOfferDismissedAt: new Date() })
    .where(eq(clinicians.id, clinicianId));
}

async function dismissed(ctx: AppContext, clinicianId: string): Promise<boolean> {
  const [c] = await ctx.database.db
    .select({ at: clinicians.reportModelOfferDismissedAt })
    .from(clinicians)
    .where(eq(clinicians.id, clinicianId));
  return !!c?.at;
}
