// @vitest-environment jsdom
import { SandboxPresenceTexts } from '@chatgate/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test-support/fake-api';
import { renderDashboard } from '../../test-support/render-dashboard';
import { CONTACT, contactChat, PHONE, PHONE_PATH, sandboxMessage } from '../../test-support/sandbox-phone';
import { OpenChat } from './open-chat';

afterEach(() => vi.unstubAllGlobals());

it('shows the contact typing under the chat’s name, and tells it when the phone’s user types', async () => {
  const user = userEvent.setup();
  let shown: Array<{ chatId: string; state: string }> = [{ chatId: CONTACT, state: 'typing' }];
  const told: unknown[] = [];
  const api = fakeApi({
    [`GET ${PHONE_PATH}/presence`]: () => ({ result: shown }),
    [`POST ${PHONE_PATH}/presence`]: (body) => {
      told.push(body);
      return { message: 'Presence sent' };
    },
  });
  renderDashboard(<OpenChat phone={PHONE} chat={contactChat([sandboxMessage()])} />);
  expect(await screen.findByText(SandboxPresenceTexts.typing)).toBeTruthy();

  shown = [];
  await waitFor(() => expect(screen.queryByText(SandboxPresenceTexts.typing)).toBeNull(), { timeout: 3000 });
  expect(screen.getByText('Contact')).toBeTruthy();

  const box = screen.getByLabelText(`Message to ${CONTACT}`);
  await user.type(box, 'Hi');
  await user.tab();
  await waitFor(() =>
    expect(told).toEqual([
      { state: 'typing', to: CONTACT },
      { state: 'paused', to: CONTACT },
    ]),
  );
  expect(api.calls(`POST ${PHONE_PATH}/presence`)).toBe(2);
});
