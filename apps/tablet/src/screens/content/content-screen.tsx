import { tabletContentSchema, type TabletContentKind } from '@acorn/domain/tablet-link';
import { FetchedView } from '../../ui/fetched-view';
import { okJson, useFetched } from '../../ui/use-fetched';
import { LinkCards } from './link-cards';
import { Menus } from './menus';
import { Notices } from './notices';

const readContent = (response: Response) => okJson(response).then((json) => tabletContentSchema.parse(json));

/** What staff published for the resident: newspapers, local news and services, notices or menus. */
export function ContentScreen({ kind }: { kind: TabletContentKind }) {
  const content = useFetched(`/v1/acorn/tablet-link/content/${kind}`, readContent);
  return (
    <FetchedView fetched={content} isEmpty={(data) => data.items.length === 0}>
      {({ items }) => {
        if (kind === 'noticeboards') return <Notices items={items} />;
        if (kind === 'menus') return <Menus items={items} />;
        return <LinkCards items={items} byCategory={kind === 'local_contents'} />;
      }}
    </FetchedView>
  );
}
