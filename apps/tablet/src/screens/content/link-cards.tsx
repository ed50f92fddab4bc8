import type { TabletContentItem } from '@acorn/domain/tablet-link';
import { LinkCard } from './link-card';

/** Newspapers, or local news and services under a heading per category. */
export function LinkCards({ items, byCategory }: { items: TabletContentItem[]; byCategory: boolean }) {
  if (!byCategory)
    return (
      <ul className="list">
        {items.map((item) => (
          <LinkCard key={item.id} item={item} />
        ))}
      </ul>
    );
  const categories = new Map<string, TabletContentItem[]>();
  for (const item of items) {
    const category = item.category ?? 'Other';
    categories.set(category, [...(categories.get(category) ?? []), item]);
  }
  return [...categories].map(([category, inCategory]) => (
    <section key={category} aria-label={category}>
      <h2>{category}</h2>
      <ul className="list">
        {inCategory.map((item) => (
          <LinkCard key={item.id} item={item} />
        ))}
      </ul>
    </section>
  ));
}
