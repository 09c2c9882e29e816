import { describe, expect, it } from 'vitest';
import { isChannelId, isGroupId } from './chat-ids';
import { CheckNumberRequestSchema, MessagingMessages, recipientField } from './messaging';
import {
  SendContactRequestSchema,
  SendMediaBodyStylesSchema,
  SendMediaRequestSchema,
  SendTextBodyStylesSchema,
  SendTextRequestSchema,
} from './send-requests';

const messageOf = (value: unknown) => {
  const parsed = recipientField.safeParse(value);
  return parsed.success ? parsed.data : parsed.error.issues[0]?.message;
};

describe('recipientField', () => {
  it('takes a number, a group id (new or legacy) or a channel id, trimmed', () => {
    for (const to of [
      '919812345678',
      '120363012345678901@g.us',
      '919812345678-1596012345@g.us',
      '120363098765432109@newsletter',
    ]) {
      expect(messageOf(` ${to} `)).toBe(to);
    }
  });

  it('keeps the number errors, and names the id forms for anything else with an @', () => {
    expect(messageOf(undefined)).toBe(MessagingMessages.toRequired);
    expect(messageOf('')).toBe(MessagingMessages.toRequired);
    expect(messageOf('+919812345678')).toBe(MessagingMessages.toDigits);
    expect(messageOf('1234567')).toBe(MessagingMessages.toLength);
    expect(messageOf('9198123456781234')).toBe(MessagingMessages.toLength);
    for (const bad of [
      '123@g.us',
      'team@g.us',
      '120363012345678901@newsletters',
      '+919812345678@c.us',
      '919812345678@c.us.example',
    ]) {
      expect(messageOf(bad), bad).toBe(MessagingMessages.chatIdInvalid);
    }
  });

  it('takes a person as Green-API and WAHA write them (…@c.us) or as WhatsApp does (…@s.whatsapp.net), as the number', () => {
    for (const id of ['919812345678@c.us', ' 919812345678@s.whatsapp.net ', '919812345678:12@s.whatsapp.net'])
      expect(messageOf(id), id).toBe('919812345678');
    expect(messageOf('12@c.us')).toBe(MessagingMessages.toLength);
    expect(CheckNumberRequestSchema.parse({ number: '919812345678@c.us' }).number).toBe('919812345678');
  });

  it('takes the recipient as to, chatId or phone; two different ones are a 400, the same one twice is not', () => {
    const text = (body: object) => SendTextRequestSchema.safeParse({ message: 'hi', ...body });
    expect(text({ chatId: '919812345678@c.us' }).data?.to).toBe('919812345678');
    expect(text({ phone: '919812345678' }).data?.to).toBe('919812345678');
    expect(text({ to: '919812345678', chatId: '919812345678@c.us' }).data?.to).toBe('919812345678');
    for (const body of [
      { to: '919812345678', phone: '919812340000' },
      { to: '919812345678', chatId: '919812340000@c.us' },
      { chatId: '919812345678@c.us', phone: '120363012345678901@g.us' },
    ]) {
      expect(text(body).error?.issues.map((i) => i.message)).toEqual([MessagingMessages.recipientConflict]);
    }
    const contact = { name: 'A', phone: '919800000555' };
    expect(SendContactRequestSchema.parse({ chatId: '919812345678@c.us', contact }).to).toBe('919812345678');
  });

  it('says a recipient given as a JSON number must be a string, rather than that it is missing', () => {
    expect(messageOf(919812345678)).toBe(MessagingMessages.toNotText);
    expect(messageOf(null)).toBe(MessagingMessages.toRequired);
    const number = CheckNumberRequestSchema.safeParse({ number: 919812345678 });
    expect(number.error?.issues[0]?.message).toBe(MessagingMessages.numberNotText);
    const body = SendTextRequestSchema.safeParse({ to: '919812345678', body: 42 });
    expect(body.error?.issues[0]?.message).toBe(MessagingMessages.bodyNotText);
  });

  it('is not used where only a number makes sense: number checks and contact cards', () => {
    const group = '120363012345678901@g.us';
    expect(isGroupId(group) && !isChannelId(group)).toBe(true);
    expect(CheckNumberRequestSchema.safeParse({ number: group }).success).toBe(false);
    expect(
      SendContactRequestSchema.safeParse({ to: group, contact: { name: 'A', phone: group } }).success,
    ).toBe(false);
  });
});

describe('the documented body styles of the send calls', () => {
  it('take only what the validating schemas take, and those take every style', () => {
    const texts = [
      { to: '919812345678', body: 'hi' },
      { phone: '919812345678', message: 'hi', type: 'text' },
      { chatId: '919812345678@c.us', message: 'hi' },
    ];
    for (const body of texts) {
      expect(SendTextBodyStylesSchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
      expect(SendTextRequestSchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
    }
    const media = [
      { to: '919812345678', media: 'https://example.com/a.pdf' },
      { to: '919812345678', type: 'image', media: 'https://example.com/a.png', caption: 'logo' },
      { to: '919812345678', message: 'Your invoice', filePathURL: 'https://example.com/a.pdf' },
    ];
    for (const body of media) {
      expect(SendMediaBodyStylesSchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
      expect(SendMediaRequestSchema.parse(body).type).toBe(body.type ?? 'document');
    }
    for (const bad of [{ to: '919812345678' }, { phone: 'abc', message: 'hi' }, { body: 'hi' }]) {
      expect(SendTextBodyStylesSchema.safeParse(bad).success).toBe(false);
      expect(SendTextRequestSchema.safeParse(bad).success).toBe(false);
    }
  });
});
