import { confirmAnchor } from '@placar/contract/calls/hosts';
import { liveSetting } from '@placar/contract/calls/live';
import { describe, expect, it } from 'vitest';
import { liveFieldErrors } from './live-field-errors.ts';

describe('host form errors', () => {
  it('name each wrong field with the contract rule, in English or Portuguese', () => {
    const values = { streamName: 'x', intro: 'short', sports: [] };
    expect(liveFieldErrors(confirmAnchor.body, values, 'en')).toEqual({
      streamName: 'must be 2 to 30 characters',
      intro: 'must be 10 to 500 characters',
      sports: 'must list one or more of football, basketball, once each',
    });
    expect(liveFieldErrors(confirmAnchor.body, values, 'br').streamName).toBe('deve ter de 2 a 30 caracteres');
  });

  it('are empty for good input', () => {
    expect(liveFieldErrors(liveSetting.body, { title: 'Derby night' }, 'br')).toEqual({});
  });
});
