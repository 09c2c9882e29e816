import type { SandboxChat } from '@chatgate/contracts';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ChatList } from './chat-list';
import { OpenChat } from './open-chat';

/** The phone's chats beside the open one, as on WhatsApp; the latest chat opens first. */
export function PhoneChats({ phone, chats }: { phone: string; chats: SandboxChat[] }) {
  const [selected, setSelected] = useState<string>();
  const open = chats.find((chat) => chat.id === selected) ?? chats[0];
  // Keep the chat open even when another one gets a newer message and moves to the top.
  useEffect(() => {
    if (open && selected === undefined) setSelected(open.id);
  }, [open, selected]);

  if (!open) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl bg-slate-100 px-4 py-10 text-center text-slate-500 text-sm dark:bg-slate-950/60 dark:text-slate-400">
        <MessagesSquare aria-hidden="true" className="size-8" />
        <p>
          No messages yet. Send a test message from a token to {phone}, or link this phone to a token and send
          from it.
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-5 lg:grid-cols-[17rem_1fr]">
      <ChatList phone={phone} chats={chats} selected={open.id} onSelect={setSelected} />
      <OpenChat key={open.id} phone={phone} chat={open} />
    </div>
  );
}
