const SAMPLE = `curl -X POST "https://your-chatgate-host/api/v1/send/text?insid=YOUR_TOKEN_ID" \\
  -H "key: YOUR_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"to": "919876543210", "body": "Hello from Chatgate!"}'`;

/** A send-message request, as it looks from a terminal. */
export function CodeSample() {
  return (
    <figure className="overflow-hidden rounded-2xl bg-slate-900 shadow-2xl shadow-emerald-900/20 ring-1 ring-slate-800">
      <div className="flex items-center gap-2 border-slate-800 border-b px-4 py-3">
        <span aria-hidden="true" className="size-3 rounded-full bg-red-400" />
        <span aria-hidden="true" className="size-3 rounded-full bg-amber-400" />
        <span aria-hidden="true" className="size-3 rounded-full bg-emerald-400" />
        <figcaption className="ml-2 font-mono text-slate-400 text-xs">send-message.sh</figcaption>
      </div>
      <pre className="whitespace-pre-wrap break-all p-5 text-[13px] text-slate-100 leading-6">
        <code>{SAMPLE}</code>
      </pre>
    </figure>
  );
}
