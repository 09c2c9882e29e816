// @vitest-environment jsdom
import { SandboxCallTexts } from '@chatgate/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test-support/fake-api';
import { renderDashboard } from '../../test-support/render-dashboard';
import { CONTACT, PHONE, PHONE_PATH } from '../../test-support/sandbox-phone';
import { IncomingCalls } from './incoming-calls';

afterEach(() => vi.unstubAllGlobals());

const CALL_ID = '00000000-0000-4000-8000-0000000000bb';
const call = (state: string) => ({ id: CALL_ID, from: CONTACT, to: PHONE, video: true, state });

it('shows a ringing call with Accept and Decline; once accepted, Hang up', async () => {
  const user = userEvent.setup();
  let now = call('ringing');
  const api = fakeApi({
    [`GET ${PHONE_PATH}/calls`]: () => ({ result: [now] }),
    [`POST ${PHONE_PATH}/calls/${CALL_ID}/accept`]: () => {
      now = call('accepted');
      return now;
    },
    [`POST ${PHONE_PATH}/calls/${CALL_ID}/hangup`]: () => {
      now = call('ended');
      return now;
    },
  });
  renderDashboard(<IncomingCalls phone={PHONE} />);
  const list = await screen.findByRole('list', { name: 'Incoming calls' });
  expect(list.textContent).toContain(
    `${SandboxCallTexts.videoCall} from ${CONTACT}: ${SandboxCallTexts.incoming}`,
  );
  expect(within(list).getByRole('button', { name: SandboxCallTexts.decline })).toBeTruthy();
  await user.click(within(list).getByRole('button', { name: SandboxCallTexts.accept }));
  await within(list).findByText(new RegExp(SandboxCallTexts.inCall));
  expect(within(list).queryByRole('button', { name: SandboxCallTexts.accept })).toBeNull();
  // The list only holds calls that go on: hung up, the call leaves it.
  api.answer(`GET ${PHONE_PATH}/calls`, () => ({ result: now.state === 'ended' ? [] : [now] }));
  await user.click(within(list).getByRole('button', { name: SandboxCallTexts.hangUp }));
  await vi.waitFor(() => expect(screen.queryByRole('list', { name: 'Incoming calls' })).toBeNull());
  expect(api.calls(`POST ${PHONE_PATH}/calls/${CALL_ID}/hangup`)).toBe(1);
});

it('declines a ringing call', async () => {
  const user = userEvent.setup();
  let calls = [call('ringing')];
  const api = fakeApi({
    [`GET ${PHONE_PATH}/calls`]: () => ({ result: calls }),
    [`POST ${PHONE_PATH}/calls/${CALL_ID}/decline`]: () => {
      calls = [];
      return call('declined');
    },
  });
  renderDashboard(<IncomingCalls phone={PHONE} />);
  const list = await screen.findByRole('list', { name: 'Incoming calls' });
  await user.click(within(list).getByRole('button', { name: SandboxCallTexts.decline }));
  await vi.waitFor(() => expect(screen.queryByRole('list', { name: 'Incoming calls' })).toBeNull());
  expect(api.calls(`POST ${PHONE_PATH}/calls/${CALL_ID}/decline`)).toBe(1);
});
