import { useTablet } from '../../state/tablet-context';
import { SCREEN_TITLES, SUB_SCREENS, type SubScreenId } from '../screen-ids';

/** One large button per screen, in a grid that reflows to one column when the text is large. */
export function Tiles({ onOpen }: { onOpen: (screen: SubScreenId) => void }) {
  const unread = useTablet().state.messages.filter((m) => !m.read).length;
  return (
    <nav aria-label="What to open">
      <ul className="tiles">
        {SUB_SCREENS.map((id) => {
          const note = id === 'messages' && unread > 0 ? `${unread} new` : null;
          return (
            <li key={id}>
              <button
                type="button"
                className="tile"
                aria-label={note ? `${SCREEN_TITLES[id]}, ${note}` : undefined}
                onClick={() => onOpen(id)}
              >
                {SCREEN_TITLES[id]}
                {/* The space keeps what is seen ('Messages 2 new') inside the name, as speech control needs. */}
                {note && (
                  <>
                    {' '}
                    <span className="badge">{note}</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
