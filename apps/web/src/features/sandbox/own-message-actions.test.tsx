// @vitest-environment jsdom
import { type SandboxMessage, SandboxMessages } from '@chatgate/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeApi, fakeFailure } from '../../test-support/fake-api';
import { renderDashboard } from '../../test-support/render-dashboard';
import {
  contactChat,
  FirstChat,
  messagePath,
  ownMessage,
  PHONE_PATH,
  phoneAnswer,
} from '../../test-support/sandbox-phone';

/** The phone edits or deletes its own message to a contact with the buttons beside it. */

afterEach(() => vi.unstubAllGlobals());

/** The phone with one chat holding `message`; `changes` answer the calls on the message. */
async function phoneWith(message: SandboxMessage, changes: Record<string, FakeAnswer>) {
  let shown = message;
  const api = fakeApi({
    [PHONE_PATH]: () => phoneAnswer(contactChat([shown])),
    ...changes,
  });
  renderDashboard(<FirstChat />);
  await screen.findByRole('listitem');
  const show = (next: SandboxMessage) => {
    shown = next;
  };
  return { api, show };
}

const edits = (message: SandboxMessage) => `PATCH ${messagePath(message)}`;
const deletes = (message: SandboxMessage) => `DELETE ${messagePath(message)}`;

it('Edit sends the new text with PATCH and the chat shows the answer', async () => {
  const user = userEvent.setup();
  const message = ownMessage({ body: 'See you at 5' });
  const sent: unknown[] = [];
  const { api, show } = await phoneWith(message, {
    [edits(message)]: (body) => {
      sent.push(body);
      show({ ...message, body: 'See you at 6', edited: true });
      return { message: SandboxMessages.messageEdited };
    },
  });

  await user.click(screen.getByRole('button', { name: 'Edit See you at 5' }));
  const field = screen.getByLabelText('New text');
  expect(field).toHaveProperty('value', 'See you at 5');
  expect(document.activeElement).toBe(field);
  await user.clear(field);
  await user.type(field, '  See you at 6 ');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await screen.findByText('See you at 6');
  expect(sent).toEqual([{ body: 'See you at 6' }]);
  expect(api.calls(PHONE_PATH)).toBe(2);
  expect(screen.queryByLabelText('New text')).toBeNull();
  expect(within(screen.getByRole('listitem')).getByText('edited')).toBeTruthy();
});

it('refuses an empty text before any call, and the error clears when the text changes', async () => {
  const user = userEvent.setup();
  const message = ownMessage({ body: 'Call me' });
  const { api } = await phoneWith(message, { [edits(message)]: () => ({ message: 'unexpected' }) });

  await user.click(screen.getByRole('button', { name: 'Edit Call me' }));
  const field = screen.getByLabelText('New text');
  await user.clear(field);
  await user.type(field, '   ');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('alert').textContent).toBe('Message is required');
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(field.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  expect(api.calls(edits(message))).toBe(0);

  await user.type(field, 'x');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(field.getAttribute('aria-invalid')).toBeNull();
});

it('Save with the same text, Cancel and Escape close the form without a call', async () => {
  const user = userEvent.setup();
  const message = ownMessage({ body: 'Call me' });
  const { api } = await phoneWith(message, { [edits(message)]: () => ({ message: 'unexpected' }) });
  const open = () => user.click(screen.getByRole('button', { name: 'Edit Call me' }));

  await open();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.queryByLabelText('New text')).toBeNull();
  await open();
  await user.type(screen.getByLabelText('New text'), ' later');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByLabelText('New text')).toBeNull();
  await open();
  await user.type(screen.getByLabelText('New text'), ' later{Escape}');
  expect(screen.queryByLabelText('New text')).toBeNull();
  expect(api.calls(edits(message))).toBe(0);
});

it('shows the server’s refusal of an edit and keeps the form open with the text typed', async () => {
  const user = userEvent.setup();
  const message = ownMessage({ body: 'Old news' });
  await phoneWith(message, {
    [edits(message)]: () => fakeFailure(409, { code: 'CONFLICT', message: SandboxMessages.editWindowPassed }),
  });

  await user.click(screen.getByRole('button', { name: 'Edit Old news' }));
  await user.type(screen.getByLabelText('New text'), ', sorry');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findByRole('alert')).textContent).toBe(SandboxMessages.editWindowPassed);
  expect(screen.getByLabelText('New text')).toHaveProperty('value', 'Old news, sorry');
});

it('Delete asks first; Keep It sends nothing, Delete for Everyone sends DELETE and the chat shows it deleted', async () => {
  const user = userEvent.setup();
  const message = ownMessage({ body: 'Wrong chat' });
  const { api, show } = await phoneWith(message, {
    [deletes(message)]: () => {
      show({ ...message, body: '', revoked: true });
      return { message: SandboxMessages.messageDeleted };
    },
  });
  const remove = () => user.click(screen.getByRole('button', { name: 'Delete Wrong chat for everyone' }));

  await remove();
  const asked = await screen.findByRole('alertdialog', { name: 'Delete for everyone?' });
  await user.click(within(asked).getByRole('button', { name: 'Keep It' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(api.calls(deletes(message))).toBe(0);

  await remove();
  const again = await screen.findByRole('alertdialog', { name: 'Delete for everyone?' });
  await user.click(within(again).getByRole('button', { name: 'Delete for Everyone' }));
  await screen.findByText('This message was deleted');
  expect(api.calls(deletes(message))).toBe(1);
  expect(api.calls(`PATCH ${messagePath(message)}`)).toBe(0);
});

it('shows the server’s refusal of a deletion beside the message', async () => {
  const user = userEvent.setup();
  const message = ownMessage({ body: 'Gone already' });
  await phoneWith(message, {
    [deletes(message)]: () => fakeFailure(409, { code: 'CONFLICT', message: SandboxMessages.revoked }),
  });

  await user.click(screen.getByRole('button', { name: 'Delete Gone already for everyone' }));
  const asked = await screen.findByRole('alertdialog', { name: 'Delete for everyone?' });
  await user.click(within(asked).getByRole('button', { name: 'Delete for Everyone' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(SandboxMessages.revoked);
  expect(screen.getByRole('listitem').contains(alert)).toBe(true);
});
