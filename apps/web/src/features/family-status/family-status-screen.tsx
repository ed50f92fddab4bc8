import { FAMILY_MESSAGES, type FamilyResident } from '@acorn/domain';
import { Alert, Button, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Screen } from '../../components/screen';
import { familyStatusKeys, fetchFamilyResidents } from './family-status-api';
import { ResidentPicker } from './resident-picker';
import { ResidentWeek } from './resident-week';
import { useStatusAddress } from './use-status-address';

/** Family pages are read by people of every age: larger type than the staff screens. */
const READABLE = {
  '& .MuiTypography-body1': { fontSize: '1.125rem' },
  '& .MuiTypography-body2': { fontSize: '1rem' },
};

/**
 * The family member's status report (doc 2 §2.6 /family-status-report, issue 20): their resident's week
 * on the care home's clock, with a resident picker when they are linked to several, a health card when it
 * is shared, and a calm note on what is not.
 */
export function FamilyStatusScreen({ title }: { title: string }) {
  const residents = useQuery({ queryKey: familyStatusKeys.residents, queryFn: fetchFamilyResidents });
  const address = useStatusAddress(residents.data);
  const { resident } = address;
  return (
    <Screen title={title}>
      <Typography component="div" sx={READABLE}>
        {residents.isPending ? (
          <LinearProgress aria-label="Loading your residents" />
        ) : residents.isError ? (
          <Alert severity="info" action={<Button onClick={() => void residents.refetch()}>Retry</Button>}>
            Your residents could not be loaded just now.
          </Alert>
        ) : !resident ? (
          <Typography>{FAMILY_MESSAGES.noResidents}</Typography>
        ) : (
          <>
            {residents.data.length > 1 && (
              <ResidentPicker
                residents={residents.data}
                chosen={resident}
                onChoose={address.chooseResident}
              />
            )}
            <ResidentLine resident={resident} />
            <ResidentWeek resident={resident} week={address.week} onWeek={address.chooseWeek} />
          </>
        )}
      </Typography>
    </Screen>
  );
}

/** Who the page is about: 'Dorothy Campbell, your mother · Toronto'. */
function ResidentLine({ resident }: { resident: FamilyResident }) {
  const name = [resident.firstname, resident.surname].filter(Boolean).join(' ');
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
