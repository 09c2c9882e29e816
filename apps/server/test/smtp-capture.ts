import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  /** The Reply-To header's addresses as text; undefined when the mail has none. */
  replyTo: string | undefined;
  /** Every header, names lowercased (mailparser's parsed values). */
  headers: ParsedMail['headers'];
  /** The message as it came over SMTP, headers and body. */
  raw: string;
  /** RCPT TO addresses of the SMTP envelope. */
  envelopeTo: string[];
}

/** A real SMTP server on a loopback port that keeps every message it receives. */
export async function startSmtpCapture(port = 0) {
  const received: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((mail: ParsedMail) => {
            const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
            received.push({
              to: to ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              replyTo: mail.replyTo?.text,
              headers: mail.headers,
              raw: raw.toString('utf8'),
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            });
            for (const wake of waiters.splice(0)) wake();
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;

  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    received,
    /** Resolves with the first mail to the address received so far or within the timeout. */
    async waitFor(to: string, timeoutMs = 15_000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((m) => m.to.toLowerCase().includes(to.toLowerCase()));
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, Math.min(left, 250));
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
