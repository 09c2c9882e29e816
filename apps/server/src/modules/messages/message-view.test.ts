import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

type Token = Awaited<ReturnType<typeof linkedToken>>;

/** The message as GET /messages/{id} shows it, and as its queued event (built in SQL) did. */
async function views(a: Token, id: string) {
  const api = (await a.call('GET', `/messages/${id}`)).json();
  const events = (await a.call('GET', '/events?after=0')).json().result as Array<{ data: { id: string } }>;
  return { api, event: events.find((e) => e.data.id === id)?.data };
}

describe('the message view', () => {
  it('names the message a reply quotes or a reaction reacts to in quotedId, null otherwise', async () => {
    const a = await linkedToken(ctx, 'view-quoted', '919800005001');
    const to = '919800005101';
    const first = (await a.call('POST', '/send/text', { to, body: 'first' })).json().id;
    const reply = (await a.call('POST', '/send/text', { to, body: 'reply', quotedId: first })).json().id;
    const reaction = (await a.call('POST', '/send/reaction', { to, messageId: first, emoji: '👍' })).json()
      .id;
    for (const [id, quotedId] of [
      [first, null],
      [reply, first],
      [reaction, first],
    ]) {
      const { api, event } = await views(a, id as string);
      expect(api.quotedId).toBe(quotedId);
      expect(event).toMatchObject({ id, status: 'queued', quotedId });
    }
  });

  it('shows a received reply’s quotedId', async () => {
    const a = await linkedToken(ctx, 'view-received', '919800005002');
    const first = (await a.call('POST', '/send/text', { to: '919800005102', body: 'hello' })).json().id;
    const id = '00000000-0000-4000-8000-00000000a001';
    await ctx.runtime.messageWriters.incoming.record(
      a.insid,
      { id, from: '919800005102', type: 'text', body: 'hi back', timestamp: new Date(), quotedId: first },
      'http://localhost',
    );
    const { api, event } = await views(a, id);
    expect(api).toMatchObject({ direction: 'in', quotedId: first, body: 'hi back', media: null });
    expect(event).toMatchObject({ quotedId: first, media: null });
  });

  it('shows a sent file in media, with the caption as its body', async () => {
    const a = await linkedToken(ctx, 'view-media', '919800005003');
    const png = Buffer.from('\x89PNG\r\n\x1a\n a logo', 'latin1');
    const inline = await a.call('POST', '/send/media', {
      to: '919812345678',
      type: 'image',
      media: `data:image/png;base64,${png.toString('base64')}`,
      caption: 'Our new logo',
    });
    const byUrl = await a.call('POST', '/send/media', {
      to: '919812345678',
      media: 'https://example.com/invoice.pdf',
      fileName: 'invoice.pdf',
    });
    const inlineView = { type: 'image', url: null, mimeType: 'image/png', size: png.length, fileName: null };
    const urlView = {
      type: 'document',
      url: 'https://example.com/invoice.pdf',
      mimeType: null,
      size: null,
      fileName: 'invoice.pdf',
    };
    for (const [id, body, media] of [
      [inline.json().id, 'Our new logo', inlineView],
      [byUrl.json().id, '', urlView],
    ]) {
      const { api, event } = await views(a, id as string);
      expect(api).toMatchObject({ type: (media as { type: string }).type, body, media });
      expect(event).toMatchObject({ body, media });
    }
    // The row keeps its description for logs: only the view changed.
    const { rows } = await ctx.db.execute(sql`select body from messages where id = ${inline.json().id}`);
    expect(rows[0]).toEqual({ body: '[image] Our new logo' });
  });
});
