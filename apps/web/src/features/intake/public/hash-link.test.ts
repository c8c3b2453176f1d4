import { describe, expect, it, vi } from 'vitest';
import { plainIntakeAddress, redirectIntakeHashLink } from './hash-link.ts';

describe('the hash form of the intake link', () => {
  it('becomes the plain route with its query', () => {
    expect(plainIntakeAddress('#/intake-request?cid=7&nid=70')).toBe('/intake-request?cid=7&nid=70');
    expect(plainIntakeAddress('#/intake-request')).toBe('/intake-request');
  });

  it('leaves any other hash alone', () => {
    for (const hash of ['', '#', '#/intake-requests?cid=7', '#section-2', '#/projects/4']) {
      expect(plainIntakeAddress(hash)).toBeNull();
    }
  });

  it('replaces the history entry, keeping its state, before the router reads it', () => {
    const history = { state: { idx: 0 }, replaceState: vi.fn() };
    redirectIntakeHashLink({ hash: '#/intake-request?cid=7&nid=70' }, history);
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/intake-request?cid=7&nid=70');

    const untouched = { state: null, replaceState: vi.fn() };
    redirectIntakeHashLink({ hash: '#top' }, untouched);
    expect(untouched.replaceState).not.toHaveBeenCalled();
  });
});
