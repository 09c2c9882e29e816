/** Every user-visible validation and error text of the spec (sections 5 and 8), word for word. */
export const LoginMessages = {
  usernameRequired: 'Please enter your email or username',
  passwordRequired: 'Please enter your password',
  acceptTerms: 'Please accept the terms and conditions',
  failedCredentials: 'Login failed. Please check your credentials.',
  failedRetry: 'Login failed. Please try again.',
  invalidCredentials: 'Invalid username or password',
  captchaRequired: 'Too many failed attempts. Please complete the verification to continue.',
  captchaInvalid: 'Verification failed. Please try again.',
  tooManyAttempts: 'Too many failed login attempts. Please try again later.',
} as const;

export const SignupMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameInvalid: 'Username may contain only letters, numbers, dots, hyphens and underscores',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooWeak:
    'Password must be at least "Good" strength (include uppercase, lowercase, number, and special character)',
  passwordsDoNotMatch: 'Passwords do not match',
  acceptTerms: 'You must accept the terms and conditions',
  created: 'User created successfully',
  createdRedirect: 'Account created successfully! Please log in.',
  failed: 'Signup failed. Please try again.',
  usernameTaken: 'Username is already taken',
  usernameAvailable: 'Username is available',
  emailTaken: 'An account with this email already exists',
  emailAvailable: 'Email is available',
  rateLimited: 'Too many sign-ups from your address. Please wait a while and try again.',
  checksRateLimited: 'Too many availability checks from your address. Please wait a minute and try again.',
} as const;

export const ResetMessages = {
  otpRequired: 'OTP is required',
  otpInvalid: 'OTP must be 6 digits',
  newPasswordRequired: 'New password is required',
  missingToken: 'Invalid or missing reset token. Please request a new password reset.',
  linkValid: 'The reset link is valid',
  failed: 'Password reset failed. Please try again.',
  success: 'Password reset successfully',
  wrongOtp: 'The OTP is incorrect. Please check the code we sent you.',
  tooManyOtpAttempts: 'Too many incorrect OTP attempts. Please request a new password reset.',
  resetLinkSent: 'If an account matches, a reset link and OTP have been sent to its email address.',
  otpResent: 'A new OTP has been sent to your email address.',
  rateLimited: 'Too many password reset requests from your address. Please wait a while and try again.',
} as const;

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

export const GenericMessages = {
  notFound: 'Not found',
  invalidJson: 'The request body is not valid JSON.',
  invalidUtf8: 'The request body must be UTF-8 text: it has bytes that are not valid UTF-8.',
  unsupportedCharset: 'JSON request bodies must be UTF-8: send them without a charset or with charset=utf-8.',
  forbiddenJsonKey: 'The request body may not use "__proto__" or "constructor.prototype" as keys.',
  nulCharacter: 'Text in the request may not contain the NUL character (\\u0000).',
  loneSurrogate:
    'Text in the request must be valid Unicode: a \\uD800-\\uDFFF escape must be one half of a surrogate pair.',
  invalidRequest: 'The request is invalid.',
  jsonObjectRequired: 'The request must be a JSON object.',
  badUrl: 'The address is not valid: it has a badly encoded character (%-escape).',
  pathPartTooLong: 'A part of the address is longer than any valid value (at most 100 characters).',
  payloadTooLarge: 'The request body is too large.',
  requestCutOff: 'The request ended before its whole body arrived.',
  unsupportedMediaType: 'Unsupported content type.',
  internal: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
} as const;
