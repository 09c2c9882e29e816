import { SessionMessages } from '@chatgate/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { useDialog } from '../../components/dialog-context';
import { useSession } from '../../lib/session-context';
import { clearAllStorage } from '../../lib/storage';

/** Asks for confirmation, revokes the session, clears all local storage and goes to /auth (spec 4). */
export function LogoutButton() {
  const { confirm } = useDialog();
  const { logout } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    const confirmed = await confirm({
      icon: 'warning',
      title: SessionMessages.logoutTitle,
      text: SessionMessages.logoutText,
      confirmText: SessionMessages.logoutConfirm,
      cancelText: 'Cancel',
      confirmVariant: 'danger',
    });
    if (!confirmed) return;
    setBusy(true);
    await logout();
    clearAllStorage();
    queryClient.clear();
    navigate('/auth', { replace: true });
  };

  return (
    <Button variant="secondary" onClick={onClick} loading={busy}>
      {!busy && <LogOut aria-hidden="true" className="size-4" />}
      Logout
    </Button>
  );
}
