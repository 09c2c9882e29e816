/** The Access Denied page and answer of the staff-only creation screens (spec 5, 6 and 8). */
export const AccessDeniedMessages = {
  title: 'Access Denied',
  text: "It seems you've landed on an Unauthorized Property",
} as const;
