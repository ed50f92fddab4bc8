import type { DeviceInput } from './device';
import type { Rule, SaveMode } from '../shared/rules';
import { firstFailure } from '../shared/rules';

// Kept word for word, including the two spaces in the update message.
export const DEVICE_SERIAL_EMPTY_ON_ADD = 'Acorn Device serial number cannot be empty.';
export const DEVICE_SERIAL_EMPTY_ON_UPDATE = 'Acorn device  serial number cannot be empty.';
/** Shown under the serial number field itself. */
export const SERIAL_NUMBER_INLINE = 'Serial number cannot be empty';

export function deviceRules(mode: SaveMode): readonly Rule<DeviceInput>[] {
  const message = mode === 'add' ? DEVICE_SERIAL_EMPTY_ON_ADD : DEVICE_SERIAL_EMPTY_ON_UPDATE;
  return [{ field: 'serial_number', message }];
}

export function validateDevice(input: Partial<DeviceInput>, mode: SaveMode): string | null {
  return firstFailure(deviceRules(mode), input);
}
