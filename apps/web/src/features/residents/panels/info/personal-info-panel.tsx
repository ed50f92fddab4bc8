import { USER_ACTIONS_ACCESS } from '@acorn/domain/access';
import { userHasTablet, type ResidentDetail } from '@acorn/domain/residents';
import { RESIDENT_RESYNC_SENT, TABLET_MESSAGES } from '@acorn/domain/tablets';
import { Alert, Box, Button, LinearProgress, Tab, Tabs, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { AccountForm } from '../../../../components/user-account/account-form';
import { ResyncButtons } from '../../../../components/user-account/resync-buttons';
import { fetchUserDetail, userAccountKeys } from '../../../../components/user-account/user-account-api';
import { useAllowed } from '../../../../lib/session';
import { residentKeys } from '../../residents-api';
import { ContactsSection } from './contacts-section';
import { DataSection } from './data-section';
import { LogsSection } from './logs-section';
import { MedicalNotesSection } from './medical-notes';
import { lazyNamed } from '../../../../lib/lazy-named';

// The spec lists Maintenance among the resident's personal sections too: the Maintenance panel itself.
const MaintenancePanel = lazyNamed(() => import('../maintenance/maintenance-panel'), 'MaintenancePanel');

const SECTIONS = [
  { value: 'account', label: 'Account information' },
  { value: 'family', label: 'Friends & Family' },
  { value: 'logs', label: 'Logs' },
  { value: 'medical', label: 'Medical Information' },
  { value: 'support', label: 'Support Notes' },
  { value: 'maintenance', label: 'Maintenance' },
  // Issue 23: a copy of the resident's data (GDPR art. 15, 20) and, for role 1, its erasure (art. 17).
  { value: 'data', label: 'Data & privacy' },
] as const;
type Section = (typeof SECTIONS)[number]['value'];

function AccountSection({ detail }: { detail: ResidentDetail }) {
  const queryClient = useQueryClient();
  const mayAct = useAllowed(USER_ACTIONS_ACCESS);
  return (
    <AccountForm
      detail={detail}
      onSaved={() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: userAccountKeys.detail(detail.user.user_id) }),
          queryClient.invalidateQueries({ queryKey: residentKeys.pages }),
        ])
      }
    >
      {mayAct && userHasTablet(detail.user) && (
        <ResyncButtons userId={detail.user.user_id} sentText={(what) => RESIDENT_RESYNC_SENT[what]} />
      )}
    </AccountForm>
  );
}

/** Support notes are the account's Notes field: read here, changed with the rest of the account. */
function SupportNotes({ detail, onEdit }: { detail: ResidentDetail; onEdit: () => void }) {
  return (
    <>
      <Typography sx={{ whiteSpace: 'pre-wrap', mb: 2 }}>
        {detail.user_details?.extra_accessories || 'No support notes yet.'}
      </Typography>
      <Button onClick={onEdit}>Change them in Account information</Button>
    </>
  );
}

/**
 * Personal info (doc 2 §2.1): the account (the user details form), friends & family, logs, medical and
 * support notes, and the resident's maintenance jobs.
 */
export function PersonalInfoPanel({
  userId,
  name,
  onGone,
}: {
  userId: number;
  name: string;
  /** The resident was erased: the panel has nothing left to show. */
  onGone: () => void;
}) {
  const [section, setSection] = useState<Section>('account');
  const detail = useQuery({
    queryKey: userAccountKeys.detail(userId),
    queryFn: () => fetchUserDetail(userId),
  });
  return (
    <>
      <Tabs
        value={section}
        onChange={(_, v: Section) => setSection(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Personal info"
      >
        {SECTIONS.map(({ value, label }) => (
          <Tab
            key={value}
            value={value}
            label={label}
            id={`info-tab-${value}`}
            aria-controls="info-section"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="info-section" aria-labelledby={`info-tab-${section}`} sx={{ pt: 2 }}>
        {section === 'logs' ? (
          <LogsSection userId={userId} />
        ) : section === 'maintenance' ? (
          <Suspense fallback={<LinearProgress aria-label="Loading the maintenance jobs" />}>
            <MaintenancePanel userId={userId} name={name} />
          </Suspense>
        ) : section === 'medical' ? (
          <MedicalNotesSection userId={userId} />
        ) : detail.isPending ? (
          <LinearProgress aria-label="Loading personal info" />
        ) : detail.isError ? (
          <Alert severity="info">{TABLET_MESSAGES.loadUserFailed}</Alert>
        ) : section === 'account' ? (
          <AccountSection detail={detail.data} />
        ) : section === 'family' ? (
          <ContactsSection detail={detail.data} />
        ) : section === 'data' ? (
          <DataSection detail={detail.data} onErased={onGone} />
        ) : (
          <SupportNotes detail={detail.data} onEdit={() => setSection('account')} />
        )}
      </Box>
    </>
  );
}
