import type { TabletContentItem } from '@acorn/domain/tablet-link';
import { Picture } from '../../ui/picture';
import { dayName, partsAt } from '../../ui/facility-clock';

/** 'Until Friday 27 November 2026' from the last day a notice shows (a date, not an instant). */
const until = (date: string) => `Until ${dayName(partsAt(`${date}T12:00:00Z`, 'UTC'))}`;

/** The home's noticeboard: each notice with its picture and the last day it is up. */
export function Notices({ items }: { items: TabletContentItem[] }) {
  return (
    <ul className="list">
      {items.map((item) => (
        <li key={item.id} className="card">
          <h2>{item.title}</h2>
          <Picture src={item.image_url} alt={item.title} className="notice-picture" />
          {item.description && <p>{item.description}</p>}
          {item.expire_date && <p className="quiet">{until(item.expire_date)}</p>}
        </li>
      ))}
    </ul>
  );
}
