/** Why a send ended "failed" (or a call was refused), in the words every engine uses. */
export const SendFailures = {
  notConnected: 'The token is not connected to a phone.',
  notRegistered: 'The number is not registered on WhatsApp.',
  notMember: 'This token is not a member of the group.',
  notOwner: 'This token does not own the channel.',
  onlyAdminsSend: 'Only admins can send messages to this group.',
} as const;
