// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { PhoneProfile } from './phone-profile';

afterEach(cleanup);

it('shows the phone’s push name, LID, about text, picture and business flag as tokens see them', () => {
  render(
    <PhoneProfile
      profile={{
        pushName: 'Sandbox 0759',
        lid: '123456789012345@lid',
        about: 'Open 9 to 5',
        business: true,
        hasPicture: true,
      }}
    />,
  );
  const profile = screen.getByRole('region', { name: 'WhatsApp profile' });
  expect(profile.textContent).toContain('Sandbox 0759');
  expect(profile.textContent).toContain('Business');
  expect(profile.textContent).toContain('LID 123456789012345@lid');
  expect(profile.textContent).toContain('Open 9 to 5 · Profile picture set');
});

it('says so when the phone has no about text or picture, and is no business', () => {
  render(
    <PhoneProfile
      profile={{ pushName: 'Sandbox 0752', lid: '1@lid', about: null, business: false, hasPicture: false }}
    />,
  );
  const profile = screen.getByRole('region', { name: 'WhatsApp profile' });
  expect(profile.textContent).toContain('No about text · No profile picture');
  expect(profile.textContent).not.toContain('Business');
});
