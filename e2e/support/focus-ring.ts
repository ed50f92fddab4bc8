import { expect, type Locator, type Page } from '@playwright/test';

/** How far either side of the control's edge a ring is looked for (rings may be drawn inside or outside). */
const BAND = 7;

/** Presses Tab until `target` has the focus, as a keyboard user would (at most `limit` presses). */
export async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}

/**
 * Screenshots the control, unfocused then focused by `focus` (the keyboard), and measures the ring the
 * focus drew: per side of the control, the share of positions along it where at least 2 pixels within
 * BAND of the edge changed with a contrast of 3:1 or more against what was there before (WCAG 2.4.7 and
 * 2.4.13's measure). A background tint or a faint ripple does not count.
 */
export async function expectFocusRing(control: Locator, focus: () => Promise<void>) {
  const page = control.page();
  const box = (await control.boundingBox())!;
  const clip = {
    x: Math.max(0, Math.floor(box.x) - BAND),
    y: Math.max(0, Math.floor(box.y) - BAND),
    width: Math.ceil(box.width) + 2 * BAND,
    height: Math.ceil(box.height) + 2 * BAND,
  };
  const before = await page.screenshot({ clip });
  await focus();
  await expect(control).toBeFocused();
  const after = await page.screenshot({ clip });
  const edge = { left: Math.floor(box.x) - clip.x, top: Math.floor(box.y) - clip.y, ...box };
  const sides = await measure(page, before, after, edge);
  for (const [side, share] of Object.entries(sides))
    expect(share, `ring on the ${side}`).toBeGreaterThan(0.8);
  return { before, after };
}

type Edge = { left: number; top: number; width: number; height: number };

/** Decodes both pictures in a blank page of the same browser and compares them there. */
async function measure(page: Page, before: Buffer, after: Buffer, edge: Edge) {
  const scratch = await page.context().newPage();
  try {
    return await scratch.evaluate(
      async ({ a, b, edge, band }) => {
        const pixels = async (base64: string) => {
          const img = new Image();
          img.src = `data:image/png;base64,${base64}`;
          await img.decode();
          const canvas = Object.assign(document.createElement('canvas'), {
            width: img.width,
            height: img.height,
          });
          const context = canvas.getContext('2d')!;
          context.drawImage(img, 0, 0);
          return context.getImageData(0, 0, img.width, img.height);
        };
        const [one, two] = [await pixels(a), await pixels(b)];
        const luminance = (d: Uint8ClampedArray, i: number) => {
          const c = [d[i]!, d[i + 1]!, d[i + 2]!].map((v) => {
            const s = v / 255;
            return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
        };
        const ringPixel = (x: number, y: number) => {
          if (x < 0 || y < 0 || x >= one.width || y >= one.height) return false;
          const i = (y * one.width + x) * 4;
          const [l1, l2] = [luminance(one.data, i), luminance(two.data, i)];
          return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05) >= 3;
        };
        const right = edge.left + Math.round(edge.width) - 1;
        const bottom = edge.top + Math.round(edge.height) - 1;
        // Along a side, a position counts when the band across it holds at least 2 ring pixels.
        const share = (positions: number[], across: (p: number, d: number) => [number, number]) => {
          const ringed = positions.filter((p) => {
            let n = 0;
            for (let d = -band; d <= band; d++) if (ringPixel(...across(p, d))) n++;
            return n >= 2;
          });
          return ringed.length / positions.length;
        };
        // The corners are left out: a rounded control's ring curves away from its box there.
        const range = (from: number, to: number) => {
          const inset = Math.min(8, Math.floor((to - from) / 4));
          return Array.from({ length: to - from - 2 * inset + 1 }, (_, i) => from + inset + i);
        };
        const xs = range(edge.left, right);
        const ys = range(edge.top, bottom);
        return {
          top: share(xs, (x, d) => [x, edge.top + d]),
          bottom: share(xs, (x, d) => [x, bottom + d]),
          left: share(ys, (y, d) => [edge.left + d, y]),
          right: share(ys, (y, d) => [right + d, y]),
        };
      },
      { a: before.toString('base64'), b: after.toString('base64'), edge, band: BAND },
    );
  } finally {
    await scratch.close();
  }
}
