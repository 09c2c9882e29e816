import { POLICY_NOTICE_DAYS } from '@chatgate/contracts';
import type { LegalSection } from './legal-section';
import { List, P, PageLink, SupportEmailLink } from './legal-text';

/** Terms sections 9 to 15: availability, liability, termination, law, changes and contact. */
export const TERMS_CLOSING_SECTIONS: LegalSection[] = [
  {
    id: 'availability',
    title: 'Service Availability',
    body: (
      <>
        <P>
          We work to keep Chatgate available around the clock and never to lose an accepted message: a message
          is accepted only once it is stored, webhook deliveries that fail are retried with increasing delays,
          and you can replay any delivery from your logs. Unless we agree otherwise in writing, we do not
          guarantee any level of uptime.
        </P>
        <P>
          We may pause the service for maintenance, announced in advance where we can. Delivery also depends
          on things we do not control, such as WhatsApp, your phone staying linked, and the internet.
        </P>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    body: (
      <>
        <P>
          The service is provided "as is" and "as available". To the fullest extent the law allows, Chatgate
          is not liable for indirect, incidental, special or consequential losses, for lost profits, revenue,
          data or goodwill, or for a phone number that WhatsApp limits or bans.
        </P>
        <P>
          Our total liability for any claim about the service is limited to the fees you paid us for the
          affected token in the 12 months before the event that caused it. Nothing in these terms limits a
          liability that the law does not allow us to limit.
        </P>
      </>
    ),
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    body: (
      <P>
        You will defend and compensate Chatgate, its directors and staff against claims, losses and costs
        (including reasonable legal fees) arising from the messages you send, the data you process through the
        service, your breach of these terms or of WhatsApp's terms, or your breach of any law or third-party
        right.
      </P>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <List
        items={[
          'You may stop using Chatgate at any time by deleting your tokens or asking us to close your account.',
          'We may suspend or close a token or account that breaks these terms, is not paid for, puts the service or other users at risk, or when the law requires it. We will tell you why unless the law or an ongoing investigation prevents it.',
          'When an account closes, access to it ends and its data is deleted as described in our Privacy Policy. Sections on fees, intellectual property, liability, indemnification and governing law continue to apply.',
        ]}
      />
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law and Jurisdiction',
    body: (
      <P>
        These terms are governed by the laws of India. The courts in Mumbai, Maharashtra have exclusive
        jurisdiction over any dispute arising from them or from the service. Before going to court, please
        write to us so we can try to settle the matter informally.
      </P>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    body: (
      <P>
        We may update these terms; the date at the top shows the latest version. For a material change we will
        give you at least {POLICY_NOTICE_DAYS} days' notice by e-mail or in your dashboard before it takes
        effect. If you keep using Chatgate after that, you accept the new terms; if you do not agree, you may
        stop using the service before then.
      </P>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    body: (
      <P>
        Questions about these terms? E-mail <SupportEmailLink />, use our{' '}
        <PageLink to="/contactus">contact page</PageLink>, or raise a ticket from your dashboard.
      </P>
    ),
  },
];
