import { DialogMessages, type InstanceRow, isUsable } from '@chatgate/contracts';
import { LogOut, QrCode } from 'lucide-react';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { useDialog } from '../../components/dialog-context';
import { useGetQr, useSessionLogout } from './use-session-actions';

interface SessionActionProps {
  uuid: string;
  row: InstanceRow;
  /** Whether a QR payload is on screen for this token. */
  qrShown: boolean;
  /** Get QR Code was pressed. */
  onQrAsked?: () => void;
}

/**
 * The session step of a token (spec 4): Get QR Code, then the QR or a pairing code (shown under the row), then
 * Logout? once a phone is linked; tokens that are not usable get Activate Now instead.
 */
export function SessionAction({ uuid, row, qrShown, onQrAsked }: SessionActionProps) {
  const { confirm } = useDialog();
  const getQr = useGetQr(uuid, row.insid);
  const logout = useSessionLogout(uuid, row.insid);

  if (!isUsable(row)) {
    return (
      <ButtonLink to={`/dashboard/subscribe?insid=${encodeURIComponent(row.insid)}`} size="sm">
        Activate Now
      </ButtonLink>
    );
  }

  if (row.session === 'connected' || row.authenticated === 1) {
    const onLogout = async () => {
      const confirmed = await confirm({
        icon: 'warning',
        title: 'Logout?',
        text: DialogMessages.sessionLogoutText,
        confirmText: DialogMessages.sessionLogoutConfirm,
        cancelText: DialogMessages.cancel,
        confirmVariant: 'danger',
      });
      if (confirmed) logout.mutate();
    };
    return (
      <Button variant="secondary" size="sm" onClick={onLogout} loading={logout.isPending}>
        {!logout.isPending && <LogOut aria-hidden="true" className="size-4" />}
        Logout?
      </Button>
    );
  }

  if (row.session === 'qr' && qrShown) {
    return <span className="text-slate-500 text-sm dark:text-slate-400">Waiting for phone</span>;
  }

  return (
    <Button
      size="sm"
      onClick={() => {
        onQrAsked?.();
        getQr.mutate();
      }}
      disabled={getQr.isPending}
    >
      {!getQr.isPending && <QrCode aria-hidden="true" className="size-4" />}
      {getQr.isPending ? 'Loading...' : 'Get QR Code'}
    </Button>
  );
}
