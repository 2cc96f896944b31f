import { formatDateTime, type AnswerDto, type Locale, type PublicDocumentDto } from '@atelier/core';
import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<AnswerDto['decision'], string> = { approved: 'green', partly_approved: 'yellow', declined: 'red', signed: 'blue' };

/** The answer given, in place of the form: the decision, which lines, the comment, who and when. */
export const AnswerSummary = ({ answer, lines, locale, thanks }: { answer: AnswerDto; lines: PublicDocumentDto['document']['lines']; locale: Locale; thanks: boolean }) => {
  const { t } = useTranslation();
  const describe = (approved: boolean) =>
    answer.lines
      .filter((line) => line.approved === approved)
      .map((line) => lines.find((one) => one.index === line.index)?.description ?? `#${line.index + 1}`);
  const approved = describe(true);
  const declined = describe(false);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="customer-answer-given">
      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id="customer-answer-given">
            {t('sharing.answer.title')}
          </Title>
          <Badge size="lg" color={COLOR[answer.decision]} variant="light">
            {t(`sharing.state.${answer.decision}`)}
          </Badge>
        </Group>
        <Text c="dimmed">{t('sharing.answer.when', { date: formatDateTime(new Date(answer.answered_at), locale), name: answer.signer_name })}</Text>
        {approved.length > 0 && declined.length > 0 && (
          <>
            <Text fw={700}>{t('sharing.answer.approvedLines')}</Text>
            <List>{approved.map((text, i) => <List.Item key={`a${i}`}>{text}</List.Item>)}</List>
            <Text fw={700}>{t('sharing.answer.declinedLines')}</Text>
            <List>{declined.map((text, i) => <List.Item key={`d${i}`}>{text}</List.Item>)}</List>
          </>
        )}
        {answer.comment && (
          <Text>
            <Text span fw={700}>{`${t('sharing.answer.comment')}: `}</Text>
            {answer.comment}
          </Text>
        )}
        {thanks && (
          <Text c="green.8" fw={600} role="status">
            {t('sharing.answer.thanks')}
          </Text>
        )}
      </Stack>
    </Card>
  );
};
