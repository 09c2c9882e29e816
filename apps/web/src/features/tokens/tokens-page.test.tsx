// @vitest-environment jsdom
import type { InstanceRow } from '@chatgate/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test-support/fake-api';
import { renderDashboard } from '../../test-support/render-dashboard';
import { daysFromNow, tokenList, tokenRow } from '../../test-support/token-rows';
import TokensPage from './tokens-page';

/**
 * The token display rules of spec 4 as the dashboard shows them: the real page and its rules,
 * with only POST /dash/wa/fetchInstance answered (at fetch).
 */

afterEach(() => vi.unstubAllGlobals());

async function showTokens(rows: InstanceRow[]) {
  const api = fakeApi({ '/dash/wa/fetchInstance': () => tokenList(rows) });
  renderDashboard(<TokensPage />);
  await screen.findByRole('table');
  return api;
}

function rowOf(insid: string): HTMLElement {
  const row = document.querySelector<HTMLElement>(`tr[data-insid="${insid}"]`);
  if (!row) throw new Error(`No row for token ${insid}`);
  return row;
}

/** What the Status column of a token shows: its badge, then its validity line when it has a validTill. */
const statusShown = (insid: string) => within(rowOf(insid)).getAllByRole('cell')[0]?.textContent;

/** A token's buttons and links, in order, by what they say (an icon button by its label). */
const actionsOf = (insid: string) =>
  Array.from(rowOf(insid).querySelectorAll('a, button'), (element) => element.textContent?.trim());

const createButton = () => screen.getByRole('button', { name: 'Create New Token' });
const classesOf = (element: HTMLElement) => element.className.split(/\s+/);

describe('token display status (spec 4)', () => {
  it('shows Trial, Trial Expired, Billing Expired, Active or nothing', async () => {
    const noEnd = { validTill: null };
    const api = await showTokens([
      tokenRow({ insid: 'trial', trial: 1, status: '', ...noEnd }),
      tokenRow({ insid: 'trial-flag-wins', trial: 1, status: 'Expired', ...noEnd }),
      tokenRow({ insid: 'trial-ended', trial: 0, status: 'Trial Expired', ...noEnd }),
      tokenRow({ insid: 'billing-ended', trial: 0, status: 'Expired', ...noEnd }),
      tokenRow({ insid: 'paid', trial: 0, status: 'Active', ...noEnd }),
      tokenRow({ insid: 'blank', trial: 0, status: '', ...noEnd }),
    ]);
    expect({
      trial: statusShown('trial'),
      trialFlagWins: statusShown('trial-flag-wins'),
      trialEnded: statusShown('trial-ended'),
      billingEnded: statusShown('billing-ended'),
      paid: statusShown('paid'),
      blank: statusShown('blank'),
    }).toEqual({
      trial: 'Trial',
      trialFlagWins: 'Trial',
      trialEnded: 'Trial Expired',
      billingEnded: 'Billing Expired',
      paid: 'Active',
      blank: '',
    });
    expect(api.calls('/dash/wa/fetchInstance')).toBe(1);
  });

  it('says until when a token is valid, or since when it has expired', async () => {
    await showTokens([
      tokenRow({ insid: 'paid', validTill: '2027-12-31T12:00:00.000Z' }),
      tokenRow({ insid: 'ended', status: 'Expired', validTill: '2026-10-31T12:00:00.000Z' }),
    ]);
    expect(statusShown('paid')).toMatch(/^ActiveValid till \S/);
    expect(statusShown('ended')).toMatch(/^Billing ExpiredExpired on \S/);
  });
});

describe('Create New Token (spec 4)', () => {
  it.each<[string, Partial<InstanceRow>]>([
    ['on trial', { trial: 1, status: '' }],
    ['with an expired trial', { status: 'Trial Expired' }],
    ['with expired billing', { status: 'Expired' }],
  ])('is disabled and red while a token is %s', async (_, fields) => {
    await showTokens([tokenRow({ insid: 'paid' }), tokenRow({ insid: 'other', ...fields })]);
    expect(createButton()).toHaveProperty('disabled', true);
    expect(classesOf(createButton())).toContain('bg-red-600');
    expect(screen.getByText(/Available once your trial has ended and no token is expired/)).toBeTruthy();
  });

  it('is enabled and green when every token is paid and none has expired', async () => {
    await showTokens([tokenRow({ insid: 'paid' }), tokenRow({ insid: 'unpaid', status: '' })]);
    expect(createButton()).toHaveProperty('disabled', false);
    expect(classesOf(createButton())).toContain('bg-emerald-700');
    expect(classesOf(createButton())).not.toContain('bg-red-600');
  });
});

describe('delete icon (spec 4)', () => {
  it('shows only on a trial token that is not logged in nor authenticated', async () => {
    await showTokens([
      tokenRow({ insid: 'removable', trial: 1, status: '' }),
      tokenRow({ insid: 'waiting-for-scan', trial: 1, status: '', session: 'qr' }),
      tokenRow({ insid: 'linked', trial: 1, status: '', session: 'connected', authenticated: 1, wid: '91' }),
      tokenRow({ insid: 'authenticated', trial: 1, status: '', authenticated: 1, wid: '92' }),
      tokenRow({ insid: 'paid', trial: 0 }),
    ]);
    const removable = ['removable', 'waiting-for-scan', 'linked', 'authenticated', 'paid'].filter((insid) =>
      actionsOf(insid).includes('Remove token'),
    );
    expect(removable).toEqual(['removable']);
  });

  it('is not shown on the only token', async () => {
    await showTokens([tokenRow({ insid: 'only', trial: 1, status: '' })]);
    expect(actionsOf('only')).not.toContain('Remove token');
  });
});

describe('Send Test Message (spec 4)', () => {
  it('shows when a token is logged in or authenticated and not expired', async () => {
    await showTokens([
      tokenRow({ insid: 'linked', session: 'connected', authenticated: 1, wid: '91' }),
      tokenRow({ insid: 'session-only', session: 'connected', authenticated: 0 }),
      tokenRow({ insid: 'authenticated-only', session: 'idle', authenticated: 1, wid: '92' }),
      tokenRow({ insid: 'trial-linked', trial: 1, status: '', authenticated: 1, wid: '93' }),
      tokenRow({ insid: 'expired', status: 'Expired', authenticated: 1, wid: '94' }),
      tokenRow({ insid: 'trial-expired', status: 'Trial Expired', authenticated: 1, wid: '95' }),
      tokenRow({ insid: 'past-valid-till', authenticated: 1, wid: '96', validTill: daysFromNow(-1) }),
      tokenRow({ insid: 'unlinked' }),
    ]);
    const insids = [
      'linked',
      'session-only',
      'authenticated-only',
      'trial-linked',
      'expired',
      'trial-expired',
      'past-valid-till',
      'unlinked',
    ];
    expect(insids.filter((insid) => actionsOf(insid).includes('Send Test Message'))).toEqual([
      'linked',
      'session-only',
      'authenticated-only',
      'trial-linked',
    ]);
  });
});

describe('Activate Now (spec 4)', () => {
  it('replaces Get QR Code on a token that is expired or not paid, and leads to subscribe with its insid', async () => {
    await showTokens([
      tokenRow({ insid: 'trial', trial: 1, status: '' }),
      tokenRow({ insid: 'paid' }),
      tokenRow({ insid: 'billing-ended', status: 'Expired' }),
      tokenRow({ insid: 'trial-ended', status: 'Trial Expired' }),
      tokenRow({ insid: 'trial-flag-left-on', trial: 1, status: 'Trial Expired' }),
      tokenRow({ insid: 'past-valid-till', validTill: daysFromNow(-1) }),
      tokenRow({ insid: 'never-paid', status: '' }),
    ]);
    const firstAction = (insid: string) => actionsOf(insid)[0];
    expect({
      trial: firstAction('trial'),
      paid: firstAction('paid'),
      billingEnded: firstAction('billing-ended'),
      trialEnded: firstAction('trial-ended'),
      trialFlagLeftOn: firstAction('trial-flag-left-on'),
      pastValidTill: firstAction('past-valid-till'),
      neverPaid: firstAction('never-paid'),
    }).toEqual({
      trial: 'Get QR Code',
      paid: 'Get QR Code',
      billingEnded: 'Activate Now',
      trialEnded: 'Activate Now',
      trialFlagLeftOn: 'Activate Now',
      pastValidTill: 'Activate Now',
      neverPaid: 'Activate Now',
    });
    const link = within(rowOf('billing-ended')).getByRole('link', { name: 'Activate Now' });
    expect(link.getAttribute('href')).toBe('/dashboard/subscribe?insid=billing-ended');
  });

  it('gives a linked (logged in or authenticated), usable token Logout? instead', async () => {
    await showTokens([
      tokenRow({ insid: 'linked', session: 'connected', authenticated: 1, wid: '91' }),
      tokenRow({ insid: 'authenticated', session: 'idle', authenticated: 1, wid: '92' }),
      tokenRow({ insid: 'logged-in', session: 'connected', authenticated: 0 }),
    ]);
    expect(['linked', 'authenticated', 'logged-in'].map((insid) => actionsOf(insid)[0])).toEqual([
      'Logout?',
      'Logout?',
      'Logout?',
    ]);
  });
});
