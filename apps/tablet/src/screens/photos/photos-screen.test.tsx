// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SharedPhoto } from '../../state/tablet-state';
import { SubScreen } from '../sub-screen';
import { fixedTablet, renderWith } from '../test-tablet';

const photo = (photo_id: number, caption: string | null): SharedPhoto => ({
  photo_id,
  caption,
  shared_by: 'Jamie Family',
  received_at: '2026-11-27T10:00:00Z',
  src: `blob:photo-${photo_id}`,
});

const photosScreen = () => <SubScreen id="photos" onHome={vi.fn()} />;

describe('the photos screen', () => {
  it('shows one photo at a time with who shared it, moved by Previous and Next', async () => {
    const photos = [photo(3, 'The garden in the snow'), photo(2, null), photo(1, 'Sunday lunch')];
    const { user } = renderWith(photosScreen(), fixedTablet({ photos }).tablet);
    const shown = () => screen.getByRole('img');
    expect(shown().getAttribute('alt')).toBe('The garden in the snow');
    expect(shown().getAttribute('src')).toBe('blob:photo-3');
    expect(screen.getByText('Shared by Jamie Family')).toBeTruthy();
    expect(screen.getByText('Photo 1 of 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown().getAttribute('alt')).toBe('A photo from your family');
    expect(screen.getByText('Photo 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown().getAttribute('alt')).toBe('Sunday lunch');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('Photo 1 of 3')).toBeTruthy();
    // From the first, Previous goes round to the last.
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('Photo 3 of 3')).toBeTruthy();
  });

  it('says when there are none', () => {
    renderWith(photosScreen(), fixedTablet().tablet);
    expect(screen.getByRole('heading', { level: 1, name: 'Photos' })).toBeTruthy();
    expect(screen.getByText('No photos yet.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
