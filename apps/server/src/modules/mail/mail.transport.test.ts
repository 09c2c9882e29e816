import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../../test/smtp-capture';
import { createMailTransport, type MailTransport } from './mail.transport';

describe('mail without SMTP_URL', () => {
  it('writes the whole mail, link and code included, to the log instead of sending it', async () => {
    const lines: Array<{ obj: object; msg: string }> = [];
    const transport = createMailTransport(undefined, 'Chatgate <no-reply@x>', {
      info: (obj, msg) => lines.push({ obj, msg }),
    });
    const outcome = await transport.deliver({
      to: 'a@example.com',
      subject: 'Reset',
      text: 'Open http://x/auth/reset-password?token=abc, code 123456',
    });
    expect(outcome).toBe('logged');
    expect(JSON.stringify(lines)).toContain('reset-password?token=abc');
    expect(JSON.stringify(lines)).toContain('123456');
  });
});

describe('mail over SMTP', () => {
  let mailbox: Awaited<ReturnType<typeof startSmtpCapture>>;
  let transport: MailTransport;
  beforeAll(async () => {
    mailbox = await startSmtpCapture();
    transport = createMailTransport(mailbox.url, 'Chatgate <no-reply@chatgate.test>', { info: () => {} });
  });
  afterAll(async () => {
    transport.close();
    await mailbox.close();
  });

  const headerLines = (raw: string) => raw.slice(0, raw.search(/\r?\n\r?\n/)).split(/\r?\n/);

  it('sets Reply-To when the mail has one, and only then', async () => {
    await transport.deliver({
      to: 'one@example.com',
      replyTo: 'visitor@example.com',
      subject: 'A',
      text: 'a',
    });
    await transport.deliver({ to: 'two@example.com', subject: 'B', text: 'b' });
    const withReply = await mailbox.waitFor('one@example.com');
    expect(withReply.replyTo).toBe('visitor@example.com');
    expect(headerLines(withReply.raw)).toContain('Reply-To: visitor@example.com');
    const without = await mailbox.waitFor('two@example.com');
    expect(without.replyTo).toBeUndefined();
    expect(without.headers.has('reply-to')).toBe(false);
  });

  it('never lets a line break in Reply-To add a header or a recipient', async () => {
    const outcome = await transport.deliver({
      to: 'three@example.com',
      replyTo: 'visitor@example.com\r\nBcc: victim@example.com\nX-Injected: yes',
      subject: 'C',
      text: 'c',
    });
    expect(outcome).toBe('sent');
    const mail = await mailbox.waitFor('three@example.com');
    expect(mail.envelopeTo).toEqual(['three@example.com']);
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.headers.has('x-injected')).toBe(false);
    expect(headerLines(mail.raw).filter((l) => /^(Bcc|X-Injected):/i.test(l))).toEqual([]);
  });
});
