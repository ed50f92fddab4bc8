interface Named {
  user_id: number;
  firstname: string | null;
  surname: string | null;
  acorn_id?: string | null;
}

/** What staff call a resident everywhere on the screen: their name, else their tablet, else their number. */
export const residentName = (r: Named) =>
  [r.firstname, r.surname].filter(Boolean).join(' ') || r.acorn_id || `Resident ${r.user_id}`;
