import { ForFamilyResident } from '../../components/family/for-family-resident';
import { Screen } from '../../components/screen';
import { HelpUser } from './help-user';

/** Help User (/family-help-user, role 7): the resident's tablet and the apps to add to it. */
export function FamilyHelpScreen({ title }: { title: string }) {
  return (
    <Screen title={title}>
      <ForFamilyResident failed="Failed to get your residents.">
        {(resident) => <HelpUser resident={resident} />}
      </ForFamilyResident>
    </Screen>
  );
}
