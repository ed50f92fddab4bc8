import type { Maintenance } from '@acorn/domain';
import { Box, Link, Typography } from '@mui/material';

type Job = Pick<
  Maintenance,
  'maintenance_id' | 'title' | 'requested_by_name' | 'key_entry_permission' | 'has_photo'
>;

/** Who asked and the key entry, in words, for a job a family member asked for (issue 20); else nothing. */
export function familyRequestFacts(job: Job): string[] {
  return [
    job.requested_by_name ? `Requested by ${job.requested_by_name}` : null,
    job.key_entry_permission ? `Key entry: ${job.key_entry_permission}` : null,
  ].filter((fact) => fact !== null);
}

export const jobPhotoUrl = (id: number) => `/v1/acorn/maintenances/${id}/photo`;

/** The request's photo, small, opening at full size in a new tab. */
export function JobPhoto({ job, size = 160 }: { job: Job; size?: number }) {
  if (!job.has_photo) return null;
  const url = jobPhotoUrl(job.maintenance_id);
  return (
    <Link href={url} target="_blank" rel="noopener" sx={{ display: 'inline-block' }}>
      <Box
        component="img"
        src={url}
        alt={`Photo sent with ${job.title ?? 'the request'} (opens in a new tab)`}
        sx={{ width: size, maxWidth: '100%', borderRadius: 1, display: 'block' }}
      />
    </Link>
  );
}

/**
 * A family member's request in a job's form: who asked, whether staff may let themselves in with a key,
 * and the photo that came with it. Read-only: it is what the family member said.
 */
export function FamilyRequest({ job }: { job: Job }) {
  const facts = familyRequestFacts(job);
  if (facts.length === 0 && !job.has_photo) return null;
  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby={`request-${job.maintenance_id}`}>
      <Typography
        id={`request-${job.maintenance_id}`}
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 600 }}
      >
        Family request
      </Typography>
      {facts.map((fact) => (
        <Typography key={fact} variant="body2">
          {fact}
        </Typography>
      ))}
      <Box sx={{ mt: 1 }}>
        <JobPhoto job={job} />
      </Box>
    </Box>
  );
}
