import { Typography } from '@mui/material';
import { useState } from 'react';
import { LazyResourceTable } from '../../components/lazy-resource-table';
import { Screen } from '../../components/screen';
import { AuditFiltersBar, auditQuery, NO_AUDIT_FILTERS, type AuditFilters } from './audit-filters';
import { auditLogTable } from './audit-log-table';

/** Who looked at or changed what, and when (issue 23, role 1): filters above the portal's one table. */
export function AuditLogScreen({ title }: { title: string }) {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [cleared, setCleared] = useState(0);
  return (
    <Screen title={title}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: '70ch' }}>
        Every look at a resident’s records, every change, command, export and sign-in, newest first. The log
        cannot be changed or deleted.
      </Typography>
      <AuditFiltersBar
        key={cleared}
        filters={filters}
        onChange={setFilters}
        onClear={() => {
          setFilters(NO_AUDIT_FILTERS);
          setCleared((n) => n + 1);
        }}
      />
      <LazyResourceTable
        def={{ ...auditLogTable, source: { ...auditLogTable.source, label: title } }}
        filters={auditQuery(filters)}
      />
    </Screen>
  );
}
