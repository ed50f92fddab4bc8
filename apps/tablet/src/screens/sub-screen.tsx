import { ScreenHeading } from '../ui/screen-heading';
import { ContentScreen } from './content/content-screen';
import { MessagesScreen } from './messages/messages-screen';
import { PhotosScreen } from './photos/photos-screen';
import { isContentKind, SCREEN_TITLES, type SubScreenId } from './screen-ids';
import { TodayScreen } from './today/today-screen';

/** A screen a tile opened: its title as the page's heading, a large way home, then what it shows. */
export function SubScreen({ id, onHome }: { id: SubScreenId; onHome: () => void }) {
  return (
    <main className="screen">
      <header className="screen-top">
        <ScreenHeading>{SCREEN_TITLES[id]}</ScreenHeading>
        <button type="button" className="home-button" onClick={onHome}>
          Home
        </button>
      </header>
      {bodyOf(id)}
    </main>
  );
}

function bodyOf(id: SubScreenId) {
  if (isContentKind(id)) return <ContentScreen key={id} kind={id} />;
  if (id === 'messages') return <MessagesScreen />;
  if (id === 'today') return <TodayScreen />;
  return <PhotosScreen />;
}
