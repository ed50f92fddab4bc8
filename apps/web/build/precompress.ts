import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const WORTH_IT = 1024; // bytes; smaller files gain less than the header costs

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every built text file, once at build time, at the
 * strongest settings: the server sends the copy the browser accepts (plugins/spa.ts) and compresses nothing
 * per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'acorn:precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const content = await fs.readFile(full);
          if (content.length < WORTH_IT) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}
