import {
  type ChatModification,
  type ChatUpdate,
  chatModificationToAppPatch,
  toNumber,
} from '@whiskeysockets/baileys';
import type { Device, Network } from './network';

/** How a phone keeps a chat (WhatsApp's app state), as the fake's chatModify left it. */
export interface FakeChatState {
  archived: boolean;
  pinned: boolean;
  /** The mute's end in ms; -1 for ever; null when not muted. */
  muteEnd: number | null;
  /** The messages the delete or archive named (their ids), as the message range had them. */
  range: string[];
  deleted: boolean;
}

const chatStates = new WeakMap<Network, Map<string, FakeChatState>>();

/** The phone's state of the chat `jid` (created empty when asked for). */
export function chatState(net: Network, phone: string, jid: string): FakeChatState {
  const states = chatStates.get(net) ?? new Map<string, FakeChatState>();
  chatStates.set(net, states);
  const key = `${phone} ${jid}`;
  const state = states.get(key) ?? {
    archived: false,
    pinned: false,
    muteEnd: null,
    range: [],
    deleted: false,
  };
  states.set(key, state);
  return state;
}

/**
 * Baileys' chatModify: the modification becomes the app state patch Baileys itself builds
 * (`chatModificationToAppPatch`, which refuses incomplete message ranges as the real one does),
 * the phone keeps the action, and every device of the phone (the sender too, as Baileys emits
 * its own patches) gets the `chats.update` or `chats.delete` Baileys makes of it.
 */
export function chatModify(net: Network, device: Device, mod: ChatModification, jid: string): void {
  const { syncAction } = chatModificationToAppPatch(mod, jid);
  const state = chatState(net, device.phone.number, jid);
  const rangeIds = (
    range: { messages?: Array<{ key?: { id?: string | null } | null }> | null } | null | undefined,
  ) => (range?.messages ?? []).map((m) => m.key?.id ?? '');
  let update: ChatUpdate | null = null;
  if (syncAction.muteAction) {
    const { muted, muteEndTimestamp } = syncAction.muteAction;
    state.muteEnd = muted ? toNumber(muteEndTimestamp ?? 0) : null;
    update = { id: jid, muteEndTime: state.muteEnd };
  } else if (syncAction.archiveChatAction) {
    state.archived = Boolean(syncAction.archiveChatAction.archived);
    state.range = rangeIds(syncAction.archiveChatAction.messageRange);
    update = { id: jid, archived: state.archived };
  } else if (syncAction.pinAction) {
    state.pinned = Boolean(syncAction.pinAction.pinned);
    update = { id: jid, pinned: state.pinned ? Date.now() : null };
  } else if (syncAction.deleteChatAction) {
    state.deleted = true;
    state.range = rangeIds(syncAction.deleteChatAction.messageRange);
    net.notify(device.phone, 'chats.delete', [jid]);
    return;
  } else {
    throw new Error('fake-whatsapp: chatModify does not play this modification');
  }
  net.notify(device.phone, 'chats.update', [update]);
}
