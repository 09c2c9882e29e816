/**
 * The sandbox's documented rules for who its phones are, worked out from the number so every
 * account and every restart sees the same:
 * - every phone has a LID, `1` and 14 digits of its number's SHA-256 (`…@lid`), and a push name,
 *   `Sandbox ` and the number's last four digits;
 * - a number ending in an odd digit has an about text and a profile picture (a PNG), one ending
 *   in an even digit has neither;
 * - a number ending in 9 is a business account.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';

export const sandboxLidOf = (number: string): string => {
  const hash = BigInt(`0x${createHash('sha256').update(number).digest('hex').slice(0, 16)}`);
  return `1${String(hash % 10n ** 14n).padStart(14, '0')}@lid`;
};

export const sandboxPushName = (number: string) => `Sandbox ${number.slice(-4)}`;

const hasProfile = (number: string) => Number(number.at(-1)) % 2 === 1;

export const sandboxAbout = (number: string): string | null =>
  hasProfile(number) ? `Hey there! I am Sandbox ${number.slice(-4)}, trying Chatgate.` : null;

export const sandboxBusiness = (number: string) => number.endsWith('9');

/** What a sandbox phone's messages say of their writer: its LID and push name. */
export const sandboxWriter = (number: string) => ({
  senderLid: sandboxLidOf(number),
  pushName: sandboxPushName(number),
});

/** The phone's profile picture: a 192x192 PNG in a colour of its number; null for an even last digit. */
export async function sandboxPicture(number: string): Promise<Buffer | null> {
  if (!hasProfile(number)) return null;
  const hue = Number(BigInt(number) % 360n);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192">
    <rect width="192" height="192" fill="hsl(${hue},55%,45%)"/>
    <circle cx="96" cy="74" r="34" fill="#fff" fill-opacity="0.85"/>
    <ellipse cx="96" cy="170" rx="62" ry="48" fill="#fff" fill-opacity="0.85"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The phone's profile as the Sandbox Phone shows it. */
export const sandboxProfileOf = (number: string) => ({
  pushName: sandboxPushName(number),
  lid: sandboxLidOf(number),
  about: sandboxAbout(number),
  business: sandboxBusiness(number),
  hasPicture: hasProfile(number),
});
