import {
  type ColumnMapping,
  MAX_MEDIA_URL_LENGTH,
  MAX_SHEET_MESSAGE_LENGTH,
  SheetsTexts,
} from '@chatgate/contracts';
import { namesLocalHost } from '../../security/private-address';

/** A data row of a sheet or file, checked: `reason` says why it cannot be sent. */
export interface CheckedRow {
  rowNumber: number;
  phone: string;
  message: string;
  mediaUrl: string | null;
  reason: string | null;
}

/** What people type around a number (+, spaces, dashes, dots, brackets) is dropped; the rest must be 8-15 digits. */
export function phoneDigits(raw: string): string | null {
  const digits = raw.replace(/[\s+\-.()]/g, '');
  return /^\d{8,15}$/.test(digits) ? digits : null;
}

function mediaReason(mediaUrl: string, allowPrivateMedia: boolean): string | null {
  const url = /^https:\/\/\S+$/i.test(mediaUrl) ? URL.parse(mediaUrl) : null;
  if (!url) return SheetsTexts.rowMediaNotHttps;
  if (mediaUrl.length > MAX_MEDIA_URL_LENGTH) return SheetsTexts.rowMediaTooLong;
  if (!allowPrivateMedia && namesLocalHost(url)) return SheetsTexts.rowMediaPrivate;
  return null;
}

function reasonFor(
  phone: string | null,
  message: string,
  mediaUrl: string | null,
  allowPrivateMedia: boolean,
): string | null {
  if (!phone) return SheetsTexts.rowPhoneInvalid;
  const mediaRefused = mediaUrl === null ? null : mediaReason(mediaUrl, allowPrivateMedia);
  if (mediaRefused) return mediaRefused;
  if (message.length === 0 && mediaUrl === null) return SheetsTexts.rowMessageEmpty;
  if (message.length > MAX_SHEET_MESSAGE_LENGTH) return SheetsTexts.rowMessageTooLong;
  return null;
}

/**
 * The dry run: every data row (under the header) mapped and checked; rows left wholly empty are
 * skipped, as a person reading the sheet would. A media link to this machine or a private
 * network is refused as the API refuses it (unless the operator allows private addresses).
 */
export function checkRows(rows: string[][], mapping: ColumnMapping, allowPrivateMedia = false): CheckedRow[] {
  const checked: CheckedRow[] = [];
  rows.slice(1).forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const cell = (column: number | null) => (column === null ? '' : (cells[column] ?? '').trim());
    const rawPhone = cell(mapping.phone);
    const phone = phoneDigits(rawPhone);
    const message = cell(mapping.message);
    const mediaUrl = cell(mapping.media) || null;
    checked.push({
      rowNumber: index + 2,
      phone: phone ?? rawPhone,
      message,
      mediaUrl,
      reason: reasonFor(phone, message, mediaUrl, allowPrivateMedia),
    });
  });
  return checked;
}

/** The largest column a mapping names, to check it against the sheet's width. */
export const widestColumn = (mapping: ColumnMapping) =>
  Math.max(mapping.phone, mapping.message, mapping.media ?? 0, mapping.status ?? 0);
