/** A timestamp as the API sends it (ISO 8601, UTC), whichever engine's text it came as. */
export const iso = (value: string | Date | null | undefined): string | null =>
  value == null ? null : new Date(value).toISOString();
