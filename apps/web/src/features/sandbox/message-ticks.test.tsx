// @vitest-environment jsdom
import { SandboxPhoneStatusTexts } from '@chatgate/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { MessageTicks } from './message-ticks';

afterEach(cleanup);

it('shows a message a blocking token did not get with one tick and the words Not delivered', () => {
  render(<MessageTicks status="undelivered" />);
  const ticks = screen.getByTestId('message-status');
  expect(ticks.getAttribute('data-status')).toBe('undelivered');
  expect(ticks.getAttribute('title')).toBe(SandboxPhoneStatusTexts.undelivered);
  expect(ticks.textContent).toBe('Not delivered');
  expect(ticks.querySelectorAll('svg')).toHaveLength(1);
  expect(ticks.querySelector('svg')?.getAttribute('class')).toContain('lucide-check');
  expect(ticks.querySelector('svg')?.getAttribute('class')).not.toContain('check-check');
});

it('keeps the label of a delivered message for screen readers only', () => {
  render(<MessageTicks status="delivered" />);
  const label = screen.getByText('Delivered');
  expect(label.className).toContain('sr-only');
});
