// @vitest-environment jsdom
import { SandboxCallTexts } from '@chatgate/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeApi, fakeFailure } from '../../test-support/fake-api';
import { renderDashboard } from '../../test-support/render-dashboard';
import { CONTACT, PHONE, PHONE_PATH } from '../../test-support/sandbox-phone';
import { PhoneCall } from './phone-call';

afterEach(() => vi.unstubAllGlobals());

const CALL_ID = '00000000-0000-4000-8000-0000000000aa';
const callAnswer = (state: string, video = false) => ({
  id: CALL_ID,
  from: PHONE,
  to: CONTACT,
  video,
  state,
});

it('places a voice call: Calling... with Hang up, which ends it', async () => {
  const user = userEvent.setup();
  const placed: unknown[] = [];
  const api = fakeApi({
    [`POST ${PHONE_PATH}/calls`]: (body) => {
      placed.push(body);
      return callAnswer('ringing');
    },
    [`GET ${PHONE_PATH}/calls/${CALL_ID}`]: () => callAnswer('ringing'),
    [`POST ${PHONE_PATH}/calls/${CALL_ID}/hangup`]: () => callAnswer('ended'),
  });
  renderDashboard(<PhoneCall phone={PHONE} to={CONTACT} />);
  await user.click(screen.getByRole('button', { name: SandboxCallTexts.voiceCall }));
  const status = await screen.findByRole('status', { name: 'Call' });
  expect(status.textContent).toContain(`${SandboxCallTexts.voiceCall} to ${CONTACT}: Calling...`);
  expect(placed).toEqual([{ to: CONTACT, video: false }]);
  await user.click(within(status).getByRole('button', { name: SandboxCallTexts.hangUp }));
  await within(status).findByText(new RegExp(SandboxCallTexts.ended));
  expect(within(status).queryByRole('button')).toBeNull();
  expect(api.calls(`POST ${PHONE_PATH}/calls/${CALL_ID}/hangup`)).toBe(1);
});

it('shows a video call the token declined at once, and a refused call’s reason', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [`POST ${PHONE_PATH}/calls`]: () => callAnswer('declined', true),
    [`GET ${PHONE_PATH}/calls/${CALL_ID}`]: () => callAnswer('declined', true),
  });
  renderDashboard(<PhoneCall phone={PHONE} to={CONTACT} />);
  await user.click(screen.getByRole('button', { name: SandboxCallTexts.videoCall }));
  const status = await screen.findByRole('status', { name: 'Call' });
  expect(status.textContent).toContain(`${SandboxCallTexts.videoCall} to ${CONTACT}: Call declined`);

  api.answer(`POST ${PHONE_PATH}/calls`, () =>
    fakeFailure(409, { code: 'CONFLICT', message: 'There is no virtual phone with that number yet.' }),
  );
  await user.click(screen.getByRole('button', { name: SandboxCallTexts.voiceCall }));
  await screen.findByText('There is no virtual phone with that number yet.');
});

it('shows a call answered on the other side as in call, with Hang up', async () => {
  const user = userEvent.setup();
  fakeApi({
    [`POST ${PHONE_PATH}/calls`]: () => callAnswer('accepted'),
    [`GET ${PHONE_PATH}/calls/${CALL_ID}`]: () => callAnswer('accepted'),
    [`POST ${PHONE_PATH}/calls/${CALL_ID}/hangup`]: () => callAnswer('ended'),
  });
  renderDashboard(<PhoneCall phone={PHONE} to={CONTACT} />);
  await user.click(screen.getByRole('button', { name: SandboxCallTexts.voiceCall }));
  const status = await screen.findByRole('status', { name: 'Call' });
  expect(status.textContent).toContain(
    `${SandboxCallTexts.voiceCall} to ${CONTACT}: ${SandboxCallTexts.inCall}`,
  );
  await user.click(within(status).getByRole('button', { name: SandboxCallTexts.hangUp }));
  await within(status).findByText(new RegExp(SandboxCallTexts.ended));
});
