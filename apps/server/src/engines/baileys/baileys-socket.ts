import type makeWASocket from '@whiskeysockets/baileys';
import type { UserFacingSocketConfig } from '@whiskeysockets/baileys';

type RealSocket = ReturnType<typeof makeWASocket>;

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
  /** Where Baileys keeps the LID -> phone number pairs it learned. */
  signalRepository: { lidMapping: Pick<RealSocket['signalRepository']['lidMapping'], 'getPNForLID'> };
};

/** Builds a socket for one token's session; `makeWASocket` in production. */
export type SocketFactory = (config: UserFacingSocketConfig) => BaileysSocket;
