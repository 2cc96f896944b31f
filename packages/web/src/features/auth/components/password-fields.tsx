import { PASSWORD_MIN_LENGTH } from '@atelier/core';
import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Field = { value: string; onChange: (value: string) => void; error: string | undefined };

/** The password in use now, asked before a change of password or e-mail address. */
export const CurrentPasswordInput = ({ value, onChange, error }: Field) => {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={t('account.password.current')}
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
};

/** A new password typed twice (reset and change). */
export const NewPasswordFields = ({ password, repeat }: { password: Field; repeat: Field }) => {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={t('auth.reset.newPassword')}
        autoComplete="new-password"
        description={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        value={password.value}
        onChange={(event) => password.onChange(event.currentTarget.value)}
        error={password.error}
      />
      <PasswordInput
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        value={repeat.value}
        onChange={(event) => repeat.onChange(event.currentTarget.value)}
        error={repeat.error}
      />
    </>
  );
};
