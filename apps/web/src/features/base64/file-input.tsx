import { FileField } from '../../components/file-field';

interface FileInputProps {
  label: string;
  /** File types offered by the picker, e.g. ".txt,text/plain". */
  accept?: string;
  hint?: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}

/** A labelled file picker that hands over the first chosen file. */
export function FileInput({ onFile, ...rest }: FileInputProps) {
  return <FileField {...rest} onChange={(file) => file && onFile(file)} />;
}
