import { formatMoney, type AnswerBody, type Locale, type PublicDocumentDto } from '@atelier/core';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconSignature, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-messages';
import { useAnswerDocument } from '../api/customer-page';
import { approvedTotal } from '../approved-total';
import { emptySigner, SignerFields, signerErrors, type Signer, type SignerErrors } from './signer-fields';

type AnswerFormProps = {
  token: string;
  page: PublicDocumentDto;
  locale: Locale;
  /** approve: the lines ticked, by index (the page draws their checkboxes in the document's lines). */
  ticked: ReadonlySet<number>;
  onAnswered: () => void;
};

type Decision = AnswerBody['decision'];

const CURRENCIES = ['RON', 'EUR', 'USD'] as const;
/** The document's currency as core's money formatting knows it (lei otherwise, as the PDF). */
const moneyCurrency = (code: string): (typeof CURRENCIES)[number] => CURRENCIES.find((one) => one === code.toUpperCase()) ?? 'RON';

const MESSAGES: Record<keyof Signer, 'sharing.signer.nameRequired' | 'sharing.signer.signatureRequired' | 'sharing.signer.consentRequired'> = {
  name: 'sharing.signer.nameRequired',
  signature: 'sharing.signer.signatureRequired',
  consent: 'sharing.signer.consentRequired',
};

/**
 * The customer's answer: approve (the ticked lines, their total) or decline with a comment, or sign;
 * the signer's name, the signature and the consent to it in both cases. A decline needs no drawing.
 */
export const AnswerForm = ({ token, page, locale, ticked, onAnswered }: AnswerFormProps) => {
  const { t } = useTranslation();
  const answer = useAnswerDocument(token);
  const [signer, setSigner] = useState<Signer>(emptySigner);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<SignerErrors>({});
  const [noneTicked, setNoneTicked] = useState(false);
  const { document } = page;
  const approving = page.action === 'approve';
  const allTicked = document.lines.every((line) => ticked.has(line.index));

  const submit = (decision: Decision) => {
    const missing = signerErrors(signer, decision !== 'decline');
    const chooses = decision === 'approve' && document.lines.length > 0 && ticked.size === 0;
    setNoneTicked(chooses);
    setErrors(Object.fromEntries(missing.map((key) => [key, t(MESSAGES[key])])));
    if (missing.length > 0 || chooses) return;
    answer.mutate({
      version: document.version,
      decision,
      ...(decision === 'approve' && document.lines.length > 0 ? { lines: document.lines.map((line) => ({ index: line.index, approved: ticked.has(line.index) })) } : {}),
      comment: comment.trim(),
      signer_name: signer.name.trim(),
      ...(signer.signature ? { signature: signer.signature } : {}),
      consent: true,
    }, { onSuccess: onAnswered });
  };

  const total = formatMoney(approvedTotal(document.lines, ticked, document.total_amount), { locale, currency: moneyCurrency(document.currency) });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="customer-answer-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(approving ? 'approve' : 'sign');
        }}
      >
        <Stack gap="md">
          <Title order={2} fz="lg" id="customer-answer-title">
            {approving ? t('sharing.approve.title') : t('sharing.sign.title')}
          </Title>
          {approving && document.lines.length > 0 && (
            <Group justify="space-between" align="baseline" wrap="wrap" gap="xs" aria-live="polite">
              <Text c="dimmed">{t('sharing.approve.selected', { count: ticked.size, total: document.lines.length })}</Text>
              <Text fw={800} fz="xl" style={{ fontVariantNumeric: 'tabular-nums' }}>
                <Text span c="dimmed" fz="sm" fw={500}>{`${t('sharing.approve.selectedTotal')}: `}</Text>
                <span data-testid="approved-total">{total}</span>
              </Text>
            </Group>
          )}
          {noneTicked && (
            <Alert color="orange" role="alert">
              {t('sharing.approve.noneSelected')}
            </Alert>
          )}
          {approving && (
            <Textarea size="md" label={t('sharing.approve.comment')} value={comment} onChange={(event) => setComment(event.currentTarget.value)} autosize minRows={2} maxLength={1000} />
          )}
          <SignerFields signer={signer} onChange={setSigner} errors={errors} locale={locale} />
          {answer.isError && (
            <Alert color="red" role="alert">
              {describeError(t, answer.error)}
            </Alert>
          )}
          {approving ? (
            // One under the other on a phone: "Aprob pozițiile bifate" whole, each a thumb's target.
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Button type="submit" size="lg" color="green" leftSection={<IconCheck size={20} aria-hidden />} loading={answer.isPending && answer.variables?.decision === 'approve'} disabled={answer.isPending}>
                {allTicked ? t('sharing.approve.approveAll') : t('sharing.approve.approveSelected')}
              </Button>
              <Button size="lg" variant="light" color="red" leftSection={<IconX size={20} aria-hidden />} loading={answer.isPending && answer.variables?.decision === 'decline'} disabled={answer.isPending} onClick={() => submit('decline')}>
                {t('sharing.approve.decline')}
              </Button>
            </SimpleGrid>
          ) : (
            <Button type="submit" size="lg" leftSection={<IconSignature size={20} aria-hidden />} loading={answer.isPending} fullWidth>
              {t('sharing.sign.sign')}
            </Button>
          )}
        </Stack>
      </form>
    </Card>
  );
};
