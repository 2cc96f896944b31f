import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type FormAlertProps = { tone?: 'error' | 'success'; children: ReactNode };

export const FormAlert = ({ tone = 'error', children }: FormAlertProps) => (
  <Alert
    color={tone === 'error' ? 'red' : 'teal'}
    variant="light"
    role={tone === 'error' ? 'alert' : 'status'}
    icon={tone === 'error' ? <IconAlertCircle aria-hidden /> : <IconCircleCheck aria-hidden />}
  >
    {children}
  </Alert>
);
