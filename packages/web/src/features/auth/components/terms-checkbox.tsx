import { Anchor, Checkbox } from '@mantine/core';
import type { Ref } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';

type TermsCheckboxProps = { checked: boolean; onChange: (checked: boolean) => void; error?: string; ref?: Ref<HTMLInputElement> };

const DocLink = ({ to, children }: { to: string; children?: React.ReactNode }) => (
  // A new tab keeps what the visitor already typed into the form.
  <Anchor component={Link} to={to} target="_blank" rel="noopener">
    {children}
  </Anchor>
);

export const TermsCheckbox = ({ checked, onChange, error, ref }: TermsCheckboxProps) => (
  <Checkbox
    ref={ref}
    checked={checked}
    onChange={(event) => onChange(event.currentTarget.checked)}
    error={error}
    label={
      <Trans
        i18nKey="auth.register.terms"
        components={{ terms: <DocLink to="/terms" />, privacy: <DocLink to="/privacy" /> }}
      />
    }
  />
);
