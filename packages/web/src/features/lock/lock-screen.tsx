import { Box, Button, Center, Group, Paper, PasswordInput, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/error-messages';
import { setLocked } from '../../lib/session/lock-state';
import { useSession } from '../../lib/session/session-store';
import { useEndSession } from '../../lib/session/use-end-session';
import { announceLockChange, getLockStatus } from './lock-api';

/** The full-screen lock (SPEC §2): the password unlocks this session; signing out is the way out. */
export const LockScreen = ({ onUnlocked }: { onUnlocked: () => void }) => {
  const { t } = useTranslation();
  const email = useSession()?.claims.email;
  const endSession = useEndSession();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t('lock.passwordRequired'));
    setBusy(true);
    setError(undefined);
    try {
      const status = await getLockStatus(password);
      if (status.password_valid) {
        setLocked(false);
        announceLockChange();
        onUnlocked();
        return;
      }
      setPassword('');
      setError(t('lock.wrongPassword'));
    } catch (failure) {
      setError(describeError(t, failure, { fallback: 'lock.unlockError' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Center mih="100dvh" p="md" bg="gray.1">
      <Paper component="main" withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={44} radius="xl" variant="light" color="indigo">
                <IconLock size={24} aria-hidden />
              </ThemeIcon>
              <Box miw={0}>
                <Title order={1} fz={22}>
                  {t('lock.title')}
                </Title>
                {email && (
                  <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {t('lock.signedInAs', { email })}
                  </Text>
                )}
              </Box>
            </Group>
            <Text fz="sm">{t('lock.intro')}</Text>
            <PasswordInput
              label={t('lock.password')}
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={error}
            />
            <Button type="submit" loading={busy} fullWidth>
              {t('lock.unlock')}
            </Button>
            <Button variant="subtle" color="gray" onClick={() => void endSession('logout')}>
              {t('nav.logout')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
};
