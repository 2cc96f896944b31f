import { Button, Paper, Stack } from '@mantine/core';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';

type FileDropZoneProps = {
  /** The file picker's filter, e.g. '.json,application/json'. */
  accept: string;
  onFile: (file: File) => void;
  pickLabel: string;
  busy?: boolean;
  disabled?: boolean;
  inputTestId?: string;
  /** What the zone says above its button (icon, what to drop, limits). */
  children: ReactNode;
};

/**
 * Drop a file here or pick one. Drag and drop is the browser's own (Mantine's Dropzone needs
 * Node 22 to install); the button opens the file picker for keyboards and phones.
 */
export const FileDropZone = ({ accept, onFile, pickLabel, busy, disabled, inputTestId, children }: FileDropZoneProps) => {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      data-testid={inputTestId ? `${inputTestId}-zone` : undefined}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      style={{ borderStyle: 'dashed', borderWidth: 2, background: dragging ? 'var(--mantine-color-indigo-0)' : undefined }}
    >
      <Stack align="center" gap="xs" ta="center">
        {children}
        <Button variant="light" onClick={() => input.current?.click()} loading={busy} disabled={disabled}>
          {pickLabel}
        </Button>
        <input
          ref={input}
          type="file"
          accept={accept}
          hidden
          data-testid={inputTestId}
          aria-label={pickLabel}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) onFile(file);
            event.currentTarget.value = '';
          }}
        />
      </Stack>
    </Paper>
  );
};
