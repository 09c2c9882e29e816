import type { CallOperations } from './operations/calls';
import type { ChatOperations } from './operations/chats';
import type { ContactOperations } from './operations/contacts';
import type { GroupAdminOperations } from './operations/group-admin';
import type { MessageChangeOperations } from './operations/message-changes';
import type { PresenceOperations } from './operations/presence';
import type { ProfileOperations } from './operations/profile';
import type { StatusOperations } from './operations/statuses';

/**
 * The operations an engine may lack. Each is an optional member of MessagingEngine;
 * `engines/capabilities.ts` names them by the contracts' ENGINE_OPERATIONS and turns a missing
 * one into a 501 NOT_SUPPORTED_BY_ENGINE. Windows and ownership are checked before the call.
 */
export interface OptionalEngineOperations
  extends MessageChangeOperations,
    GroupAdminOperations,
    PresenceOperations,
    CallOperations,
    ContactOperations,
    ProfileOperations,
    StatusOperations,
    ChatOperations {}
