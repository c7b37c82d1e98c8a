import { defineConfig } from 'drizzle-kit';

// Migrations are generated from every schema file (`npm run db:generate`) and committed; the app applies them at
// start (server/db/migrate.ts). index.ts only re-exports the other files.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema/*.ts', '!./server/db/schema/index.ts'],
  out: './server/db/migrations',
});
