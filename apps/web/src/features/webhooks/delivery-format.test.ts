import { WebhookFormSchema } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import { deliveryBadge, lastResult, saveErrorField, webhookBadge } from './delivery-format';
import { initialEvents } from './event-types';

describe('deliveryBadge', () => {
  it('tells a delivery that succeeded or failed for good', () => {
    expect(deliveryBadge({ status: 'succeeded', attempts: 1 })).toEqual({
      label: 'Succeeded',
      tone: 'success',
    });
    expect(deliveryBadge({ status: 'failed', attempts: 12 })).toEqual({ label: 'Failed', tone: 'danger' });
  });

  it('calls a pending delivery retrying once an attempt failed', () => {
    expect(deliveryBadge({ status: 'pending', attempts: 0 })).toEqual({ label: 'Pending', tone: 'neutral' });
    expect(deliveryBadge({ status: 'pending', attempts: 2 })).toEqual({ label: 'Retrying', tone: 'warning' });
  });
});

describe('lastResult', () => {
  it('prefers the HTTP status, then the error, then nothing', () => {
    expect(lastResult({ lastStatusCode: 500, lastError: 'Internal Server Error' })).toBe('HTTP 500');
    expect(lastResult({ lastStatusCode: null, lastError: 'timed out after 10 s' })).toBe(
      'timed out after 10 s',
    );
    expect(lastResult({ lastStatusCode: null, lastError: null })).toBe('');
  });
});

describe('webhookBadge', () => {
  it('is not set up without a URL, else enabled or disabled', () => {
    expect(webhookBadge({ url: null, enabled: false }).label).toBe('Not set up');
    expect(webhookBadge({ url: 'https://a.example/hook', enabled: true })).toEqual({
      label: 'Enabled',
      tone: 'success',
    });
    expect(webhookBadge({ url: 'https://a.example/hook', enabled: false })).toEqual({
      label: 'Disabled',
      tone: 'danger',
    });
  });
});

describe('saveErrorField', () => {
  it('puts the contract events rule under the events, anything else under the URL', () => {
    const events = WebhookFormSchema.safeParse({ url: 'https://a.example', events: [] });
    expect(saveErrorField(events.error?.issues[0]?.message ?? '')).toBe('events');
    expect(saveErrorField('The webhook URL points to a private, loopback or link-local address.')).toBe(
      'url',
    );
    expect(saveErrorField('Webhook URL is required')).toBe('url');
    const long = WebhookFormSchema.safeParse({ url: `https://a.example/${'a'.repeat(2048)}` });
    expect(long.error?.issues[0]?.message).toBe('Webhook URL must be at most 2048 characters');
  });
});

describe('initialEvents', () => {
  it('ticks every event for a webhook not set up yet, else the saved known ones', () => {
    expect(initialEvents(null, [])).toEqual([
      'message.received',
      'message.status',
      'message.sent_on_phone',
      'message.edited',
      'message.revoked',
      'instance.state',
      'group.created',
      'group.participants',
      'poll.vote',
      'group.updated',
      'presence.update',
      'call.received',
      'call.rejected',
      'call.accepted',
      'call.ended',
      'status.viewed',
      'status.received',
      'status.revoked',
      'chat.updated',
    ]);
    expect(initialEvents('https://a.example', ['message.status', 'unknown.event'])).toEqual([
      'message.status',
    ]);
  });
});
