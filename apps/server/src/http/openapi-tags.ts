/**
 * The reference's sections, in the order a customer reads them: the messaging API their code
 * calls first, then the calls behind our own web app. Scalar shows a tag only inside its group
 * (`x-tagGroups`), so every tag a route uses must be listed here (openapi.test.ts checks it).
 */
export const TAG_GROUPS = [
  {
    name: 'Messaging API',
    tags: {
      messages:
        'Send text, media, locations, contacts, reactions and replies; read their status and history; the send queue.',
      numbers: 'Whether a number is on WhatsApp.',
      groups:
        'Create groups, list them, add, remove, promote and demote participants, change their subject, description, settings and picture, share invite links, join and leave. Send to a group with its id as `to`.',
      channels: 'Create channels and list them. Post to a channel with its id as `to`.',
      contacts: 'The people the token knows (by number and LID), their about text and picture, blocking.',
      instance: 'The token’s connection (state, QR, pairing code, logout, reboot) and its sending settings.',
      events: 'Every event of the token in order, to catch up after downtime.',
      webhooks: 'Where events are pushed, signed (Standard Webhooks), retried for 24 hours, and replayable.',
      presence: 'Typing and recording indicators, and a contact’s presence.',
      calls: 'Incoming voice and video calls: their state from ringing to the end, and rejecting them.',
      profile: 'The linked account’s WhatsApp profile: its name, about text and picture.',
      statuses: 'Post statuses (stories) of text or a file to the token’s contacts, and delete them.',
    },
  },
  {
    name: 'Green-API-compatible API',
    tags: {
      'green-api':
        'Green-API’s methods and wire format at /waInstance{idInstance}/{method}/{apiTokenInstance}: code written for Green-API (its SDKs, n8n and Make nodes) changes only its base URL. The same queue, limits, events and logs as the messaging API.',
    },
  },
  {
    name: 'Dashboard API',
    tags: {
      auth: 'Sign-up, sign-in, password reset and the session (the web app’s calls).',
      tokens: 'A user’s tokens (instances): create, link, reveal the API key, remove.',
      billing: 'Orders, payments and receipts of subscriptions.',
      logs: 'API calls, message events and webhook deliveries of the user’s tokens.',
      sheets: 'Google Sheets automations of a token.',
      sandbox: 'The virtual phones of the built-in simulator.',
      company: 'The user’s company details.',
      notifications: 'The user’s notifications.',
      announcements: 'Announcements (Admin and CRM create them).',
      broadcasts: 'Broadcasts (Admin and CRM send them).',
      tickets: 'Support tickets.',
      staff: 'Account settings staff (Admin and CRM) change, such as how many tokens an account may hold.',
      blogs: 'Blog posts.',
      public: 'Calls of the public site (contact form, newsletter).',
      system: 'Health and metrics.',
    },
  },
] as const;

export type TagGroupName = (typeof TAG_GROUPS)[number]['name'];

/** The document's `tags` and Scalar's `x-tagGroups`, to spread into the OpenAPI document. */
export function openApiSections() {
  return {
    tags: TAG_GROUPS.flatMap((group) =>
      Object.entries(group.tags).map(([name, description]) => ({ name, description })),
    ),
    'x-tagGroups': TAG_GROUPS.map((group) => ({ name: group.name, tags: Object.keys(group.tags) })),
  };
}

/** The group of each tag. */
export const TAG_GROUP_OF: ReadonlyMap<string, TagGroupName> = new Map(
  TAG_GROUPS.flatMap((group) => Object.keys(group.tags).map((tag) => [tag, group.name] as const)),
);
