import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Where replies go instead of the sender (MAIL_FROM); none: to the sender. */
  replyTo?: string | null;
}

export interface MailTransport {
  /** 'sent' when handed to an SMTP server, 'logged' when written to the log instead. */
  deliver(message: MailMessage): Promise<'sent' | 'logged'>;
  close(): void;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise every mail is written to the log. */
export function createMailTransport(
  smtpUrl: string | undefined,
  from: string,
  log: { info(obj: object, msg: string): void },
): MailTransport {
  if (!smtpUrl) {
    return {
      deliver: async (message) => {
        log.info(
          {
            mail: { to: message.to, replyTo: message.replyTo, subject: message.subject, text: message.text },
          },
          'mail (no SMTP_URL set)',
        );
        return 'logged';
      },
      close: () => {},
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    deliver: async (message) => {
      await transporter.sendMail({
        from,
        to: message.to,
        // nodemailer parses this as an address list, so a CR or LF never reaches the header.
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
      });
      return 'sent';
    },
    close: () => transporter.close(),
  };
}
