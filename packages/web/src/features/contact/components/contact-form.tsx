import { CONTACT_LIMITS, contactBody, type ContactBody } from '@atelier/core';
import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-messages';
import { useTypedBeforeStart } from '../../../lib/use-typed-before-start';
import { useSendContact } from '../api/send-contact';

type Field = keyof ContactBody;
const EMPTY: ContactBody = { name: '', email: '', subject: '', message: '' };

/** The contact form (SPEC §8 Contact): checked with core's contract before sending, like the server does. */
export const ContactForm = () => {
  const { t } = useTranslation();
  const send = useSendContact();
  const [values, setValues] = useState<ContactBody>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState(false);

  const fieldError = (field: Field, value: string): string | undefined => {
    if (!value.trim()) return t('contact.errors.required');
    if (field === 'email' && !contactBody.shape.email.safeParse(value).success) return t('contact.errors.email');
    if (field !== 'email' && value.trim().length > CONTACT_LIMITS[field]) return t('contact.errors.tooLong', { max: CONTACT_LIMITS[field] });
    return undefined;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries((Object.keys(EMPTY) as Field[]).map((f) => [f, fieldError(f, values[f])]).filter(([, e]) => e)) as Partial<Record<Field, string>>;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send.mutate(values, {
      onSuccess: () => {
        setSent(true);
        setValues(EMPTY);
      },
    });
  };

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((all) => ({ ...all, [field]: undefined }));
  };
  // What a visitor typed on the server's page before the app took it over (the form is how one subscribes).
  const nameTyped = useTypedBeforeStart(values.name, (text) => change('name', text));
  const emailTyped = useTypedBeforeStart(values.email, (text) => change('email', text));
  const subjectTyped = useTypedBeforeStart(values.subject, (text) => change('subject', text));
  const messageTyped = useTypedBeforeStart<HTMLTextAreaElement>(values.message, (text) => change('message', text));

  const bind = (field: Field) => ({
    value: values[field],
    error: errors[field],
    required: true,
    onChange: (e: { currentTarget: { value: string } }) => change(field, e.currentTarget.value),
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {sent && (
          <Alert color="green" role="status" title={t('contact.sentTitle')} withCloseButton onClose={() => setSent(false)} closeButtonLabel={t('form.close')}>
            {t('contact.sent')}
          </Alert>
        )}
        {send.isError && (
          <Alert color="red" role="alert" title={t('contact.failed')}>
            {describeError(t, send.error, { only: ['rate_limited', 'network_error', 'validation_error'] })}
          </Alert>
        )}
        <TextInput ref={nameTyped} size="md" label={t('contact.name')} autoComplete="name" maxLength={CONTACT_LIMITS.name} {...bind('name')} />
        <TextInput ref={emailTyped} size="md" label={t('contact.email')} type="email" autoComplete="email" {...bind('email')} />
        <TextInput ref={subjectTyped} size="md" label={t('contact.subject')} maxLength={CONTACT_LIMITS.subject} {...bind('subject')} />
        <Textarea ref={messageTyped} size="md" label={t('contact.message')} autosize minRows={5} maxLength={CONTACT_LIMITS.message} {...bind('message')} />
        <Button type="submit" size="lg" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('contact.send')}
        </Button>
      </Stack>
    </form>
  );
};
