import type { CommandInput, CommandResult } from '@acorn/domain/tablets';
import { apiCall } from './api';

/** Sends a command to tablets (the outbox): the tablets screen, its message dialog and the user details. */
export const sendCommand = (input: CommandInput): Promise<CommandResult> =>
  apiCall('post', '/v1/acorn/commands', { body: input });
