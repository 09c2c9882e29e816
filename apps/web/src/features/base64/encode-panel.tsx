import { DialogMessages, MAX_MEDIA_BYTES, MessagingMessages } from '@chatgate/contracts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { CopyButton } from '../../components/copy-button';
import { useDialog } from '../../components/dialog-context';
import { TextareaField } from '../../components/textarea-field';
import { downloadBlob } from '../../lib/download-blob';
import { formatSize } from '../../lib/format-size';
import { encodeFile } from './base64-codec';
import { FileInput } from './file-input';

interface Encoded {
  fileName: string;
  size: number;
  text: string;
}

/** Encode: any file becomes a Base64 package, to copy or download as a .txt file. */
export function EncodePanel() {
  const { alert } = useDialog();
  const [encoded, setEncoded] = useState<Encoded | null>(null);
  const [busy, setBusy] = useState(false);

  async function encode(file: File) {
    if (file.size > MAX_MEDIA_BYTES) {
      setEncoded(null);
      await alert({ icon: 'error', title: MessagingMessages.mediaTooLarge });
      return;
    }
    setBusy(true);
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      setEncoded({ fileName: file.name, size: file.size, text: encodeFile(file.name, bytes, file.type) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Encode a File" description="Pick any file to turn it into Base64 text.">
      <div className="space-y-5">
        <FileInput
          label="File to encode"
          hint={`Any type, up to ${formatSize(MAX_MEDIA_BYTES)}.`}
          disabled={busy}
          onFile={encode}
        />
        {encoded && (
          <>
            <TextareaField
              label="Base64 output"
              readOnly
              rows={8}
              value={encoded.text}
              className="[&_textarea]:break-all [&_textarea]:font-mono [&_textarea]:text-xs"
            />
            <p className="text-slate-600 text-sm dark:text-slate-400">
              <span className="font-medium text-slate-900 dark:text-slate-100">{encoded.fileName}</span> (
              {formatSize(encoded.size)}) became {formatSize(encoded.text.length)} of Base64 text.
            </p>
            <div className="flex flex-wrap items-start gap-3">
              <CopyButton
                text={encoded.text}
                label="Copy Base64"
                copiedText={DialogMessages.copiedTitle}
                variant="primary"
              />
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  downloadBlob(new Blob([encoded.text], { type: 'text/plain' }), `${encoded.fileName}.txt`)
                }
              >
                <Download aria-hidden="true" className="size-4" />
                Download as .txt
              </Button>
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
