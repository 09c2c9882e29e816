/** The login form's and API's texts (spec 5 and 8), word for word. */
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
