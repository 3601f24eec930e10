import { describe, expect, it } from 'vitest';
import { namedParameters } from './named-parameters.js';

describe('namedParameters', () => {
  it('numbers the placeholders in the order of the names and lists the values so', () => {
    const { p, values } = namedParameters(['user', 'at', 'reference']);
    expect(p).toEqual({ user: '$1', at: '$2', reference: '$3' });
    expect(values({ reference: null, user: 7, at: 'now' })).toEqual([7, 'now', null]);
  });
});
