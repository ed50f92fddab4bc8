/** A rate of 0–1 as the report tables show it: '33.3%'; '—' when there is none. */
export const formatRate = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);

/** Hours with one decimal: '8.0'. */
export const formatHours = (hours: number) => hours.toFixed(1);
