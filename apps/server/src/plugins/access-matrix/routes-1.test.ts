import { describeFamilyChannels } from '../../../test/access-matrix/family-channels.js';
import { describeSlice } from '../../../test/access-matrix/matrix-suite.js';

// One quarter of the generated access matrix (test/access-matrix): four files, so vitest's workers share it.
const world = await describeSlice(1, 4);

// The family live stream and the bell per family share (routes-0 holds the family week's).
describeFamilyChannels(world);
