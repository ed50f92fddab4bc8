import { defineConfig } from 'drizzle-kit';

// One set of migrations serves PGlite and a PostgreSQL server alike (DESIGN.md section 2).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
