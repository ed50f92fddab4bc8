import { deviceInputSchema, deviceSchema } from '@acorn/domain/devices';
import { devicesContract } from '@acorn/domain/devices';
import { acornDevices as table } from '../../db/schema/index.js';
import { fromContract } from '../../lib/resource/define-resource.js';
import { revokeDeletedDevice, revokeMovedDevice } from './device-credentials.js';

/** Devices: the contract, on its table (role 2's reduced view and the derived renewal dates included). */
export const devices = fromContract(devicesContract, table, {
  row: deviceSchema,
  input: deviceInputSchema,
  onDelete: revokeDeletedDevice,
  onUpdate: revokeMovedDevice,
});
