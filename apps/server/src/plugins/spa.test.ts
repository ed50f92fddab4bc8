import Fastify from 'fastify';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { spa } from './spa.js';

/** A built file with the compressed copies the build writes beside it. */
async function writeBuilt(dir: string, name: string, text: string) {
  await writeFile(path.join(dir, name), text);
  await writeFile(path.join(dir, `${name}.br`), brotliCompressSync(text));
  await writeFile(path.join(dir, `${name}.gz`), gzipSync(text));
}

// A built portal in miniature: index.html and one hashed script with the build's compressed copies.
const webDir = await mkdtemp(path.join(tmpdir(), 'acorn-spa-'));
const script = `export const portal = '${'acorn '.repeat(500)}';`;
await mkdir(path.join(webDir, 'assets'));
await writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
await writeBuilt(webDir, 'assets/index-AbC12_-x.js', script);

// And the tablet web app's (apps/tablet, served under /tablet/): its own index.html, a hashed script, the
// service worker and the web app manifest its build writes, each with the compressed copies.
const tabletDir = await mkdtemp(path.join(tmpdir(), 'acorn-tablet-'));
const tabletScript = `export const tablet = '${'resident '.repeat(400)}';`;
const serviceWorker = `self.addEventListener('fetch', () => {}); // ${'cache '.repeat(200)}`;
await mkdir(path.join(tabletDir, 'assets'));
await writeFile(path.join(tabletDir, 'index.html'), '<!doctype html><div id="tablet"></div>');
await writeFile(path.join(tabletDir, 'manifest.webmanifest'), '{"name":"Acorn","start_url":"/tablet/"}');
await writeBuilt(tabletDir, 'assets/main-Qw3_rT9z.js', tabletScript);
await writeBuilt(tabletDir, 'sw.js', serviceWorker);
const noBuild = await mkdtemp(path.join(tmpdir(), 'acorn-no-tablet-'));

async function served(options: Parameters<typeof spa>[1]) {
  const server = Fastify();
  await server.register(spa, options);
  return server;
}
const app = await served({ webDir, tabletDir });
const portalAlone = await served({ webDir, tabletDir: noBuild });
const tabletAlone = await served({ webDir: undefined, tabletDir });
afterAll(async () => {
  for (const server of [app, portalAlone, tabletAlone]) await server.close();
  for (const dir of [webDir, tabletDir, noBuild]) await rm(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string, server = app) =>
  server.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });
const YEAR = 'public, max-age=31536000, immutable';

describe('the built portal as served', () => {
  it('sends the brotli or gzip copy of a script to a browser that accepts it, the plain file otherwise', async () => {
    const br = await get('/assets/index-AbC12_-x.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    const gz = await get('/assets/index-AbC12_-x.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/index-AbC12_-x.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('lets browsers keep hashed files for a year and ask for index.html again every time', async () => {
    for (const encoding of [undefined, 'br', 'gzip'])
      expect((await get('/assets/index-AbC12_-x.js', encoding)).headers['cache-control']).toBe(YEAR);
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache');
  });

  it("answers a screen's address with index.html, and an unknown API path with a JSON 404", async () => {
    const screen = await get('/newspapers');
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('id="root"');
    expect(screen.headers['cache-control']).toBe('no-cache');
    const api = await get('/v1/acorn/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found.' });
  });
});

describe('the built tablet app as served under /tablet/', () => {
  it('sends its hashed files compressed and kept for a year', async () => {
    const br = await get('/tablet/assets/main-Qw3_rT9z.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(YEAR);
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    const plain = await get('/tablet/assets/main-Qw3_rT9z.js');
    expect(plain.body).toBe(tabletScript);
    expect(plain.headers['cache-control']).toBe(YEAR);
  });

  it('answers its addresses with its own index.html, asked for again every time', async () => {
    expect((await get('/tablet')).statusCode).toBe(301);
    expect((await get('/tablet')).headers.location).toBe('/tablet/');
    for (const url of ['/tablet/', '/tablet/enrol', '/tablet/enrol?from=qr', '/tablet/messages/today']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('id="tablet"');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // The portal keeps its own: a portal screen is never the tablet app, nor the other way round.
    expect((await get('/newspapers')).body).toContain('id="root"');
    expect((await get('/tablets')).body).toContain('id="root"');
  });

  it('serves the service worker as JavaScript and the manifest as one, neither kept', async () => {
    for (const encoding of [undefined, 'br']) {
      const sw = await get('/tablet/sw.js', encoding);
      expect(sw.statusCode).toBe(200);
      expect(sw.headers['cache-control']).toBe('no-cache');
      expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    }
    expect((await get('/tablet/sw.js')).body).toBe(serviceWorker);
    const manifest = await get('/tablet/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers a script that is not there with a JSON 404, not a page', async () => {
    const res = await get('/tablet/assets/main-Gone1234.js');
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'Not found.' }]);
  });

  it('answers /tablet/ with a JSON 404 when there is no tablet build, the portal unchanged', async () => {
    for (const url of ['/tablet', '/tablet/', '/tablet/enrol']) {
      const res = await get(url, undefined, portalAlone);
      expect([res.statusCode, res.json()], url).toEqual([404, { message: 'Not found.' }]);
    }
    expect((await get('/newspapers', undefined, portalAlone)).body).toContain('id="root"');
  });

  it('serves the tablet app without a portal build, and nothing else', async () => {
    expect((await get('/tablet/enrol', undefined, tabletAlone)).body).toContain('id="tablet"');
    expect((await get('/tablet/sw.js', undefined, tabletAlone)).body).toBe(serviceWorker);
    expect((await get('/newspapers', undefined, tabletAlone)).statusCode).toBe(404);
  });
});
