import { MIN_AGE, POLICY_NOTICE_DAYS } from '@chatgate/contracts';
import type { LegalSection } from './legal-section';
import { B, List, P, PageLink, SupportEmailLink } from './legal-text';

/** The twelve sections of the privacy policy, in the order of spec 2.6. */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <>
        <P>
          Chatgate ("Chatgate", "we", "us") runs a messaging API that lets you send and receive WhatsApp
          messages from your own software through a phone number you link to a token. This policy explains
          what personal data we collect when you use our website, dashboard and API, why we collect it, and
          the choices you have.
        </P>
        <P>
          We are based in India and handle personal data in line with the Information Technology Act, 2000,
          the rules made under it, and the Digital Personal Data Protection Act, 2023 as its provisions come
          into force.
        </P>
        <P>
          For messages you send and receive through the API, you decide whom to contact and what to say. For
          that content we act on your behalf, as your processor; you remain responsible for having your
          contacts' consent.
        </P>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <List
        items={[
          <>
            <B>Account details:</B> your name, username, e-mail address and, if you give it, your mobile
            number and company details (name, address, contact number, e-mail and website). Your password is
            stored only as a one-way argon2id hash.
          </>,
          <>
            <B>Tokens and API keys:</B> each token's ID and API key, the WhatsApp number linked to it, its
            connection state and validity, and the encryption keys of the linked-device session that keep the
            number connected.
          </>,
          <>
            <B>Message content and metadata:</B> the text, media, locations, contacts and reactions that pass
            through the API, with sender and recipient numbers, group and channel IDs, timestamps and delivery
            and read statuses. We store them so you can see message history and logs.
          </>,
          <>
            <B>Webhook settings:</B> the URLs you ask us to call, their signing secrets, and a record of each
            delivery attempt (event, response status and timing).
          </>,
          <>
            <B>Payment records:</B> payments are handled by Razorpay. We keep the order and payment IDs,
            amount, currency, status, payment method type and bank reference. We never see or store your card
            number, CVV, UPI PIN or net-banking password.
          </>,
          <>
            <B>API request logs:</B> for each call to the messaging API, the token, method, path, response
            status, duration and time.
          </>,
          <>
            <B>Sign-in and security data:</B> the IP address and browser of each signed-in session, and failed
            sign-in attempts, used to protect your account.
          </>,
          <>
            <B>What you send us:</B> support tickets, contact-form messages and e-mails.
          </>,
        ]}
      />
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    body: (
      <>
        <P>We use personal data only to:</P>
        <List
          items={[
            'create and secure your account, sign you in and reset your password;',
            'deliver your messages, report their status and call your webhooks;',
            'show message history, logs and payment history in your dashboard;',
            'take payments, activate tokens and send receipts and expiry reminders;',
            'answer support requests and tell you about changes to the service;',
            'detect and stop abuse, spam, fraud and attacks on the service;',
            'send product news, but only if you opted in; every such e-mail lets you unsubscribe.',
          ]}
        />
        <P>
          We do not sell personal data and do not use message content for advertising. Staff look at message
          content only when you ask us to help with a problem, to investigate abuse, or when the law requires
          it.
        </P>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'How We Share Information',
    body: (
      <>
        <P>We share personal data only with:</P>
        <List
          items={[
            <>
              <B>WhatsApp:</B> a message must pass through the WhatsApp network to reach its recipient.
              WhatsApp's own terms and privacy policy apply to it there.
            </>,
            <>
              <B>Your webhook endpoints:</B> events for your tokens go to the URLs you configure.
            </>,
            <>
              <B>Razorpay:</B> to process your payments.
            </>,
            <>
              <B>Service providers:</B> hosting and e-mail delivery companies that work for us under contract
              and may use the data only to provide their service to us.
            </>,
            <>
              <B>Authorities:</B> when Indian law, a court order or a lawful government request requires it,
              or to protect the rights and safety of our users and the public.
            </>,
          ]}
        />
        <P>
          If Chatgate is merged or sold, your data may move to the new owner, who must honour this policy; we
          will tell you before that happens.
        </P>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    body: (
      <>
        <P>
          Connections to our website and API are encrypted with TLS. Passwords are stored as argon2id hashes
          and sign-in sessions as hashes of their tokens. Every webhook we send is signed so you can check it
          came from us. Access to production data is limited to the staff who need it to run the service.
        </P>
        <P>
          Treat your API keys like passwords: anyone holding a key can send messages from its number. If you
          think a key has leaked, contact us at once. No system is perfectly secure; if a breach affects your
          data, we will notify you and the authorities as the law requires.
        </P>
      </>
    ),
  },
  {
    id: 'data-retention',
    title: 'Data Retention',
    body: (
      <List
        items={[
          'Account details: as long as your account is open.',
          'Message history and events: as long as the token exists; deleting a token or your account deletes them.',
          'API request logs and webhook delivery records: deleted automatically after 30 days.',
          'Payment records: as long as Indian tax and accounting law requires, currently up to eight years.',
          'Support tickets and messages to us: up to three years after the conversation ends.',
        ]}
      />
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <P>You can ask us to:</P>
        <List
          items={[
            'give you a summary of the personal data we hold about you;',
            'correct or complete it (most details can be changed on your profile page);',
            'delete your account and its data, except records the law makes us keep;',
            'stop sending you marketing e-mail, at any time;',
            'nominate someone to exercise these rights if you die or become unable to.',
          ]}
        />
        <P>
          We answer within 30 days and may first need to confirm your identity. If you received a message sent
          by one of our customers, please contact that business: it controls that data, and we will pass your
          request on if you write to us.
        </P>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and Local Storage',
    body: (
      <>
        <P>
          We do not use advertising or third-party tracking cookies. To keep you signed in, the dashboard
          keeps your session token and basic profile details (name, e-mail and role) in your browser's local
          storage, together with preferences such as dark mode. Signing out clears them.
        </P>
        <P>
          The Razorpay checkout window may set its own cookies, governed by Razorpay's policy. You can clear
          cookies and local storage in your browser settings at any time; you will then be signed out.
        </P>
      </>
    ),
  },
  {
    id: 'third-party-links',
    title: 'Third-Party Links',
    body: (
      <P>
        Our website, documentation and blog link to sites we do not run, such as WhatsApp, Razorpay, code
        libraries and our video channel. Their own privacy policies apply there, and we are not responsible
        for their content or practices. The same goes for the webhook URLs you configure: they are your
        systems.
      </P>
    ),
  },
  {
    id: 'children',
    title: `Children Under ${MIN_AGE}`,
    body: (
      <P>
        Chatgate is a service for businesses and developers and is not meant for children. We do not knowingly
        collect personal data from anyone under {MIN_AGE}. If you believe a child under {MIN_AGE} has given us
        personal data, write to us and we will delete it.
      </P>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <P>
        We may update this policy as the service changes; the date at the top shows the latest version. If a
        change is material, we will tell you by e-mail or a notice in your dashboard at least{' '}
        {POLICY_NOTICE_DAYS} days before it takes effect.
      </P>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    body: (
      <P>
        For any privacy question or request, or to reach our grievance officer, e-mail <SupportEmailLink />,
        use our <PageLink to="/contactus">contact page</PageLink>, or raise a ticket from your dashboard. We
        acknowledge privacy requests within two business days.
      </P>
    ),
  },
];
