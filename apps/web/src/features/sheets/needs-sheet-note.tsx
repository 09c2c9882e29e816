import { Alert } from '../../components/alert';

/** Shown instead of an automation's form while no spreadsheet can be used. */
export function NeedsSheetNote({ children }: { children: string }) {
  return (
    <Alert tone="info" title="Connect a spreadsheet first">
      {children}
    </Alert>
  );
}
