import { Checkbox, Stack, TextInput } from '@mantine/core';
import { ELECTRONIC_SIGNATURE_NOTICE, type Locale } from '@atelier/core';
import { useTranslation } from 'react-i18next';
import { SignatureField } from '../../../form-renderer/fields/signature-field';

export type Signer = { name: string; signature: string | undefined; consent: boolean };
export type SignerErrors = Partial<Record<keyof Signer, string>>;

export const emptySigner: Signer = { name: '', signature: undefined, consent: false };

/** What is missing before an answer can go: the name, the signature (when asked for), the consent. */
export const signerErrors = (signer: Signer, needsSignature: boolean): (keyof Signer)[] => [
  ...(signer.name.trim().length < 2 ? (['name'] as const) : []),
  ...(needsSignature && !signer.signature ? (['signature'] as const) : []),
  ...(!signer.consent ? (['consent'] as const) : []),
];

/** The signer's name, the signature drawn with a finger (the form renderer's pad: a PNG data URL) and the consent to it. */
export const SignerFields = ({ signer, onChange, errors, locale }: { signer: Signer; onChange: (next: Signer) => void; errors: SignerErrors; locale: Locale }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <TextInput
        size="md"
        label={t('sharing.signer.name')}
        autoComplete="name"
        value={signer.name}
        onChange={(event) => onChange({ ...signer, name: event.currentTarget.value })}
        error={errors.name}
        maxLength={120}
        required
      />
      <SignatureField
        field={{ name: 'signature', type: 'signature', label: t('sharing.signer.signature') }}
        path="customer-signature"
        label={t('sharing.signer.signature')}
        value={signer.signature ?? null}
        onChange={(value) => onChange({ ...signer, signature: typeof value === 'string' && value ? value : undefined })}
        error={errors.signature}
        locale={locale}
        currency="RON"
      />
      <Checkbox
        size="md"
        label={t('sharing.signer.consent')}
        // What the signature is in law, with its sources (content/legal/electronic-signature.*.md).
        description={ELECTRONIC_SIGNATURE_NOTICE[locale]}
        checked={signer.consent}
        onChange={(event) => onChange({ ...signer, consent: event.currentTarget.checked })}
        error={errors.consent}
        styles={{ label: { lineHeight: 1.45 } }}
      />
    </Stack>
  );
};
