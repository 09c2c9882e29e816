import { DecodePanel } from './decode-panel';
import { EncodePanel } from './encode-panel';

/** Base64 Encoder/Decoder (spec 2.11): files to Base64 packages and back. */
export default function Base64Page() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <div>
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">
          Base64 Encoder/Decoder
        </h1>
        <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
          Turn any file into text you can paste anywhere, and turn that text back into the file. Everything
          happens in your browser; nothing is uploaded.
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <EncodePanel />
        <DecodePanel />
      </div>
    </div>
  );
}
