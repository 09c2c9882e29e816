import { ENGINE_OPERATIONS, type EngineCapabilities, type EngineOperation } from '@chatgate/contracts';
import type { MessagingEngine } from './engine';
import type { OptionalEngineOperations } from './engine-optional-operations';

/** The engine member that performs each optional operation (see OptionalEngineOperations). */
const MEMBER_OF = {
  'message.edit': 'editMessage',
  'message.revoke': 'revokeMessage',
  'message.forward': 'sendsForwards',
  'group.update': 'updateGroup',
  'group.admin': 'updateAdmins',
  'group.invite': 'groupInvite',
  'group.join': 'joinGroup',
  'group.leave': 'leaveGroup',
  'group.picture': 'setGroupPicture',
  'presence.send': 'sendPresence',
  'presence.subscribe': 'subscribePresence',
  'call.reject': 'rejectCall',
  'contact.about': 'contactAbout',
  'contact.picture': 'contactPicture',
  'contact.block': 'blockContact',
  'profile.update': 'updateProfile',
  'profile.picture': 'setProfilePicture',
  'status.post': 'sendsStatuses',
  'status.revoke': 'revokeStatus',
  'chat.modify': 'modifyChat',
} as const satisfies Record<EngineOperation, keyof OptionalEngineOperations>;

type MemberOf<O extends EngineOperation> = OptionalEngineOperations[(typeof MEMBER_OF)[O]];

/** The operations performed by a method of their own (the others are features of `send`). */
export type MethodOperation = {
  [O in EngineOperation]: MemberOf<O> extends (...args: never[]) => unknown ? O : never;
}[EngineOperation];

/** Whether the engine performs the operation. */
export const supports = (engine: MessagingEngine, operation: EngineOperation): boolean =>
  engine[MEMBER_OF[operation]] !== undefined;

/** What GET /instance/capabilities answers for the engine. */
export function capabilitiesOf(engine: MessagingEngine): EngineCapabilities {
  const operations = Object.fromEntries(ENGINE_OPERATIONS.map((op) => [op, supports(engine, op)]));
  return { engine: engine.name, operations: operations as EngineCapabilities['operations'] };
}

/** The engine's method of the operation, bound to it; undefined when the engine has none. */
export function methodOf<O extends MethodOperation>(
  engine: MessagingEngine,
  operation: O,
): MemberOf<O> | undefined {
  const member = engine[MEMBER_OF[operation]] as MemberOf<O> | undefined;
  return member && ((member as (...args: unknown[]) => unknown).bind(engine) as MemberOf<O>);
}
