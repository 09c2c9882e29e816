import type { EndpointSectionId } from './catalogue/types';

export interface DocSection {
  id: string;
  title: string;
}

/** The endpoint sections, in page order, with the text above their endpoints. */
export const ENDPOINT_SECTIONS: Array<DocSection & { id: EndpointSectionId; intro: string }> = [
  {
    id: 'send-text',
    title: 'Send a text',
    intro:
      'Sends are accepted with 202 and a message id as soon as they are queued; delivery follows in order.',
  },
  {
    id: 'send-media',
    title: 'Send media',
    intro: 'Send a file by its https URL, or inline as a base64 data URL.',
  },
  {
    id: 'more-messages',
    title: 'Location, contact, reaction, poll, sticker',
    intro: 'Other message types, sent and tracked like texts.',
  },
  {
    id: 'check-number',
    title: 'Check a number',
    intro: 'Find out whether a number is on WhatsApp before you write to it.',
  },
  {
    id: 'groups',
    title: 'Groups',
    intro:
      'Create groups, add, remove, promote and demote participants, change a group’s subject, description, settings and picture, share its invite link, join and leave, and send to a group: every send endpoint accepts a group id as the recipient.',
  },
  {
    id: 'channels',
    title: 'Channels',
    intro: 'Create broadcast channels owned by the token’s phone and post to them.',
  },
  {
    id: 'contacts',
    title: 'Contacts',
    intro:
      'The people the token knows, by phone number and by LID (WhatsApp’s privacy id), with their names, about text and picture; block and unblock them.',
  },
  {
    id: 'messages',
    title: 'Message status and history',
    intro:
      'Poll one message, page through everything the token sent and received, or mark received messages read.',
  },
  {
    id: 'queue',
    title: 'The send queue',
    intro:
      'What the token has still to send. With pacing, a long campaign waits here for hours: cancel a message, or the whole queue, before it goes.',
  },
  {
    id: 'instance',
    title: 'Instance',
    intro: 'The token’s session with the phone: its state, the QR code to link it, logout and reboot.',
  },
  {
    id: 'webhooks',
    title: 'Webhooks',
    intro: 'Get events pushed to your server as they happen, signed so you can trust them.',
  },
  {
    id: 'events',
    title: 'Event log',
    intro: 'Every event is also kept in order, so you can catch up on what you missed.',
  },
  {
    id: 'presence',
    title: 'Presence',
    intro: 'Show typing or recording in a chat, and follow a contact’s presence.',
  },
  {
    id: 'calls',
    title: 'Calls',
    intro:
      'Follow every incoming call from ringing to its end, read where each is, and reject calls, by hand or by the token’s rule.',
  },
  {
    id: 'profile',
    title: 'Profile',
    intro: 'The name, about text and picture your contacts see for the linked phone.',
  },
  {
    id: 'statuses',
    title: 'Statuses',
    intro: 'Post stories your contacts see for 24 hours, and hear who viewed them.',
  },
];

/** Every section, in page order: the table of contents. */
export const DOC_SECTIONS: DocSection[] = [
  { id: 'overview', title: 'Overview' },
  { id: 'authentication', title: 'Authentication' },
  { id: 'sdk', title: 'TypeScript SDK' },
  ...ENDPOINT_SECTIONS.map(({ id, title }) => ({ id, title })),
  { id: 'errors', title: 'Errors and limits' },
  { id: 'best-practices', title: 'Best practices' },
];
