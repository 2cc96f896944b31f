import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const LoadErrorMessage = () => {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Alert color="red" icon={<IconWifiOff />} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text>{t('app.loadError')}</Text>
          <Button variant="light" color="red" onClick={() => window.location.reload()}>
            {t('app.reload')}
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
};

/** `fallback`: what stands in for a small part (a bar button) whose chunk failed; a page gets the reload message. */
type Props = { children: ReactNode; resetKey: string; fallback?: ReactNode };
type State = { failed: boolean; resetKey: string };

// A class because React error boundaries have no hook form. Catches a page chunk that failed to
// download (offline, or a deploy replaced the files) and offers a reload instead of a blank page.
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // Navigating elsewhere gives the new page a fresh try.
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback === undefined ? <LoadErrorMessage /> : this.props.fallback;
  }
}
