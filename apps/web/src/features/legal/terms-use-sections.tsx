import { BEST_PRACTICES, MAX_TOKENS_PER_USER, MIN_AGE } from '@chatgate/contracts';
import type { LegalSection } from './legal-section';
import { B, List, P } from './legal-text';

const { maxMessagesPerContactPerHour, minPauseMinutes, randomDelaySeconds, spamReportsBanRisk } =
  BEST_PRACTICES;

/** Terms sections 1 to 4: agreeing, what the service is, accounts and acceptable use. */
export const TERMS_USE_SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    body: (
      <>
        <P>
          These terms are an agreement between you and Chatgate. By creating an account, ticking the box that
          accepts them, or calling our API, you agree to them. If you use Chatgate for an organisation, you
          confirm that you may bind it, and "you" includes that organisation. If you do not agree, do not use
          the service.
        </P>
        <P>
          You must be at least {MIN_AGE} years old. If you are under 18, a parent or guardian must accept
          these terms for you and is responsible for your use.
        </P>
      </>
    ),
  },
  {
    id: 'service-description',
    title: 'Description of Service',
    body: (
      <>
        <P>
          Chatgate provides an HTTP API for sending and receiving WhatsApp messages from a phone number you
          link to a token by scanning a QR code. It includes text, media, location and contact messages,
          groups and channels, delivery statuses, webhooks, a number checker, a Base64 converter, spreadsheet
          automations, a dashboard and API documentation.
        </P>
        <P>
          Chatgate is independent and is not affiliated with, endorsed or sponsored by WhatsApp or Meta. Your
          number connects as a linked device, and WhatsApp may limit, suspend or ban any number at its own
          discretion; that is outside our control.
        </P>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and Registration',
    body: (
      <List
        items={[
          'Give accurate details when you sign up and keep them up to date.',
          'Keep your password and API keys secret. You are responsible for everything done with your account and tokens.',
          'Tell us at once if you suspect someone else is using your account or keys.',
          `An account can hold up to ${MAX_TOKENS_PER_USER} tokens; ask our sales team or raise a ticket for more.`,
          'Each phone number links to one token, and you may only link numbers you own or are allowed to use.',
        ]}
      />
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable Use',
    body: (
      <>
        <P>
          You must follow WhatsApp's Terms of Service and Business Policy and every law that applies to your
          messages. In particular, you must not:
        </P>
        <List
          items={[
            'send spam, bulk messages to bought, rented or scraped lists, or messages people did not ask for;',
            <>
              message anyone who has not <B>opted in</B> to hear from you, or keep messaging someone who asked
              you to stop;
            </>,
            'send anything illegal, fraudulent, deceptive, harassing, hateful or infringing, or any malware or phishing;',
            'impersonate a person or business, or hide who is sending a message;',
            'overload, probe or attack the service, get around its limits, or resell it without our written agreement.',
          ]}
        />
        <P>
          Pace your sending so that recipients and WhatsApp do not see it as spam: send at most{' '}
          {maxMessagesPerContactPerHour} messages per contact per hour, pause at least {minPauseMinutes}{' '}
          minutes before contacting the same person again, and wait a random {randomDelaySeconds.min} to{' '}
          {randomDelaySeconds.max} seconds between messages. As few as {spamReportsBanRisk.min} to{' '}
          {spamReportsBanRisk.max} spam reports can get a number banned. We may suspend a token that breaks
          these rules, and we are not responsible for numbers that WhatsApp bans.
        </P>
      </>
    ),
  },
];
