import type { MetricsPayload } from '@acorn/domain/tablet-link';

// What the browser can tell of the tablet it runs on (docs/tablet-link.md, metrics). A browser knows no
// IMEI, serial or SIM; battery only in Chromium-based browsers; storage as the share this site may use.

/** The app's own entry in the apps list: how the portal sees which tablets run the web app. */
export const WEB_APP_ID = 'ie.acorn.tablet.web';

interface BatteryManager {
  level: number;
}
type WithBattery = Navigator & { getBattery?: () => Promise<BatteryManager> };

async function battery(): Promise<number | null> {
  const nav = navigator as WithBattery;
  if (!nav.getBattery) return null;
  try {
    return Math.round((await nav.getBattery()).level * 100);
  } catch {
    return null;
  }
}

async function storage(): Promise<Pick<MetricsPayload, 'storage_total' | 'storage_free' | 'storage_used'>> {
  try {
    const { quota, usage } = await navigator.storage.estimate();
    if (quota === undefined || usage === undefined) return {};
    const total = Math.round(quota);
    const used = Math.round(usage);
    return { storage_total: total, storage_used: used, storage_free: Math.max(0, total - used) };
  } catch {
    return {};
  }
}

export async function readMetrics(version: string): Promise<MetricsPayload> {
  return {
    battery: await battery(),
    ...(await storage()),
    acorn_version: version,
    apps: [{ name: 'Acorn (web app)', version, applicationIdentifier: WEB_APP_ID }],
  };
}
