import { DEVELOPER_PLAN, POLICY_NOTICE_DAYS, TRIAL_DAYS } from '@chatgate/contracts';
import { formatRupees } from '../../lib/format-rupees';
import type { LegalSection } from './legal-section';
import { B, List, P, PageLink } from './legal-text';

const { monthly, annual, volumeDiscountFromNumbers } = DEVELOPER_PLAN;

/** Terms sections 5 to 8: payment, the free trial, intellectual property and privacy. */
export const TERMS_COMMERCIAL_SECTIONS: LegalSection[] = [
  {
    id: 'payment',
    title: 'Fees and Payment',
    body: (
      <>
        <P>
          Chatgate is billed per connected phone number (token). The service is a{' '}
          <B>monthly subscription billed in advance</B>: {formatRupees(monthly.charged)} per token for{' '}
          {monthly.validityDays} days. You can instead pay {formatRupees(annual.charged)} in advance for{' '}
          {annual.validityDays} days. Prices are in Indian rupees (INR) and are the amounts charged at
          checkout. Volume pricing from {volumeDiscountFromNumbers} numbers is available from our sales team.
        </P>
        <List
          items={[
            'Payments are processed by Razorpay. A token is activated, or extended, once its payment is confirmed.',
            'Subscriptions do not renew automatically: we remind you by e-mail before a token expires, and a token that is not renewed stops sending and receiving at the end of its period.',
            <>
              Fees are <B>non-refundable</B>, including for unused time or tokens, unless these terms state
              otherwise or the law requires a refund. If you are charged twice for the same order, we refund
              the duplicate.
            </>,
            `We may change our prices with at least ${POLICY_NOTICE_DAYS} days' notice by e-mail or in your dashboard. A new price applies from your next payment after the notice period.`,
          ]}
        />
      </>
    ),
  },
  {
    id: 'free-trial',
    title: `${TRIAL_DAYS}-Day Free Trial`,
    body: (
      <P>
        Your first token is a free trial that lasts {TRIAL_DAYS} days, with full access to every feature and
        no credit card needed. One trial is offered per person or organisation; opening extra accounts to get
        more trials is not allowed. When the trial ends, the token stops sending and receiving until you
        subscribe. We may change or end the trial offer for new sign-ups.
      </P>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    body: (
      <>
        <P>
          Chatgate, its software, API, documentation and brand belong to us. While your account is in good
          standing, we give you a limited, non-exclusive, non-transferable right to use them to build and run
          your own applications. You may copy the code samples from our documentation into your software.
        </P>
        <P>
          You keep all rights to the content you send and receive, and you let us store, process and transmit
          it only to provide the service to you. If you send us feedback, we may use it without obligation.
          WhatsApp is a trademark of its owner.
        </P>
      </>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <P>
        Our <PageLink to="/privacy">Privacy Policy</PageLink> explains how we handle personal data, and forms
        part of these terms. You are responsible for having a lawful basis, such as consent, for the personal
        data of the contacts you message through Chatgate.
      </P>
    ),
  },
];
