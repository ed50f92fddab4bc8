// @vitest-environment happy-dom
import { ERASE_MESSAGES } from '@acorn/domain/audit';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../../test/render';
import { serverDouble } from '../../../../../test/server-double';
import { detailOf, MARY } from '../../test/residents-fixtures';
import { DataSection } from './data-section';

// Mary Smith's (user 12) Data & privacy: a copy of her data for roles 1 and 2, erasure for role 1 only.

const ERASE = 'POST /v1/acorn/residents/12/erase';
const erased = { message: ERASE_MESSAGES.erased, user_id: 12, is_active: false, reset: null };

function show(roles: number[]) {
  const onErased = vi.fn();
  const server = serverDouble({ [ERASE]: { body: erased } });
  return {
    server,
    onErased,
    ...renderApp(<DataSection detail={detailOf(MARY)} onErased={onErased} />, { roles }),
  };
}

describe('Data & privacy', () => {
  it('offers role 2 a copy as PDF or JSON, and no erasure', async () => {
    const { user } = show([2]);
    await user.click(screen.getByRole('button', { name: 'Export data' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['PDF, to read or print', 'JSON, for another system']);
    expect(screen.queryByRole('button', { name: 'Erase personal data…' })).toBeNull();
  });

  it('erases for role 1 only once her name is typed again, then says so and closes', async () => {
    const { user, server, onErased } = show([1]);
    await user.click(screen.getByRole('button', { name: 'Erase personal data…' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase Mary Smith’s personal data' });
    const erase = within(dialog).getByRole('button', { name: 'Erase personal data' });
    const box = within(dialog).getByRole('textbox', { name: 'Type the resident’s name to confirm' });
    await user.type(box, 'Mary Smyth');
    expect(erase).toHaveProperty('disabled', true);
    expect(within(dialog).getByText(ERASE_MESSAGES.nameMismatch)).toBeDefined();
    await user.clear(box);
    await user.type(box, 'mary smith');
    expect(erase).toHaveProperty('disabled', false);
    await user.click(erase);
    expect(await screen.findByText(ERASE_MESSAGES.erased)).toBeDefined();
    expect(server.last('POST')?.body).toEqual({ confirm_name: 'mary smith' });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onErased).toHaveBeenCalledOnce();
  });
});
