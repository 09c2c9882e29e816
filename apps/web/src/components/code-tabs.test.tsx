// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { type CodeTab, CodeTabs } from './code-tabs';

afterEach(cleanup);

const TABS: CodeTab[] = [
  { id: 'curl', label: 'cURL', code: 'curl -X POST', caption: 'send.sh' },
  {
    id: 'node',
    label: 'Node.js',
    code: 'unused',
    variants: [
      { id: 'sdk', label: '@chatgate/sdk', code: 'chatgate.messages.sendText()', caption: 'send.mjs' },
      { id: 'fetch', label: 'fetch', code: "fetch('/send/text')", caption: 'send.mjs' },
    ],
  },
];

function Tabs() {
  const [selected, setSelected] = useState('curl');
  return <CodeTabs label="Samples" tabs={TABS} selected={selected} onSelect={setSelected} />;
}

const panel = () => screen.getByRole('tabpanel');

it('shows a tab’s ways of writing the code inside its panel, the first until another is chosen', async () => {
  const user = userEvent.setup();
  render(<Tabs />);
  expect(panel().textContent).toContain('curl -X POST');
  expect(screen.queryByRole('group', { name: /how to call/ })).toBeNull();

  await user.click(screen.getByRole('tab', { name: 'Node.js' }));
  const ways = within(panel()).getByRole('group', { name: 'Node.js: how to call the API' });
  expect(within(ways).getByRole('button', { name: '@chatgate/sdk' }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  expect(panel().textContent).toContain('chatgate.messages.sendText()');
  expect(panel().textContent).not.toContain('unused');

  await user.click(within(ways).getByRole('button', { name: 'fetch' }));
  expect(within(ways).getByRole('button', { name: 'fetch' }).getAttribute('aria-pressed')).toBe('true');
  expect(within(ways).getByRole('button', { name: '@chatgate/sdk' }).getAttribute('aria-pressed')).toBe(
    'false',
  );
  expect(panel().textContent).toContain("fetch('/send/text')");

  // The choice holds when the visitor comes back to the tab.
  await user.click(screen.getByRole('tab', { name: 'cURL' }));
  await user.click(screen.getByRole('tab', { name: 'Node.js' }));
  expect(panel().textContent).toContain("fetch('/send/text')");
  expect(screen.getByRole('figure', { name: 'Samples' }).querySelector('figcaption')?.textContent).toBe(
    'send.mjs',
  );
});
