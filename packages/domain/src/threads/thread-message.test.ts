import { describe, expect, it } from 'vitest';
import { toThreadMessage } from './thread-message';

describe('toThreadMessage', () => {
  it('sends the trimmed text', () => {
    expect(toThreadMessage('  Please pay INV-42 on Friday \n')).toBe('Please pay INV-42 on Friday');
  });

  it('keeps inner white space as typed', () => {
    expect(toThreadMessage('two  spaces\nand a line')).toBe('two  spaces\nand a line');
  });

  it.each(['', '   ', '\n\t ', null, undefined])('sends nothing for %j', (text) => {
    expect(toThreadMessage(text)).toBeNull();
  });
});
