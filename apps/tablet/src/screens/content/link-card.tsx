import type { TabletContentItem } from '@acorn/domain/tablet-link';
import { Picture } from '../../ui/picture';

/**
 * One site to open in a new tab. The link's text is the title alone (its name, 'Open …', holds what is
 * seen, as speech control needs) and it stretches over the whole card, so the target is large.
 */
export function LinkCard({ item }: { item: TabletContentItem }) {
  return (
    <li className="card link-card">
      <Picture src={item.image_url} alt="" className="card-icon" />
      <div className="card-body">
        {item.url ? (
          <a
            className="card-title card-link"
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open ${item.title}`}
          >
            {item.title}
          </a>
        ) : (
          <span className="card-title">{item.title}</span>
        )}
        {item.description && <p>{item.description}</p>}
      </div>
    </li>
  );
}
