import { MENU_FILE_MESSAGES, MENU_MAX_BYTES, menuRules, validateMenu } from '@acorn/domain/content';
import type { Rule } from '@acorn/domain/shared';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import { expectGroupScoped, expectRulesInOrder } from '../../../test/resource-checks.js';
import { storedNames } from '../../../test/stored-files.js';
import { createTestApp } from '../../../test/test-app.js';

const { app, db } = await createTestApp();
const {
  as: { admin, manager, outsider, content },
} = await signedInStaff(app, db, {
  admin: { roles: [1], group: 'acorn' },
  manager: { roles: [2], group: 'maple' },
  outsider: { roles: [2], group: 'shannon' },
  content: { roles: [4], group: 'maple' },
});

const valid = {
  title: 'Week 1',
  description: 'Soup, roast, apple tart',
  expire_date: '2026-12-01',
  location: 'All',
};
type Headers = { authorization: string };

async function newMenu(headers: Headers = manager): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/v1/acorn/menus', headers, payload: valid });
  expect(res.statusCode).toBe(201);
  return res.json().menus_id;
}

/** A PDF as a browser's FormData sends it: one part named file. */
function upload(id: number, bytes: Buffer, filename = 'week-1.pdf', headers: Headers = manager) {
  const boundary = `acorn-${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: `/v1/acorn/menus/${id}/file`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const download = (id: number, headers: Headers = manager) =>
  app.inject({ method: 'GET', url: `/v1/acorn/menus/${id}/file`, headers });
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);
const storedFiles = () => storedNames(db, 'menus');

describe('menus', () => {
  it('needs a title, on add and on update', async () => {
    await expectRulesInOrder(
      app,
      manager,
      'menus',
      await newMenu(),
      valid,
      menuRules as readonly Rule<Record<string, unknown>>[],
      validateMenu,
    );
  });

  it('starts as menu.pdf with no PDF, and cannot be pointed at a file by hand', async () => {
    const id = await newMenu();
    const res = await app.inject({
      method: 'PUT',
      url: `/v1/acorn/menus/${id}`,
      headers: manager,
      payload: { file: 'x.pdf', file_path: '../../etc/passwd', file_size: 1 },
    });
    expect(res.json()).toMatchObject({ file: 'menu.pdf', file_size: null });
    expect(res.json()).not.toHaveProperty('file_path');
    expect([(await download(id)).statusCode, (await download(id)).json()]).toEqual([
      404,
      { message: MENU_FILE_MESSAGES.none },
    ]);
  });

  it('stores an uploaded PDF and gives the same bytes back', async () => {
    const id = await newMenu();
    const bytes = pdf(300_000);
    const res = await upload(id, bytes, 'Lunch – week 1.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ menus_id: id, file: 'Lunch – week 1.pdf', file_size: bytes.length });
    const back = await download(id);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.headers['content-disposition']).toBe(
      `attachment; filename="Lunch _ week 1.pdf"; filename*=UTF-8''${encodeURIComponent('Lunch – week 1.pdf')}`,
    );
    expect(back.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses a file that is not a PDF, whatever it is called, and keeps the menu as it was', async () => {
    const id = await newMenu();
    const before = await storedFiles();
    for (const bytes of [
      Buffer.from('<html><body>menu</body></html>'),
      Buffer.alloc(0),
      Buffer.from('%PDF'),
    ]) {
      const res = await upload(id, bytes, 'menu.pdf');
      expect([res.statusCode, res.json()]).toEqual([415, { message: MENU_FILE_MESSAGES.notPdf }]);
    }
    expect(await storedFiles()).toEqual(before);
    expect((await download(id)).statusCode).toBe(404);
  });

  it('accepts a PDF of exactly 10 MB and refuses a 20 MB one with a clear message', async () => {
    const id = await newMenu();
    expect((await upload(id, pdf(MENU_MAX_BYTES))).statusCode).toBe(200);
    const before = await storedFiles();
    const res = await upload(id, pdf(20 * 1024 * 1024));
    expect([res.statusCode, res.json()]).toEqual([413, { message: MENU_FILE_MESSAGES.tooLarge }]);
    expect(await storedFiles()).toEqual(before);
    expect((await download(id)).rawPayload.length).toBe(MENU_MAX_BYTES);
  });

  it('asks for a file when the form has none', async () => {
    const id = await newMenu();
    const res = await app.inject({
      method: 'POST',
      url: `/v1/acorn/menus/${id}/file`,
      headers: manager,
      payload: {},
    });
    expect([res.statusCode, res.json()]).toEqual([415, { message: MENU_FILE_MESSAGES.missing }]);
  });

  it('keeps one stored file per menu: a replaced or deleted menu’s PDF is removed', async () => {
    const id = await newMenu();
    const others = await storedFiles();
    const own = async () => (await storedFiles()).filter((f) => !others.includes(f));
    await upload(id, pdf(1000));
    const [first] = await own();
    await upload(id, pdf(2000));
    const [second, ...extra] = await own();
    expect([second !== first, extra]).toEqual([true, []]);
    const res = await app.inject({ method: 'DELETE', url: `/v1/acorn/menus/${id}`, headers: manager });
    expect(res.statusCode).toBe(204);
    expect(await own()).toEqual([]);
  });

  it('keeps each group’s menus and their PDFs to itself; roles 1 and 2 only', async () => {
    const id = await newMenu();
    await upload(id, pdf(1000));
    await expectGroupScoped(app, 'menus', id, outsider, admin);
    expect((await upload(id, pdf(1000), 'x.pdf', outsider)).statusCode).toBe(404);
    expect((await download(id, outsider)).statusCode).toBe(404);
    expect((await download(id, admin)).statusCode).toBe(200);
    expect((await upload(id, pdf(1000), 'x.pdf', content)).statusCode).toBe(403);
    expect((await download(id, content)).statusCode).toBe(403);
  });
});
