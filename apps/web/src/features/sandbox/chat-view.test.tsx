// @vitest-environment jsdom
import { SandboxPhoneTexts } from '@chatgate/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test-support/fake-api';
import { renderDashboard } from '../../test-support/render-dashboard';
import { contactChat, ownMessage, PHONE, sandboxMessage } from '../../test-support/sandbox-phone';
import { ChatView } from './chat-view';

/** How the Sandbox Phone marks edited, deleted and forwarded messages (issue 45). */

afterEach(() => vi.unstubAllGlobals());

function showChat(...messages: Parameters<typeof contactChat>[0]) {
  fakeApi({});
  renderDashboard(<ChatView chat={contactChat(messages)} phone={PHONE} onReply={() => {}} />);
  return screen.getAllByRole('listitem');
}

const buttonsOf = (item: HTMLElement) =>
  within(item)
    .queryAllByRole('button')
    .map((b) => b.textContent);

it('marks an edited message "edited" beside its time, and only that one', () => {
  const [edited, plain] = showChat(
    sandboxMessage({ body: 'See you at 6', edited: true }),
    sandboxMessage({ body: 'Bring the keys' }),
  );
  expect(edited?.textContent).toContain('See you at 6');
  expect(within(edited as HTMLElement).getByText(SandboxPhoneTexts.edited)).toBeTruthy();
  expect(within(plain as HTMLElement).queryByText(SandboxPhoneTexts.edited)).toBeNull();
  expect(within(plain as HTMLElement).queryByText(SandboxPhoneTexts.forwarded)).toBeNull();
});

it('marks a forwarded message "Forwarded" above its text', () => {
  const [forwarded] = showChat(sandboxMessage({ body: 'Sale starts Monday', forwarded: true }));
  const mark = within(forwarded as HTMLElement).getByText(SandboxPhoneTexts.forwarded);
  const text = within(forwarded as HTMLElement).getByText('Sale starts Monday');
  expect(mark.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('shows a deleted message as "This message was deleted": no text, marks, ticks, Reply, Edit or Delete', () => {
  const [theirs, mine] = showChat(
    sandboxMessage({ body: 'Wrong chat', revoked: true, edited: true, forwarded: true }),
    ownMessage({ body: 'My secret', revoked: true }),
  );
  for (const item of [theirs, mine] as HTMLElement[]) {
    expect(within(item).getByText(SandboxPhoneTexts.revoked)).toBeTruthy();
    expect(within(item).queryByText(SandboxPhoneTexts.edited)).toBeNull();
    expect(within(item).queryByText(SandboxPhoneTexts.forwarded)).toBeNull();
    expect(within(item).queryByTestId('message-status')).toBeNull();
    expect(buttonsOf(item)).toEqual([]);
  }
  expect(screen.queryByText(/Wrong chat|My secret/)).toBeNull();
});

it('offers Edit and Delete on the phone’s own texts only; a location can be deleted, not edited', () => {
  const [theirs, text, location] = showChat(
    sandboxMessage({ body: 'Where are you?' }),
    ownMessage({ body: 'On my way' }),
    ownMessage({
      body: 'Location: Office',
      content: { type: 'location', latitude: 12.97, longitude: 77.59, name: 'Office', address: null },
    }),
  );
  expect(buttonsOf(theirs as HTMLElement)).toEqual(['Reply to Where are you?']);
  expect(buttonsOf(text as HTMLElement)).toEqual([
    'Edit On my way',
    'Delete On my way for everyone',
    'Reply to On my way',
  ]);
  expect(buttonsOf(location as HTMLElement)).toEqual([
    'Delete Location: Office for everyone',
    'Reply to Location: Office',
  ]);
});

it('offers no Edit or Delete in a group: the phone changes only its messages to a contact', () => {
  fakeApi({});
  renderDashboard(
    <ChatView
      chat={{ id: '120363000000000001@g.us', kind: 'group', title: 'Cycling club', messages: [ownMessage()] }}
      phone={PHONE}
    />,
  );
  expect(buttonsOf(screen.getByRole('listitem'))).toEqual([]);
  expect(screen.getByRole('list', { name: 'Messages with Cycling club' })).toBeTruthy();
});
