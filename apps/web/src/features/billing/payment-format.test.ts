import type { InstanceRow } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import { paymentBadge, tokensToActivate, tokenToActivateLabel } from './payment-format';

type Row = Pick<InstanceRow, 'instanceName' | 'insid' | 'wid' | 'trial' | 'status' | 'validTill'>;
const NOW = Date.parse('2026-11-28T12:00:00Z');
const DAY = 86_400_000;
const row = (insid: string, trial: 0 | 1, status: InstanceRow['status'], daysLeft = 30): Row => ({
  instanceName: 'Sales',
  insid,
  wid: null,
  trial,
  status,
  validTill: new Date(NOW + daysLeft * DAY).toISOString(),
});

describe('paymentBadge', () => {
  it('shows authorized and captured payments as Success, refunded ones as Refunded, anything else as Failed', () => {
    expect(paymentBadge('authorized')).toEqual({ label: 'Success', tone: 'success' });
    expect(paymentBadge('captured')).toEqual({ label: 'Success', tone: 'success' });
    expect(paymentBadge('failed')).toEqual({ label: 'Failed', tone: 'danger' });
    expect(paymentBadge('created')).toEqual({ label: 'Failed', tone: 'danger' });
    expect(paymentBadge('refunded')).toEqual({ label: 'Refunded', tone: 'neutral' });
  });
});

describe('tokensToActivate', () => {
  it('keeps trial, expired and never-paid tokens, drops Active ones until their last 7 days', () => {
    const rows = [
      row('trial', 1, ''),
      row('trial-expired', 0, 'Trial Expired', -1),
      row('billing-expired', 0, 'Expired', -1),
      row('unpaid', 0, ''),
      row('paid', 0, 'Active', 8),
      row('ending', 0, 'Active', 7),
    ];
    expect(tokensToActivate(rows, NOW).map((r) => r.insid)).toEqual([
      'trial',
      'trial-expired',
      'billing-expired',
      'unpaid',
      'ending',
    ]);
  });
});

describe('tokenToActivateLabel', () => {
  it('names the token, its id and its display status', () => {
    expect(tokenToActivateLabel(row('ins_1', 0, 'Trial Expired'))).toBe('Sales (ins_1) · Trial Expired');
    expect(tokenToActivateLabel(row('ins_2', 0, 'Expired'))).toBe('Sales (ins_2) · Billing Expired');
    expect(tokenToActivateLabel(row('ins_3', 1, ''))).toBe('Sales (ins_3) · Trial');
  });

  it('names a token with a phone by its phone, as the other screens do', () => {
    expect(tokenToActivateLabel({ ...row('ins_6', 1, ''), wid: '919811111111' })).toBe(
      'Sales (+919811111111) · Trial',
    );
  });

  it('leaves out a blank status', () => {
    expect(tokenToActivateLabel(row('ins_4', 0, ''))).toBe('Sales (ins_4)');
  });

  it('says when an Active token being renewed ends', () => {
    expect(tokenToActivateLabel({ ...row('ins_5', 0, 'Active'), validTill: '2026-12-03T10:00:00Z' })).toBe(
      'Sales (ins_5) · Active, ends 03-Dec-2026',
    );
  });
});
