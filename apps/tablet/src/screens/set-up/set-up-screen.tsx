import { useTablet } from '../../state/tablet-context';
import { ScreenHeading } from '../../ui/screen-heading';
import { SetUpForm } from './set-up-form';
import { useLinkSetUp } from './use-link-set-up';

/** For care staff: the tablet has no credential yet (new, reset or revoked). */
export function SetUpScreen() {
  const { setUpNotice } = useTablet().state;
  const link = useLinkSetUp();
  return (
    <main className="app screen">
      <ScreenHeading>Set up this tablet</ScreenHeading>
      <p>
        For care staff: open the set-up link from the resident’s details page in the portal, or type this
        tablet’s details below.
      </p>
      {setUpNotice && (
        <p role="status" className="note">
          {setUpNotice}
        </p>
      )}
      {link.linking && (
        <p role="status" className="quiet">
          Setting up this tablet…
        </p>
      )}
      {link.error && (
        <p role="alert" className="note">
          {link.error}
        </p>
      )}
      <SetUpForm />
    </main>
  );
}
