import { describe, expect, it } from 'vitest';
import {
  canSharePhoto,
  PHOTO_CAPTION_MAX,
  PHOTO_MESSAGES,
  photoCaptionOf,
  photoStateOf,
  photoStateWords,
  validatePhotoCaption,
} from './photos';

describe("a shared photo's state", () => {
  it('follows its share command, and removal overrides everything', () => {
    expect(photoStateOf(null, false)).toBe('uploaded');
    expect(photoStateOf('queued', false)).toBe('sent');
    expect(photoStateOf('sent', false)).toBe('sent');
    expect(photoStateOf('delivered', false)).toBe('delivered');
    expect(photoStateOf('done', false)).toBe('shown');
    expect(photoStateOf('failed', false)).toBe('failed');
    expect(photoStateOf('expired', false)).toBe('expired');
    expect(photoStateOf('done', true)).toBe('removed');
  });

  it('is said in words, a failure with the tablet’s reason', () => {
    expect(photoStateWords({ state: 'shown', state_detail: 'shown' })).toBe('Shown on the tablet');
    expect(photoStateWords({ state: 'failed', state_detail: 'storage full' })).toBe('Failed: storage full');
    expect(photoStateWords({ state: 'failed', state_detail: null })).toBe('Failed');
  });

  it('may be shared again once it is no longer on its way', () => {
    expect(['uploaded', 'shown', 'failed', 'expired'].every((s) => canSharePhoto(s as never))).toBe(true);
    expect(['sent', 'delivered', 'removed'].some((s) => canSharePhoto(s as never))).toBe(false);
  });
});

describe('a caption', () => {
  it('is optional and at most 200 characters, counted without surrounding spaces', () => {
    expect(validatePhotoCaption(undefined)).toBeNull();
    expect(validatePhotoCaption('   ')).toBeNull();
    expect(validatePhotoCaption(` ${'a'.repeat(PHOTO_CAPTION_MAX)} `)).toBeNull();
    expect(validatePhotoCaption('a'.repeat(PHOTO_CAPTION_MAX + 1))).toBe(PHOTO_MESSAGES.captionTooLong);
    expect(photoCaptionOf('  Sunday lunch ')).toBe('Sunday lunch');
    expect(photoCaptionOf(' ')).toBeNull();
  });
});
