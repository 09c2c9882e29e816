/** Groups as engines answer them. */
import type { GroupRole, ParticipantOutcome } from '@chatgate/contracts';

export interface GroupInfo {
  /** `<digits>@g.us` */
  id: string;
  subject: string;
  /** The creator's number; null when WhatsApp names them only by LID (never the LID's digits). */
  owner: string | null;
  /** The creator's LID (`<digits>@lid`) when known. */
  ownerLid: string | null;
  /** A member whose number WhatsApp hides has `number: null` and their LID. */
  participants: Array<GroupMember & { role: GroupRole }>;
  /** Empty when the group has none. */
  description: string;
  settings: GroupSettings;
  createdAt: Date;
}

/** A group member: their number and LID (`<digits>@lid`), each null when not known. */
export interface GroupMember {
  number: string | null;
  lid: string | null;
}

/** Who may send to a group and who may change its subject, description and picture. */
export interface GroupSettings {
  onlyAdminsSend: boolean;
  onlyAdminsEdit: boolean;
}

export interface ParticipantResult {
  number: string;
  outcome: ParticipantOutcome;
}
