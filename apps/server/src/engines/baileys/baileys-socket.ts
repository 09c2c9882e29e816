import type makeWASocket from '@whiskeysockets/baileys';
import type { BinaryNode, UserFacingSocketConfig } from '@whiskeysockets/baileys';

type RealSocket = ReturnType<typeof makeWASocket>;

/** The websocket event of the server's acks of messages (Baileys' `CB:<tag>,<attr>:<value>` naming). */
export const SERVER_ACK_EVENT = 'CB:ack,class:message';

/**
 * The part of Baileys' socket the engine uses. The real `makeWASocket` returns it; tests inject a
 * fake with the same events and methods (WhatsApp itself is unreachable from here).
 */
export type BaileysSocket = Pick<
  RealSocket,
  | 'ev'
  | 'user'
  | 'sendMessage'
  | 'readMessages'
  | 'updateMediaMessage'
  | 'onWhatsApp'
  | 'requestPairingCode'
  | 'logout'
  | 'end'
  | 'groupCreate'
  | 'groupMetadata'
  | 'groupFetchAllParticipating'
  | 'groupParticipantsUpdate'
  | 'groupUpdateSubject'
  | 'groupUpdateDescription'
  | 'groupSettingUpdate'
  | 'groupInviteCode'
  | 'groupRevokeInvite'
  | 'groupAcceptInvite'
  | 'groupLeave'
  | 'updateProfilePicture'
  | 'newsletterCreate'
  | 'newsletterMetadata'
  | 'sendPresenceUpdate'
  | 'presenceSubscribe'
  | 'rejectCall'
  | 'fetchStatus'
  | 'profilePictureUrl'
  | 'updateBlockStatus'
  | 'fetchStatus'
  | 'profilePictureUrl'
  | 'updateProfileName'
  | 'updateProfileStatus'
  | 'updateProfilePicture'
  | 'removeProfilePicture'
  | 'chatModify'
> & {
  /**
   * The connection's raw frames: WhatsApp's server acknowledges every message it takes with an
   * `ack` of class `message`, which Baileys 7 turns into an event only when it carries an error.
   */
  ws: { on(event: typeof SERVER_ACK_EVENT, listener: (node: BinaryNode) => void): unknown };
  /** Where Baileys keeps the LID -> phone number pairs it learned. */
  signalRepository: { lidMapping: Pick<RealSocket['signalRepository']['lidMapping'], 'getPNForLID'> };
};

/** Builds a socket for one token's session; `makeWASocket` in production. */
export type SocketFactory = (config: UserFacingSocketConfig) => BaileysSocket;
