import { Box, Button, Group, Input } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOf } from '../core-types';
import type { ScalarFieldProps } from '../types';
import { asText } from './common';

const HEIGHT = 180;

const setUpCanvas = (canvas: HTMLCanvasElement, value: string): CanvasRenderingContext2D | null => {
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth || 600;
  canvas.width = width * ratio;
  canvas.height = HEIGHT * ratio;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.scale(ratio, ratio);
  context.lineWidth = 2.5;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = '#1a1b1e';
  if (value) {
    const image = new Image();
    image.onload = () => context.drawImage(image, 0, 0, width, HEIGHT);
    image.src = value;
  }
  return context;
};

/** Drawn with a finger, a pen or a mouse; stored as a PNG data URL when the stroke ends. */
export const SignatureField = (props: ScalarFieldProps<FieldOf<'signature'>>) => {
  const { t } = useTranslation();
  const { value, onChange, readOnly, label, error, field, path, onBlur } = props;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const contextRef = useRef<CanvasRenderingContext2D | null>(null);
  const drawing = useRef(false);
  const stored = asText(value);
  const lastEmitted = useRef<string | undefined>(undefined);

  useEffect(() => {
    const canvas = canvasRef.current;
    // Our own stroke came back as the value: the canvas already shows it.
    if (!canvas || stored === lastEmitted.current) return;
    contextRef.current = setUpCanvas(canvas, stored);
  }, [stored]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = contextRef.current;
    if (readOnly || !context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = contextRef.current;
    if (!drawing.current || !context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    const url = canvasRef.current?.toDataURL('image/png');
    if (!url) return;
    lastEmitted.current = url;
    onChange(url);
    onBlur?.();
  };
  const clear = () => {
    lastEmitted.current = undefined;
    onChange(null);
    const canvas = canvasRef.current;
    if (canvas) contextRef.current = setUpCanvas(canvas, '');
  };

  return (
    <Input.Wrapper id={path} label={label} description={field.help} error={error} withAsterisk={field.required === true}>
      <Box
        mt={4}
        bd={`1px solid ${error ? 'var(--mantine-color-error)' : 'var(--mantine-color-gray-4)'}`}
        bg="white"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      >
        <canvas
          ref={canvasRef}
          aria-label={label}
          role="img"
          style={{ display: 'block', width: '100%', height: HEIGHT, touchAction: 'none', cursor: readOnly ? 'default' : 'crosshair' }}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          onPointerLeave={end}
        />
      </Box>
      {!readOnly && (
        <Group justify="space-between" mt="xs">
          <Input.Description>{t('form.signature.hint')}</Input.Description>
          <Button variant="default" leftSection={<IconEraser size={18} aria-hidden />} onClick={clear} disabled={!stored}>
            {t('form.signature.clear')}
          </Button>
        </Group>
      )}
    </Input.Wrapper>
  );
};
