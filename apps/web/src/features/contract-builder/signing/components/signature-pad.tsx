import { Box, Button, Group, Text } from '@mantine/core';
import { envelopeRules } from '@procura/contract';
import { type PointerEvent as ReactPointerEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The canvas's own pixels: wide and short like a signature line, sharp once stamped on the PDF. */
const canvasWidth = 600;
const canvasHeight = 180;

/**
 * A signature drawn with a mouse, a finger or a pen. After each stroke the drawing is read as a
 * PNG data URL (what the server stamps, decision 251); Clear empties it. `onChange(null)` means
 * nothing is drawn. Drawings larger than the server takes count as none, which the signer sees.
 */
export function SignaturePad({ onChange }: { onChange: (png: string | null) => void }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<{ x: number; y: number } | null>(null);
  const inked = useRef(false);

  function pointOf(event: ReactPointerEvent<HTMLCanvasElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width <= 0 || rect.height <= 0) return null;
    return {
      x: ((event.clientX - rect.left) / rect.width) * canvasWidth,
      y: ((event.clientY - rect.top) / rect.height) * canvasHeight,
    };
  }

  function line(from: { x: number; y: number }, to: { x: number; y: number }) {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.strokeStyle = '#1a1b4b';
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
  }

  function onPointerDown(event: ReactPointerEvent<HTMLCanvasElement>) {
    const point = pointOf(event);
    if (!point) return;
    event.preventDefault();
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // No active pointer to capture (a synthetic event): the canvas still sees its own moves.
    }
    drawing.current = point;
    // A dot for a tap, so initials' dots and full stops show.
    line(point, { x: point.x + 0.1, y: point.y + 0.1 });
    inked.current = true;
  }

  function onPointerMove(event: ReactPointerEvent<HTMLCanvasElement>) {
    const from = drawing.current;
    const to = from ? pointOf(event) : null;
    if (!from || !to) return;
    line(from, to);
    drawing.current = to;
  }

  function onPointerUp() {
    if (!drawing.current) return;
    drawing.current = null;
    const png = inked.current ? (canvas.current?.toDataURL('image/png') ?? null) : null;
    onChange(
      png?.startsWith('data:image/png;base64,') && png.length <= envelopeRules.drawnSignatureMax ? png : null,
    );
  }

  function clear() {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, canvasWidth, canvasHeight);
    inked.current = false;
    onChange(null);
  }

  return (
    <Box>
      <canvas
        ref={canvas}
        width={canvasWidth}
        height={canvasHeight}
        data-testid="sign-canvas"
        aria-label={t('signingDrawArea')}
        role="img"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        style={{
          width: '100%',
          maxWidth: canvasWidth,
          aspectRatio: `${canvasWidth} / ${canvasHeight}`,
          border: '1px dashed var(--mantine-color-gray-5)',
          borderRadius: 4,
          background: 'white',
          touchAction: 'none',
          cursor: 'crosshair',
          display: 'block',
        }}
      />
      <Group justify="space-between" mt={4} maw={canvasWidth}>
        <Text size="xs" c="dimmed">
          {t('signingDrawHint')}
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={clear} data-testid="sign-canvas-clear">
          {t('signingDrawClear')}
        </Button>
      </Group>
    </Box>
  );
}
