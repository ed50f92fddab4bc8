// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../app';
import { fixedTablet, renderWith } from '../test-tablet';

const REFUSED = 'Enrolment refused: check the device record and the enrolment secret.';
const SPENT = 'This enrolment link has expired or was already used. Ask the care home for a new one.';
const setUp = (actions = {}) => fixedTablet({ phase: 'set-up', profile: null }, actions);

beforeEach(() => history.replaceState(null, '', '/tablet/'));

describe('setting up by hand', () => {
  it('asks for each empty field, then shows a refusal in words and lets staff try again', async () => {
    let refuse: (error: Error) => void = () => {};
    const { tablet, actions } = setUp({ enrolWithSecret: () => new Promise<void>((_, no) => (refuse = no)) });
    const { user } = renderWith(<App />, tablet);
    expect(screen.getByRole('heading', { level: 1, name: 'Set up this tablet' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Set up' }));
    expect(screen.getByText('Enter the Acorn id.')).toBeTruthy();
    expect(screen.getByText('Enter the serial number.')).toBeTruthy();
    expect(screen.getByText('Enter the enrolment secret.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Acorn id' }));

    await user.type(screen.getByRole('textbox', { name: 'Acorn id' }), ' ACN-10101 ');
    await user.type(screen.getByRole('textbox', { name: 'Serial number' }), 'R9TW1234567');
    await user.type(screen.getByLabelText('Enrolment secret'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Set up' }));
    expect(actions.enrolWithSecret).toHaveBeenCalledWith({
      acorn_id: 'ACN-10101',
      serial_number: 'R9TW1234567',
      enrolment_secret: 'wrong',
    });
    const busy = screen.getByRole('button', { name: 'Setting up…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(screen.queryByText('Enter the Acorn id.')).toBeNull();

    refuse(new Error(REFUSED));
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSED);
    expect((screen.getByRole('button', { name: 'Set up' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows why the tablet is back at set-up', () => {
    const { tablet } = fixedTablet({
      phase: 'set-up',
      setUpNotice: 'This tablet was reset by the care home.',
    });
    renderWith(<App />, tablet);
    expect(screen.getByRole('status').textContent).toBe('This tablet was reset by the care home.');
  });
});

describe('setting up from a one-time link', () => {
  it('redeems the token once, then leaves the link for the app’s own address', async () => {
    history.replaceState(null, '', '/tablet/enrol#token=a-token-of-enough-length');
    const { tablet, actions } = setUp();
    renderWith(
      <StrictMode>
        <App />
      </StrictMode>,
      tablet,
    );
    expect(screen.getByRole('status').textContent).toBe('Setting up this tablet…');
    await waitFor(() => expect(location.pathname).toBe('/tablet/'));
    expect(location.hash).toBe('');
    expect(actions.enrolWithToken).toHaveBeenCalledTimes(1);
    expect(actions.enrolWithToken).toHaveBeenCalledWith('a-token-of-enough-length');
  });

  it('says a spent link in words, removes its token and leaves the form usable', async () => {
    history.replaceState(null, '', '/tablet/enrol#token=spent');
    const { tablet } = setUp({ enrolWithToken: () => Promise.reject(new Error(SPENT)) });
    const { user } = renderWith(<App />, tablet);
    expect((await screen.findByRole('alert')).textContent).toBe(SPENT);
    expect(location.pathname + location.hash).toBe('/tablet/');
    expect(screen.queryByText('Setting up this tablet…')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Acorn id' }), 'ACN-10101');
    expect((screen.getByRole('button', { name: 'Set up' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
