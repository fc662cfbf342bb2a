import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-errors.js';
import { parseOr400 } from './validate.js';

describe('parseOr400', () => {
  const schema = z.object({ report: z.object({ items: z.array(z.object({ text: z.string() })) }) });

  it('refuses a control character anywhere in the input with a 400 naming where it is', () => {
    try {
      parseOr400(schema, { report: { items: [{ text: 'fine' }, { text: 'bad\u0000' }] } });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(HttpError);
      expect((err as HttpError).statusCode).toBe(400);
      expect((err as Error).message).toBe(
        'report.items.1.text contains a control character (such as NUL): remove it and try again.',
      );
    }
  });

  it('passes clean input through', () => {
    expect(parseOr400(schema, { report: { items: [{ text: 'a\nb' }] } })).toEqual({
      report: { items: [{ text: 'a\nb' }] },
    });
  });
});
