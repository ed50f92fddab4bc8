/** Drizzle wraps driver errors; the SQLSTATE (and its detail) sits on the error or one of its causes. */
export function pgError(error: unknown): { code?: string; detail?: string } {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, detail } = e as { code?: unknown; detail?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, ...(typeof detail === 'string' ? { detail } : {}) };
  }
  return {};
}
