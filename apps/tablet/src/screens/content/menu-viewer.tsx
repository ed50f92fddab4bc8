import type { TabletContentItem } from '@acorn/domain/tablet-link';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTablet } from '../../state/tablet-context';
import { FetchedView } from '../../ui/fetched-view';
import { ScreenHeading } from '../../ui/screen-heading';
import type { Fetched } from '../../ui/use-fetched';

/** A menu's PDF, fetched with the tablet's credential and shown from an object URL revoked on leaving. */
export function MenuViewer({ menu, onBack }: { menu: TabletContentItem; onBack: () => void }) {
  const { actions } = useTablet();
  const titleId = useId();
  const [pdf, setPdf] = useState<Fetched<string>>({ status: menu.file_url ? 'loading' : 'failed' });
  const load = useEffectEvent(async (path: string) => {
    const response = await actions.fetchWithCredential(path);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return new Blob([await response.blob()], { type: 'application/pdf' });
  });
  useEffect(() => {
    if (!menu.file_url) return;
    let live = true;
    let url: string | null = null;
    void load(menu.file_url).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        if (live) setPdf({ status: 'ready', data: url });
        else URL.revokeObjectURL(url);
      },
      () => live && setPdf({ status: 'failed' }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [menu.file_url]);
  return (
    <section className="menu" aria-labelledby={titleId}>
      <ScreenHeading level={2} id={titleId}>
        {menu.title}
      </ScreenHeading>
      <button type="button" className="wide" onClick={onBack}>
        Back to menus
      </button>
      <FetchedView fetched={pdf} isEmpty={() => false}>
        {(src) => (
          <>
            <iframe className="menu-frame" src={src} title={`Menu: ${menu.title}`} />
            <a className="button-link" href={src} download={`${menu.title}.pdf`}>
              Open the menu
            </a>
          </>
        )}
      </FetchedView>
    </section>
  );
}
