import type { SandboxChat, SandboxMessage } from '@chatgate/contracts';
import { useState } from 'react';
import { ChatView } from './chat-view';
import { ReplyBox } from './reply-box';

/**
 * The open chat and its composer. In a chat with a contact, Reply on a message quotes it in the
 * next message, as WhatsApp does (the linked token receives it with its quotedId).
 */
export function OpenChat({ phone, chat }: { phone: string; chat: SandboxChat }) {
  const [quoted, setQuoted] = useState<SandboxMessage | null>(null);
  const quoting = { message: quoted, cancel: () => setQuoted(null) };
  return (
    <div className="min-w-0 space-y-4">
      <ChatView chat={chat} phone={phone} onReply={chat.kind === 'contact' ? setQuoted : undefined} />
      <ReplyBox phone={phone} chat={chat} quoting={quoting} />
    </div>
  );
}
