import Fastify from 'fastify';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { spa } from './spa.js';

// A built portal in miniature: index.html and one hashed script with the build's compressed copies.
const webDir = await mkdtemp(path.join(tmpdir(), 'acorn-spa-'));
const script = `export const portal = '${'acorn '.repeat(500)}';`;
await mkdir(path.join(webDir, 'assets'));
await writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
await writeFile(path.join(webDir, 'assets/index-AbC12_-x.js'), script);
await writeFile(path.join(webDir, 'assets/index-AbC12_-x.js.br'), brotliCompressSync(script));
await writeFile(path.join(webDir, 'assets/index-AbC12_-x.js.gz'), gzipSync(script));

const app = Fastify();
await app.register(spa, { webDir });
afterAll(async () => {
  await app.close();
  await rm(webDir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

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
      expect((await get('/assets/index-AbC12_-x.js', encoding)).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
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
