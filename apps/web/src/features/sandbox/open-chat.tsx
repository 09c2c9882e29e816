import { type SandboxChat, type SandboxMessage, SandboxPresenceTexts } from '@chatgate/contracts';
import { useState } from 'react';
import { ChatView } from './chat-view';
import { PhoneCall } from './phone-call';
import { useContactPresence } from './presence-api';
import { ReplyBox } from './reply-box';

/**
 * The open chat and its composer. In a chat with a contact, Reply on a message quotes it in the
 * next message, as WhatsApp does (the linked token receives it with its quotedId).
 */
export function OpenChat({ phone, chat }: { phone: string; chat: SandboxChat }) {
  const [quoted, setQuoted] = useState<SandboxMessage | null>(null);
  const quoting = { message: quoted, cancel: () => setQuoted(null) };
  const presence = useContactPresence(phone, chat.id);
  const contact = chat.kind === 'contact';
  return (
    <div className="min-w-0 space-y-4">
      <ChatView
        chat={chat}
        phone={phone}
        onReply={contact ? setQuoted : undefined}
        activity={presence && SandboxPresenceTexts[presence]}
      />
      {contact && <PhoneCall phone={phone} to={chat.id} />}
      <ReplyBox phone={phone} chat={chat} quoting={quoting} />
    </div>
  );
}
