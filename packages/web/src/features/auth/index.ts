// The auth feature's public face: the only file the app, the routes and other features import from it.
export { AuthCard } from './components/auth-card';
export { ChangeEmailForm } from './components/change-email-form';
export { ChangePasswordForm } from './components/change-password-form';
export { ConfirmEmailChange } from './components/confirm-email-change';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { LoginForm } from './components/login-form';
export { NewPasswordFields } from './components/password-fields';
export { RegisterForm } from './components/register-form';
export { type LoginNotice, ResetPasswordForm } from './components/reset-password-form';
export { useSignIn } from './use-sign-in';
export { type FieldErrors, hasErrors, isValidEmail, validateNewPassword } from './validation';
