// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { SdkSection } from './sdk-section';

afterEach(cleanup);

it('shows each step with the SDK’s code beside raw HTTP, and the README’s text as prose', () => {
  render(<SdkSection baseUrl="https://chatgate.test/api/v1" />);
  const section = screen.getByRole('region', { name: 'TypeScript SDK' });
  const steps = within(section).getAllByRole('listitem');
  expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
    '1.Install',
    '2.Set up the client',
    '3.Send a message',
    '4.Read its status',
    '5.Iterate the events',
    '6.Verify webhooks',
  ]);
  for (const step of steps) {
    const frames = within(step).getAllByRole('figure');
    expect(frames.map((frame) => frame.getAttribute('aria-label'))).toEqual([
      'With @chatgate/sdk',
      'Raw HTTP (fetch)',
    ]);
  }
  const [install, client] = steps;
  expect(within(install as HTMLElement).getAllByRole('figure')[0]?.textContent).toContain(
    'npm install @chatgate/sdk',
  );
  expect(within(client as HTMLElement).getAllByRole('figure')[1]?.textContent).toContain(
    "const BASE_URL = 'https://chatgate.test/api/v1';",
  );
  // Inline code of the README is rendered as code, not as backticks.
  const prose = [...section.querySelectorAll('p')].map((p) => p.textContent).join(' ');
  expect(prose).toContain('Store the seq of the last event');
  expect(prose).not.toContain('`');
  expect(within(section).getAllByText('seq', { selector: 'code' }).length).toBeGreaterThan(0);
});
