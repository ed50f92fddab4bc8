import type { CommandInput, CommandResult } from '@acorn/domain';
import { api } from './api';

/** Sends a command to tablets (the outbox): the tablets screen, its message dialog and the user details. */
export const sendCommand = (input: CommandInput) =>
  api<CommandResult>('/v1/acorn/commands', { method: 'POST', body: input });
