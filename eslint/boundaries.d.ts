import type { ESLint } from 'eslint';

/** One zone, the zones it may not import, and what lint says when it does (boundaries.js). */
export interface Zone {
  from: string;
  forbid: string[];
  message: string;
}
export const ZONES: Zone[];
export const boundaries: ESLint.Plugin;
