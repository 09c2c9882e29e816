// @vitest-environment jsdom
import { type SandboxChat, SandboxMessages } from '@chatgate/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeApi, fakeFailure } from '../../test-support/fake-api';
import { renderDashboard } from '../../test-support/render-dashboard';
import { FirstChat, PHONE_PATH, phoneAnswer, sandboxMessage } from '../../test-support/sandbox-phone';

/** A group's system lines, and its admin phone changing the subject (issue 45, group administration). */

afterEach(() => vi.unstubAllGlobals());

const GROUP = '120363012345678901@g.us';
const SUBJECT_PATH = `POST ${PHONE_PATH}/groups/${encodeURIComponent(GROUP)}/subject`;

const groupChat = (title: string, admin: boolean): SandboxChat => ({
  id: GROUP,
  kind: 'group',
  title,
  admin,
  messages: [
    sandboxMessage({ body: 'Hi all' }),
    sandboxMessage({ body: '+919800000002 promoted +919800000001 to admin', system: true }),
  ],
});

it('shows system lines apart from the bubbles, without Reply', async () => {
  fakeApi({ [PHONE_PATH]: () => phoneAnswer(groupChat('Club', false)) });
  renderDashboard(<FirstChat />);
  const [bubble, line] = await screen.findAllByRole('listitem');
  expect(within(bubble as HTMLElement).queryByRole('button', { name: /Reply/ })).toBeTruthy();
  expect(line?.textContent).toContain('+919800000002 promoted +919800000001 to admin');
  expect(within(line as HTMLElement).queryByRole('button')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Change subject' })).toBeNull();
});

it('lets an admin phone change the subject, and says why when the server refuses', async () => {
  const user = userEvent.setup();
  let title = 'Club';
  const sent: unknown[] = [];
  const api = fakeApi({
    [PHONE_PATH]: () => phoneAnswer(groupChat(title, true)),
    [SUBJECT_PATH]: (body) => {
      sent.push(body);
      title = 'Club 2027';
      return { message: SandboxMessages.groupSubjectChanged };
    },
  });
  renderDashboard(<FirstChat />);
  await user.click(await screen.findByRole('button', { name: 'Change subject' }));
  const field = screen.getByLabelText('New subject');
  expect(field).toHaveProperty('value', 'Club');
  await user.clear(field);
  await user.type(field, ' Club 2027 ');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByRole('heading', { name: /Club 2027/ });
  expect(sent).toEqual([{ subject: 'Club 2027' }]);

  api.answer(SUBJECT_PATH, () =>
    fakeFailure(403, { code: 'FORBIDDEN', message: SandboxMessages.notGroupAdmin }),
  );
  await user.click(screen.getByRole('button', { name: 'Change subject' }));
  await user.type(screen.getByLabelText('New subject'), '!');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findByRole('alert')).textContent).toBe(SandboxMessages.notGroupAdmin);
});
