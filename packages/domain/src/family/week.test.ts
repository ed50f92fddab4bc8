import { describe, expect, it } from 'vitest';
import { notSharedSentence } from './week';

describe('what the status report says is not shared', () => {
  it('names each kind in the switches’ order, the last after “or”', () => {
    expect(notSharedSentence('Dorothy', ['health', 'calls'])).toBe(
      'Dorothy does not share the health summary or calls with you. The care home can change this.',
    );
    expect(notSharedSentence('Dorothy', ['activities', 'check_ins', 'health', 'calls'])).toBe(
      'Dorothy does not share activities, check-ins, the health summary or calls with you. The care home can change this.',
    );
    expect(notSharedSentence('Tom', ['calls'])).toBe(
      'Tom does not share calls with you. The care home can change this.',
    );
  });

  it('says nothing when everything is shared', () => {
    expect(notSharedSentence('Dorothy', [])).toBeNull();
  });
});
