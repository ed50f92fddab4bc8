import {
  FAMILY_SHARE_LABELS,
  FAMILY_SHARES,
  type FamilyShare,
  type FamilyShares,
} from '@acorn/domain/family';
import { FormControlLabel, FormGroup, FormLabel, Switch } from '@mui/material';
import { useId } from 'react';

interface Props {
  /** Says whose sharing it is: 'What Mary shares with Liam Byrne'. */
  legend: string;
  shares: FamilyShares;
  onChange: (share: FamilyShare, on: boolean) => void;
  /** A switch whose change is being saved. */
  busy?: FamilyShare | null;
}

/** The four things a resident may share with a family member, as switches in the order staff know them. */
export function ShareSwitches({ legend, shares, onChange, busy = null }: Props) {
  const legendId = useId();
  return (
    <FormGroup role="group" aria-labelledby={legendId} sx={{ mt: 1 }}>
      <FormLabel id={legendId} sx={{ fontSize: '0.875rem', mb: 0.5 }}>
        {legend}
      </FormLabel>
      <FormGroup row sx={{ columnGap: 2 }}>
        {FAMILY_SHARES.map((share) => (
          <FormControlLabel
            key={share}
            label={FAMILY_SHARE_LABELS[share]}
            disabled={busy === share}
            control={<Switch checked={shares[share]} onChange={(_, on) => onChange(share, on)} />}
          />
        ))}
      </FormGroup>
    </FormGroup>
  );
}
