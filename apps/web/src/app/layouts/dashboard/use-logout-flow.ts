import { SessionMessages } from '@chatgate/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDialog } from '../../../components/dialog-context';
import { useNavigate } from '../../../lib/router';
import { useSession } from '../../../lib/session-context';
import { clearAllStorage } from '../../../lib/storage';

/** Logout (spec 4, 8): confirm, revoke the session, clear all local storage, go to /auth. */
export function useLogoutFlow() {
  const { confirm } = useDialog();
  const { logout } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const requestLogout = useCallback(async () => {
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
  }, [confirm, logout, queryClient, navigate]);

  return { busy, requestLogout };
}
