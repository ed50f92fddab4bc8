/** The demo accounts `npm start` loads (apps/server/src/db/demo-accounts.ts). */
export const DEMO_PASSWORD = 'acorn-demo-portal';
export const ADMIN = 'admin@acorn.demo';
