import { describeSlice } from '../../../test/access-matrix/matrix-suite.js';

// One quarter of the generated access matrix (test/access-matrix): four files, so vitest's workers share it.
await describeSlice(3, 4);
