import type { TabletContentItem } from '@acorn/domain/tablet-link';
import { useState } from 'react';
import { MenuViewer } from './menu-viewer';

/** The menus as large buttons; the one chosen fills the screen until 'Back to menus'. */
export function Menus({ items }: { items: TabletContentItem[] }) {
  const [open, setOpen] = useState<TabletContentItem | null>(null);
  const [last, setLast] = useState<number | null>(null);
  if (open) {
    const back = () => {
      setLast(open.id);
      setOpen(null);
    };
    return <MenuViewer menu={open} onBack={back} />;
  }
  return (
    <ul className="list">
      {items.map((item) => (
        <li key={item.id}>
          {/* Back from a menu, focus returns to the menu that was open. */}
          <button type="button" className="wide" autoFocus={item.id === last} onClick={() => setOpen(item)}>
            {item.title}
          </button>
        </li>
      ))}
    </ul>
  );
}
