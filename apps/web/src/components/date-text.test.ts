import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from '../lib/format-date';
import { DateTime, TextWithDates } from './date-text';

const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);
const whole = (text: string) => `<span class="whitespace-nowrap">${text}</span>`;

describe('DateTime', () => {
  const iso = new Date(2026, 10, 25, 9, 7, 3).toISOString();

  it('is a <time> whose dd-MMM-yyyy date never wraps at its hyphens', () => {
    expect(html(createElement(DateTime, { value: iso }))).toBe(
      `<time dateTime="${iso}">${whole('25-Nov-2026')}</time>`,
    );
  });

  it('adds the time after the date, outside the unbreakable part, and passes the class on', () => {
    expect(html(createElement(DateTime, { value: iso, withTime: true, className: 'text-xs' }))).toBe(
      `<time dateTime="${iso}" class="text-xs">${whole(formatDate(iso))} ${formatTime(iso)}</time>`,
    );
  });

  it('shows nothing for what is not a date', () => {
    expect(html(createElement(DateTime, { value: 'soon' }))).toBe('');
  });
});

describe('TextWithDates', () => {
  const render = (text: string) => html(createElement(TextWithDates, { text }));

  it('keeps each date in running text on one line, the words around it free to wrap', () => {
    expect(render('Token Trial is active until 25-Nov-2027')).toBe(
      `Token Trial is active until ${whole('25-Nov-2027')}`,
    );
    expect(render('From 2026-11-25 to 01-Dec-2026.')).toBe(
      `From ${whole('2026-11-25')} to ${whole('01-Dec-2026')}.`,
    );
  });

  it('leaves text without a date as it is', () => {
    expect(render('Payment successful. Your token is active.')).toBe(
      'Payment successful. Your token is active.',
    );
    expect(render('order_25-Nov-20261 and 12-34')).toBe('order_25-Nov-20261 and 12-34');
  });
});
