import { profileInputSchema } from '@acorn/domain/portal-users';
import { z } from 'zod';

/** The profile form (spec doc 1): email comes along because the form shows it, but it is never changed here. */
export const profileBodySchema = profileInputSchema.extend({ email: z.string().max(320).nullish() });
export type ProfileBody = z.infer<typeof profileBodySchema>;
