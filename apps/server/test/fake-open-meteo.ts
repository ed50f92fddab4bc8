import { afterAll } from 'vitest';
import { listenFakeOpenMeteo } from './open-meteo-server.js';

/** The local Open-Meteo (open-meteo-server.ts) for one Vitest file, stopped after it. */
export async function startFakeOpenMeteo() {
  const meteo = await listenFakeOpenMeteo();
  afterAll(meteo.stop);
  return meteo;
}
