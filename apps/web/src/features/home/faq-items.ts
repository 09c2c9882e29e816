import {
  DEVELOPER_PLAN,
  MAX_TOKENS_PER_USER,
  PRE_INTEGRATED_SHEET_AUTOMATIONS,
  TRIAL_DAYS,
} from '@chatgate/contracts';
import type { AccordionItem } from '../../components/site/accordion';
import { formatRupees } from '../../lib/format-rupees';

/** The home page's ten questions (spec 2.3). */
export const FAQ_ITEMS: AccordionItem[] = [
  {
    question: 'What is Chatgate?',
    answer:
      'Chatgate is a WhatsApp messaging HTTP API. You link a phone number to a token by scanning a QR code, then send and receive messages, media and group updates from your own code.',
  },
  {
    question: 'How does the free trial work?',
    answer: `Every new account gets one trial token for ${TRIAL_DAYS} days with full feature access. No credit card is required.`,
  },
  {
    question: 'How much does it cost?',
    answer: `The Developer plan is ${formatRupees(DEVELOPER_PLAN.annual.pricePerMonth)} per month per phone number on annual billing (${formatRupees(DEVELOPER_PLAN.annual.charged)} a year), or ${formatRupees(DEVELOPER_PLAN.monthly.pricePerMonth)} per month on monthly billing. Messages and API calls are unlimited.`,
  },
  {
    question: 'How do I connect my phone?',
    answer:
      'On the dashboard, use Fetch Session on your token (its Get QR Code button) to show its QR code, then scan it in the WhatsApp mobile app under Linked devices. One phone links to one token.',
  },
  {
    question: 'Which message types can I send?',
    answer:
      'Text, location, contacts, images, audio, videos, documents and archives. You can also create groups, add or remove participants and broadcast to channels.',
  },
  {
    question: 'How do I receive incoming messages?',
    answer:
      'Set a webhook URL for your token. We call it in real time when a message arrives or when the delivery status of a message you sent changes.',
  },
  {
    question: 'How many phone numbers can I connect?',
    answer: `Up to ${MAX_TOKENS_PER_USER} tokens per account, each billed separately. Need more? Contact sales or raise a ticket; a volume discount applies from ${DEVELOPER_PLAN.volumeDiscountFromNumbers} numbers.`,
  },
  {
    question: 'Will my number get banned?',
    answer:
      'WhatsApp bans numbers that behave like spam. Follow our best practices below: limit messages per contact, add random delays and only message people who expect to hear from you.',
  },
  {
    question: 'What else is included in the plan?',
    answer: `${PRE_INTEGRATED_SHEET_AUTOMATIONS} pre-integrated spreadsheet automations, a number checker to see whether a number is on WhatsApp, and a Base64 file encoder and decoder.`,
  },
  {
    question: 'How do I get help?',
    answer:
      'Our support team is available 24/7. Email us or create a ticket from your dashboard and we will get back to you quickly.',
  },
];
