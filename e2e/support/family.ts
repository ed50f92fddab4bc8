import type { FamilyShares } from '@acorn/domain/family';
import { expect, request, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo';
import { linkIn, mailTo } from './mailbox';
import { MANAGER } from './residents';
import { portalUrl } from './ports';

const server = portalUrl();
/** The password every family member made here chooses from their invitation. */
export const FAMILY_PASSWORD = 'a-long-family-passphrase';
let made = 0;

/**
 * A new family member of one resident, as staff would make them (the manager's invitation through the
 * API, the mail through the local SMTP server, the password chosen from its link): for specs that need a
 * signed-in family member of their own resident, apart from the demo's.
 */
export async function newFamilyMember(
  residentId: number,
  options: { relationship?: string; shares?: FamilyShares; tag?: string } = {},
): Promise<{ email: string; password: string; portal_user_id: number }> {
  const email = `${options.tag ?? 'family'}-${process.pid}-${++made}@family.example`;
  const api = await request.newContext({ baseURL: server });
  const login = await api.post('/v2/acorn/login', { data: { email: MANAGER, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).last_active_token as string}` };
  const invited = await api.post(`/v1/acorn/residents/${residentId}/family-links`, {
    headers,
    data: {
      email,
      firstname: 'Jamie',
      surname: 'Family',
      relationship: options.relationship ?? 'grandchild',
      ...(options.shares ? { shares: options.shares } : {}),
    },
  });
  expect(invited.status()).toBe(201);
  const { link } = (await invited.json()) as { link: { portal_user_id: number } };
  const token = new URL(linkIn(await mailTo(email))!).searchParams.get('token');
  const chosen = await api.post('/v2/acorn/reset-password', { data: { token, password: FAMILY_PASSWORD } });
  expect(chosen.status()).toBe(200);
  await api.dispose();
  return { email, password: FAMILY_PASSWORD, portal_user_id: link.portal_user_id };
}

/** A 1 × 1 PNG, whole and valid: the server decodes it and encodes it again. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Chooses a file on /family-share through the page's own Upload New Image button, as a person would. */
export async function choosePicture(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer } = {
    name: 'picture.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  },
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload New Image' }).click();
  await (await chooser).setFiles(file);
}
