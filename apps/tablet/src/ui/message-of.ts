/** The sentence a refused call gave (the link rejects with the server's words), or a kind general one. */
export const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'That did not work just now. Please try again.';
