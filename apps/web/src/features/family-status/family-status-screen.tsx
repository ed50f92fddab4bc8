import type { FamilyResident } from '@acorn/domain/family';
import { Typography } from '@mui/material';
import { residentName } from '../../components/family/family-residents';
import { ForFamilyResident } from '../../components/family/for-family-resident';
import { Screen } from '../../components/screen';
import { FamilyCall } from './family-call';
import { ResidentWeek } from './resident-week';
import { useWeekParam } from './use-week-param';

/** Family pages are read by people of every age: larger type than the staff screens. */
const READABLE = {
  '& .MuiTypography-body1': { fontSize: '1.125rem' },
  '& .MuiTypography-body2': { fontSize: '1rem' },
};

/**
 * The family member's status report (doc 2 §2.6 /family-status-report, issue 20): their resident's week
 * on the care home's clock, with a resident picker when they are linked to several, a Call button and a
 * health card when those are shared (issue 22), and a calm note on what is not.
 */
export function FamilyStatusScreen({ title }: { title: string }) {
  const { week, chooseWeek } = useWeekParam();
  return (
    <Screen title={title}>
      <Typography component="div" sx={READABLE}>
        <ForFamilyResident failed="Your residents could not be loaded just now.">
          {(resident) => (
            <>
              <ResidentLine resident={resident} />
              <FamilyCall resident={resident} />
              <ResidentWeek resident={resident} week={week} onWeek={chooseWeek} />
            </>
          )}
        </ForFamilyResident>
      </Typography>
    </Screen>
  );
}

/** Who the page is about: 'Dorothy Campbell, your mother · Toronto'. */
function ResidentLine({ resident }: { resident: FamilyResident }) {
  const name = residentName(resident);
  return (
    <Typography variant="h6" component="p" sx={{ mb: 2 }}>
      {name}
      {resident.facility_name && (
        <Typography component="span" color="text.secondary" sx={{ fontSize: 'inherit' }}>
          {' '}
          · {resident.facility_name}
        </Typography>
      )}
    </Typography>
  );
}
