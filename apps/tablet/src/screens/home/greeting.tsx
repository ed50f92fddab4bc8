import { useTablet } from '../../state/tablet-context';
import { ScreenHeading } from '../../ui/screen-heading';
import { useClock } from '../../ui/use-clock';
import { partsAt } from '../../ui/facility-clock';

const partOfDay = (hour: number) => (hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening');

/** 'Good afternoon, Mary': the home screen's heading, by the hour where the resident lives. */
export function Greeting() {
  const { now, zone } = useClock();
  const name = useTablet().state.profile?.firstname?.trim();
  const greeting = `Good ${partOfDay(partsAt(now, zone).hour)}`;
  return <ScreenHeading>{name ? `${greeting}, ${name}` : greeting}</ScreenHeading>;
}
