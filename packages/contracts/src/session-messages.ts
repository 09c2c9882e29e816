/** Session, login-required and logout texts (spec 5 and 8), word for word. */
export const SessionMessages = {
  unauthorized: 'Your session has expired. Please log in again.',
  forbidden: 'You do not have permission to do this.',
  loginRequiredTitle: 'Login Required',
  loginRequiredText: 'You need to get logged in first! Please login to continue',
  logoutTitle: 'Are you sure?',
  logoutText: "You won't be able to revert this!",
  logoutConfirm: 'Yes, logout!',
  loggedOut: 'Logged out successfully',
} as const;
