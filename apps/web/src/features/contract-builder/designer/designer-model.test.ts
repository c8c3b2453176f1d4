import { envelopeFieldInputSchema } from '@procura/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DraftField,
  fieldInputsOf,
  fitOnPage,
  moveBy,
  placeAt,
  placeByDrag,
  pointOnSurface,
  resizeBy,
} from './designer-model.ts';

const unit = fc.double({ min: -2, max: 3, noNaN: true });

describe('the designer geometry', () => {
  it('reads a pointer as fractions of the surface, and nothing on a surface with no size', () => {
    const surface = { left: 100, top: 50, width: 600, height: 800 };
    expect(pointOnSurface({ clientX: 400, clientY: 450 }, surface)).toEqual({ x: 0.5, y: 0.5 });
    expect(pointOnSurface({ clientX: 0, clientY: 2000 }, surface)).toEqual({ x: 0, y: 1 });
    expect(pointOnSurface({ clientX: 1, clientY: 1 }, { ...surface, width: 0 })).toBeNull();
  });

  it('places a field at a click, and over a drag drawn in any direction', () => {
    expect(placeAt({ x: 0.2, y: 0.3 }, 'initials')).toEqual({ x: 0.2, y: 0.3, width: 0.08, height: 0.04 });
    // Near the corner the default size still fits: the field moves in.
    expect(placeAt({ x: 0.95, y: 0.99 }, 'signature')).toEqual({
      x: 0.75,
      y: 0.95,
      width: 0.25,
      height: 0.05,
    });
    expect(placeByDrag({ x: 0.6, y: 0.5 }, { x: 0.2, y: 0.4 }, 'text')).toEqual({
      x: 0.2,
      y: 0.4,
      width: 0.4,
      height: 0.1,
    });
    // A tiny drag is a click.
    expect(placeByDrag({ x: 0.2, y: 0.2 }, { x: 0.205, y: 0.201 }, 'date')).toEqual(
      placeAt({ x: 0.2, y: 0.2 }, 'date'),
    );
  });

  it('keeps every moved or resized field wholly on its page, as the server requires', () => {
    return fc.assert(
      fc.property(unit, unit, unit, unit, unit, unit, (x, y, width, height, dx, dy) => {
        const start = fitOnPage({ x, y, width, height });
        for (const rect of [start, moveBy(start, { x: dx, y: dy }), resizeBy(start, { x: dx, y: dy })]) {
          expect(rect.x).toBeGreaterThanOrEqual(0);
          expect(rect.y).toBeGreaterThanOrEqual(0);
          expect(rect.width).toBeGreaterThan(0);
          expect(rect.height).toBeGreaterThan(0);
          expect(rect.x + rect.width).toBeLessThanOrEqual(1.0001);
          expect(rect.y + rect.height).toBeLessThanOrEqual(1.0001);
        }
      }),
    );
  });

  it('saves fields the contract schema accepts, without the designer’s keys', () => {
    const field: DraftField = {
      key: 'new-1',
      documentId: 31,
      signerId: 21,
      type: 'text',
      page: 2,
      x: 0.9,
      y: 0.1,
      width: 0.3,
      height: 0.03,
      required: false,
      label: 'Title',
    };
    const [saved] = fieldInputsOf([field]);
    expect(saved).toEqual({ ...field, key: undefined, x: 0.7 });
    expect(envelopeFieldInputSchema.safeParse(saved).success).toBe(true);
    expect(saved && 'key' in saved).toBe(false);
  });
});
