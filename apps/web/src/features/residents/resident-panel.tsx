import type { ResidentRow } from '@acorn/domain/residents';
import { LinearProgress } from '@mui/material';
import { Suspense } from 'react';
import { EmailPanel } from './panels/email-panel';
import { PanelFrame } from './panels/panel-frame';
import { residentName } from './resident-name';
import type { Opened, Panel } from './residents-url';
import { lazyNamed } from '../../lib/lazy-named';

// The heavier panels load when first opened: the list paints without them.
const PersonalInfoPanel = lazyNamed(() => import('./panels/info/personal-info-panel'), 'PersonalInfoPanel');
const ChatPanel = lazyNamed(() => import('./panels/chat/chat-panel'), 'ChatPanel');
const CheckInPanel = lazyNamed(() => import('./panels/check-in-panel'), 'CheckInPanel');
const ActivitiesPanel = lazyNamed(() => import('./panels/activities/activities-panel'), 'ActivitiesPanel');
const MaintenancePanel = lazyNamed(
  () => import('./panels/maintenance/maintenance-panel'),
  'MaintenancePanel',
);
const CallPanel = lazyNamed(() => import('./panels/call-panel'), 'CallPanel');
const HealthPanel = lazyNamed(() => import('./panels/health/health-panel'), 'HealthPanel');

const TITLES: Record<Panel, string> = {
  info: 'Personal info',
  'check-in': 'Check-In',
  chat: 'Chat',
  email: 'Email',
  call: 'Call',
  health: 'Health',
  activities: 'Activities',
  maintenance: 'Maintenance',
};

interface Props {
  opened: Opened;
  /** Null while the resident is still being looked up. */
  resident: ResidentRow | null;
  phone: boolean;
  onClose: () => void;
}

/** The one panel open beside the list, for one resident. */
export function ResidentPanel({ opened, resident, phone, onClose }: Props) {
  const name = resident ? residentName(resident) : opened.name || 'Resident';
  const { panel, userId } = opened;
  return (
    <PanelFrame title={TITLES[panel]} name={name} phone={phone} onClose={onClose}>
      <Suspense fallback={<LinearProgress aria-label="Loading the panel" />}>
        {panel === 'info' ? (
          <PersonalInfoPanel userId={userId} name={name} onGone={onClose} />
        ) : panel === 'chat' ? (
          <ChatPanel userId={userId} name={name} />
        ) : !resident ? (
          <LinearProgress aria-label="Loading the resident" />
        ) : panel === 'check-in' ? (
          <CheckInPanel resident={resident} />
        ) : panel === 'email' ? (
          <EmailPanel resident={resident} />
        ) : panel === 'activities' ? (
          <ActivitiesPanel resident={resident} name={name} />
        ) : panel === 'maintenance' ? (
          <MaintenancePanel userId={userId} name={name} />
        ) : panel === 'health' ? (
          <HealthPanel resident={resident} />
        ) : (
          <CallPanel resident={resident} />
        )}
      </Suspense>
    </PanelFrame>
  );
}
