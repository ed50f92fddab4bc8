/**
 * Where the portal serves pictures of its own (the demo data's logos; apps/server/demo-images): the only
 * local path an image address may take. Any other path of the portal would be loaded by every staff
 * browser that shows the row, with its session, as if that person had asked for it (issue 40). A module of
 * its own: every table's contract checks image addresses, and the rest of image-files.ts is the upload
 * forms' alone (the /maintenance page's JavaScript is at its budget).
 */
export const PORTAL_IMAGES_PATH = '/demo-images/';
