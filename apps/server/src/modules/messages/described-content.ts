// A received location or contact keeps only the words describeMessage gave it; these read them back.
const LOCATION = /^\[location (-?\d+(?:\.\d+)?),\s*(-?\d+(?:\.\d+)?)(?: (.+))?\]$/;
const CONTACT = /^\[contact (.+) \+(\d{8,15})\]$/;

/** The place a location message's text describes ("[location 12.9,77.6 Office]"), or null. */
export function describedLocation(
  body: string,
): { latitude: number; longitude: number; name?: string } | null {
  const match = LOCATION.exec(body);
  if (!match) return null;
  const [, latitude, longitude, name] = match;
  return { latitude: Number(latitude), longitude: Number(longitude), ...(name && { name }) };
}

/** The person a contact message's text describes ("[contact Asha +919810000000]"), or null. */
export function describedContact(body: string): { name: string; phone: string } | null {
  const match = CONTACT.exec(body);
  return match ? { name: match[1] as string, phone: match[2] as string } : null;
}

const REACTION = /^\[reaction (.+)\]$/;
const POLL = /^\[poll (.+?): (.*)\]$/;

/** The emoji of a reaction's text ("[reaction 👍]"); "" for one taken back ("[reaction removed]"). */
export function describedReaction(body: string): string {
  const emoji = REACTION.exec(body)?.[1] ?? '';
  return emoji === 'removed' ? '' : emoji;
}

/** The question and options of a poll's text ("[poll Lunch?: Rice / Roti]"), or null. */
export function describedPoll(body: string): { name: string; options: string[] } | null {
  const match = POLL.exec(body);
  return match ? { name: match[1] as string, options: (match[2] as string).split(' / ') } : null;
}
