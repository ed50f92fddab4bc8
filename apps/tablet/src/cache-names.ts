// The names of the Cache API stores the app (src/link) and its service worker (src/service-worker.ts) share.

/** The shell: the built files, one cache per build. */
export const SHELL_CACHE_PREFIX = 'acorn-shell-';
/** The last answer of each read the tablet makes with its credential (profile, today, content, menus). */
export const CONTENT_CACHE = 'acorn-content';
/** Family photos' pictures (link/photo-store.ts). */
export const PHOTO_CACHE = 'acorn-photos';
