import { tabletProfileSchema, type TabletProfile } from '@acorn/domain/tablet-link';

/** The resident and their facility's clock (GET /v1/acorn/tablet-link/me), or null when it cannot be read now. */
export async function refreshProfile(
  fetchAsTablet: (path: string) => Promise<Response>,
): Promise<TabletProfile | null> {
  try {
    const res = await fetchAsTablet('/v1/acorn/tablet-link/me');
    if (!res.ok) return null;
    const parsed = tabletProfileSchema.safeParse(await res.json());
    return parsed.success ? parsed.data : null;
  } catch {
    // Offline: the profile kept from before stays.
    return null;
  }
}
