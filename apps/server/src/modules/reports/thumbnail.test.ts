import { describe, expect, it } from 'vitest';
import { frozenClock } from '../../platform/clock.ts';
import { cutText, escapeXml, ThumbnailCache, thumbnailLifetimeMs, thumbnailSvg } from './thumbnail.ts';

describe('the thumbnail cache', () => {
  it('keeps a picture five minutes by the clock it is given, then draws anew', () => {
    const clock = frozenClock(new Date('2026-06-15T12:00:00Z'));
    const cache = new ThumbnailCache(clock);
    expect(cache.get('1:2:ActiveContracts')).toBeUndefined();
    cache.set('1:2:ActiveContracts', '<svg>a</svg>');
    clock.advance(thumbnailLifetimeMs - 1);
    expect(cache.get('1:2:ActiveContracts')).toBe('<svg>a</svg>');
    // Another node's picture is its own.
    expect(cache.get('1:3:ActiveContracts')).toBeUndefined();
    clock.advance(1);
    expect(cache.get('1:2:ActiveContracts')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('lets expired pictures go as new ones come, and the oldest past its size', () => {
    const clock = frozenClock(new Date('2026-06-15T12:00:00Z'));
    const cache = new ThumbnailCache(clock, 1000, 2);
    cache.set('a', 'A');
    clock.advance(1000);
    cache.set('b', 'B');
    expect(cache.size).toBe(1);
    cache.set('c', 'C');
    cache.set('d', 'D');
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('c'), cache.get('d')]).toEqual(['C', 'D']);
  });
});

describe('the thumbnail picture', () => {
  it('escapes what XML would read as markup and drops what it forbids', () => {
    expect(escapeXml(`<script>&"'\u0001ok`)).toBe('&lt;script&gt;&amp;&quot;&apos;ok');
  });

  it('cuts long text with an ellipsis, never splitting a character', () => {
    expect(cutText('short')).toBe('short');
    expect(cutText('a'.repeat(25))).toBe(`${'a'.repeat(19)}…`);
    expect(cutText('😀'.repeat(25))).toBe(`${'😀'.repeat(19)}…`);
    expect(cutText('two\nlines')).toBe('two lines');
  });

  it('draws the header and each row as text of the table, escaped', () => {
    const svg = thumbnailSvg(
      'Active <Contracts>',
      ['Project Number', 'Name'],
      [
        ['C-01', 'Roads & bridges'],
        ['C-02', ''],
      ],
    );
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="264" height="66"')).toBe(true);
    expect(svg).toContain('<title>Active &lt;Contracts&gt;</title>');
    expect(svg).toContain('font-weight="bold">Project Number</text>');
    expect(svg).toContain('>Roads &amp; bridges</text>');
    expect(svg.match(/<text /g)).toHaveLength(6);
    expect(svg).not.toContain('<Contracts>');
  });
});
