import { useState } from 'react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { useDialog } from '../../components/dialog-context';
import { TextareaField } from '../../components/textarea-field';
import { type DecodedFile, decodeFile, INVALID_BASE64_DATA } from './base64-codec';
import { DecodedFileView } from './decoded-file-view';
import { FileInput } from './file-input';

/** Decode: pasted or loaded Base64 text becomes the original file again. */
export function DecodePanel() {
  const { alert } = useDialog();
  const [text, setText] = useState('');
  const [file, setFile] = useState<DecodedFile | null>(null);

  const edit = (next: string) => {
    setText(next);
    setFile(null);
  };

  async function decode() {
    try {
      setFile(decodeFile(text));
    } catch {
      setFile(null);
      await alert({ icon: 'error', title: INVALID_BASE64_DATA });
    }
  }

  return (
    <Card title="Decode Base64" description="Paste Base64 text, or load the .txt file it was saved in.">
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          void decode();
        }}
      >
        <TextareaField
          label="Base64 text"
          rows={8}
          value={text}
          placeholder="Paste the Base64 text here"
          spellCheck={false}
          onChange={(event) => edit(event.target.value)}
          className="[&_textarea]:break-all [&_textarea]:font-mono [&_textarea]:text-xs"
        />
        <FileInput
          label="Or load a .txt file"
          accept=".txt,text/plain"
          onFile={async (loaded) => edit(await loaded.text())}
        />
        <Button type="submit">Decode</Button>
        {file && <DecodedFileView file={file} />}
      </form>
    </Card>
  );
}
