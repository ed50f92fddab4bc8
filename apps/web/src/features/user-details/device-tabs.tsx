import {
  contactTypeLabel,
  NO_METRICS_TEXT,
  UNKNOWN_VERSION_TEXT,
  type ResidentDetail,
} from '@acorn/domain/residents';
import { formatStorage } from '@acorn/domain/shared';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { SimpleTable } from '../../components/simple-table';
import { formatLastSync } from '../../lib/format';

type TabName = 'tablet' | 'applications' | 'contacts';

/** The tablet's last report: Last Sync, Version, Battery, storage (1024-based), IMEI, serial number. */
function TabletFacts({ detail }: { detail: ResidentDetail }) {
  const m = detail.user_metrics;
  const facts: [string, string][] = [
    ['Last Sync', m?.last_sync ? formatLastSync(m.last_sync) : NO_METRICS_TEXT],
    ['Version', m?.acorn_version ?? detail.user.acorn_version ?? UNKNOWN_VERSION_TEXT],
    ['Battery Level', m?.battery === null || m?.battery === undefined ? '—' : `${m.battery}%`],
    ['Storage Total', formatStorage(m?.storage_total)],
    ['Storage Free', formatStorage(m?.storage_free)],
    ['IMEI', m?.IMEI ?? detail.user.IMEI ?? '—'],
    ['Serial Number', m?.serial_number ?? detail.user.serial_number ?? '—'],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1 }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Tabs Tablet, Applications (from the reported apps) and Contacts (spec doc 2 §2.3). */
export function DeviceTabs({ detail }: { detail: ResidentDetail }) {
  const [shown, setShown] = useState<TabName>('tablet');
  const tab = (value: TabName, label: string) => (
    <Tab value={value} label={label} id={`device-tab-${value}`} aria-controls={`device-${value}`} />
  );
  return (
    <Box component="section" aria-label="Tablet details" sx={{ mt: 3 }}>
      <Tabs value={shown} onChange={(_, v: TabName) => setShown(v)} aria-label="Tablet details">
        {tab('tablet', 'Tablet')}
        {tab('applications', 'Applications')}
        {tab('contacts', 'Contacts')}
      </Tabs>
      <Box role="tabpanel" id={`device-${shown}`} aria-labelledby={`device-tab-${shown}`} sx={{ pt: 2 }}>
        {shown === 'tablet' && <TabletFacts detail={detail} />}
        {shown === 'applications' && (
          <SimpleTable
            label="Applications"
            head={['Name', 'Version', 'Package Name']}
            rows={(detail.user_metrics?.apps ?? []).map((a) => [
              a.name,
              a.version ?? '—',
              a.applicationIdentifier,
            ])}
          />
        )}
        {shown === 'contacts' && (
          <SimpleTable
            label="Contacts"
            head={['Firstname', 'Surname', 'Type', 'Email']}
            rows={detail.user_contacts.map((c) => [
              c.firstname ?? '',
              c.surname ?? '',
              contactTypeLabel(c.user_type),
              c.email ?? '',
            ])}
          />
        )}
      </Box>
    </Box>
  );
}
