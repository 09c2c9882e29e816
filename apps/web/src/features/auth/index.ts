export { ForgotPasswordPage } from './forgot-password/forgot-password-page';
export { LoginPage } from './login/login-page';
export { ResetPasswordPage } from './reset-password/reset-password-page';
export { SignupPage } from './signup/signup-page';
