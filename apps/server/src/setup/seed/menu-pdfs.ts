import type { FileStore } from '../../lib/files/file-store.js';
import type { menus } from '../../db/schema/index.js';
import { textPdf } from './text-pdf.js';

type MenuRow = typeof menus.$inferInsert;

const WEEK = [
  'Monday     Vegetable soup - Roast chicken, stuffing, mash - Apple crumble',
  'Tuesday    Tomato soup - Baked cod in parsley sauce - Rice pudding',
  'Wednesday  Leek and potato soup - Bacon and cabbage - Jelly and ice cream',
  'Thursday   Minestrone - Shepherd’s pie - Bread and butter pudding',
  'Friday     Chowder - Salmon, new potatoes, peas - Sherry trifle',
  'Saturday   Mushroom soup - Beef stew - Fruit salad',
  'Sunday     Carrot and coriander soup - Roast beef, Yorkshire pudding - Apple tart',
];

/** Gives each demo menu a real PDF (its title, description and a week of dinners), stored like an upload. */
export async function withMenuPdfs(rows: MenuRow[], store: FileStore | undefined): Promise<MenuRow[]> {
  if (!store) return rows;
  return Promise.all(
    rows.map(async (row) => {
      const bytes = textPdf([row.title ?? 'Menu', row.description ?? '', '', ...WEEK]);
      const slug = (row.title ?? 'menu')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      return { ...row, file: `${slug}.pdf`, file_path: await store.put(bytes), file_size: bytes.length };
    }),
  );
}
