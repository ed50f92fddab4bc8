import { ROLE, type RoleId } from '@acorn/domain';

/** Demo-only credentials, loaded with the demo data and printed at start. Never in production. */
export const DEMO_PASSWORD = 'acorn-demo-portal';

export const DEMO_ACCOUNTS: readonly { email: string; role: RoleId; note: string }[] = [
  { email: 'admin@acorn.demo', role: ROLE.ADMIN, note: 'administrator, all groups' },
  { email: 'manager@acorn.demo', role: ROLE.MANAGER, note: 'manager, Maple Grove Care' },
  { email: 'manager2@acorn.demo', role: ROLE.MANAGER, note: 'manager, Shannon Valley Homes' },
  { email: 'newspapers@acorn.demo', role: ROLE.NEWSPAPERS, note: 'newspapers' },
  { email: 'content@acorn.demo', role: ROLE.CONTENT, note: 'local contents' },
  { email: 'activities@acorn.demo', role: ROLE.ACTIVITIES, note: 'activities' },
  { email: 'family@acorn.demo', role: ROLE.FAMILY, note: 'family member' },
  { email: 'jobs@acorn.demo', role: ROLE.JOBS, note: 'maintenance jobs' },
];

/** Demo-only: every demo group's tablet enrolment secret, so the simulator can enrol the demo tablets. */
export const DEMO_ENROLMENT_SECRET = 'acorn-demo-enrolment';
