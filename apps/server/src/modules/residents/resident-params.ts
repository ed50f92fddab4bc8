import { idText } from '@acorn/domain/shared';
import { z } from 'zod';

/** /residents/:user_id/…: the resident's user id, digits only. */
export const residentParams = z.object({ user_id: idText });
