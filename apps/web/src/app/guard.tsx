import { SessionMessages } from '@chatgate/contracts';
import { useState } from 'react';
import { MessageDialog } from '../components/message-dialog';
import { FullPageSpinner } from '../components/spinner';
import { Navigate, Outlet, useNavigate } from '../lib/router';
import { hasStoredLogin } from '../lib/session';
import { useSession } from '../lib/session-context';
import { browserStore } from '../lib/storage';

/**
 * Guards /dashboard/* (spec 2.5, 4): Loading... while the session check runs; a visitor whose
 * browser holds no login gets the Login Required dialog (OK leads to /auth); any other missing
 * user (e.g. right after logout or a 401) goes straight to /auth.
 */
export function Guard() {
  const { user, loading } = useSession();
  const navigate = useNavigate();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);

  if (loading) return <FullPageSpinner />;
  if (user) return <Outlet />;
  if (wasSignedIn || hasStoredLogin(browserStore())) return <Navigate to="/auth" replace />;

  return (
    <div className="min-h-screen bg-slate-50">
      <title>{`${SessionMessages.loginRequiredTitle} | Chatgate`}</title>
      <MessageDialog
        open
        icon="error"
        title={SessionMessages.loginRequiredTitle}
        text={SessionMessages.loginRequiredText}
        confirmText="OK"
        onConfirm={() => navigate('/auth', { replace: true })}
      />
    </div>
  );
}
