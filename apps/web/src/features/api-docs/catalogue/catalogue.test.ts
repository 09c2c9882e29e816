import {
  DISCONNECT_REASONS,
  EventSchema,
  INSTANCE_EVENT_STATES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT_TYPE,
} from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_SECTIONS } from '../sections';
import { ENDPOINTS } from './endpoints';
import { SETTINGS_ENDPOINTS } from './settings-endpoints';
import { WEBHOOK_BODY_EXAMPLE, WEBHOOK_EVENTS } from './webhook-events';

describe('API docs catalogue', () => {
  it('documents every webhook event type a customer can subscribe to, in the contract’s order, then the test event', () => {
    expect(WEBHOOK_EVENTS.map((event) => event.type)).toEqual([
      ...WEBHOOK_EVENT_TYPES,
      WEBHOOK_TEST_EVENT_TYPE,
    ]);
    expect(WEBHOOK_EVENTS.filter((event) => event.always).map((event) => event.type)).toEqual([
      'webhook.test',
    ]);
  });

  it('shows a delivery body the contracts’ EventSchema takes, field for field', () => {
    expect(EventSchema.parse(WEBHOOK_BODY_EXAMPLE)).toEqual(WEBHOOK_BODY_EXAMPLE);
  });

  it('documents the instance.state data with every state and disconnect reason', () => {
    const state = WEBHOOK_EVENTS.find((event) => event.type === 'instance.state');
    for (const word of [...INSTANCE_EVENT_STATES, ...DISCONNECT_REASONS])
      expect(state?.data).toContain(`"${word}"`);
    expect(state?.data).not.toContain('idle');
  });

  it('gives every endpoint a unique anchor and a section of the page', () => {
    const ids = ENDPOINTS.map((endpoint) => endpoint.id);
    expect(new Set(ids).size).toBe(ids.length);
    const sections = new Set(ENDPOINT_SECTIONS.map((section) => section.id));
    for (const endpoint of ENDPOINTS) expect(sections.has(endpoint.section), endpoint.id).toBe(true);
  });

  it('lists the group and channel calls with samples that fill in the ids', () => {
    const paths = ENDPOINTS.filter((e) => e.section === 'groups' || e.section === 'channels').map(
      (e) => `${e.method} ${e.sample?.path ?? e.path}`,
    );
    expect(paths).toEqual([
      'POST /groups',
      'GET /groups',
      'GET /groups/120363012345678901@g.us',
      'POST /groups/120363012345678901@g.us/participants/add',
      'POST /groups/120363012345678901@g.us/participants/remove',
      'POST /groups/120363012345678901@g.us/participants/promote',
      'POST /groups/120363012345678901@g.us/participants/demote',
      'POST /groups/120363012345678901@g.us/send',
      'PATCH /groups/120363012345678901@g.us',
      'GET /groups/120363012345678901@g.us/invite',
      'POST /groups/120363012345678901@g.us/invite/revoke',
      'POST /groups/join',
      'POST /groups/120363012345678901@g.us/leave',
      'PUT /groups/120363012345678901@g.us/picture',
      'DELETE /groups/120363012345678901@g.us/picture',
      'POST /channels',
      'GET /channels',
      'POST /channels/120363098765432109@newsletter/send',
    ]);
  });

  it('answers the settings sample with what its body sets: those values, marked custom', () => {
    const put = SETTINGS_ENDPOINTS.find((e) => e.method === 'PUT');
    if (!put) throw new Error('no PUT /instance/settings');
    const body = put.sample?.body as Record<string, number>;
    const { settings, custom } = put.response.example as {
      settings: Record<string, number>;
      custom: Record<string, boolean>;
    };
    expect(settings).toMatchObject(body);
    for (const field of Object.keys(custom)) expect(custom[field], field).toBe(field in body);
  });
});
