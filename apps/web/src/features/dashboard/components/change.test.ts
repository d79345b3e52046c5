import { describe, expect, it } from 'vitest';
import { changeOf } from './change';

describe('changeOf', () => {
  it('shows the rise or fall against the previous period to one decimal', () => {
    expect(changeOf(1250, 1000)).toEqual({ text: '▲ 25.0%', direction: 'up' });
    expect(changeOf(480, 1250)).toEqual({ text: '▼ 61.6%', direction: 'down' });
    expect(changeOf(100, 100)).toEqual({ text: '0.0%', direction: 'flat' });
  });

  it('has nothing to divide by when the previous period sold nothing', () => {
    expect(changeOf(50, 0)).toEqual({ text: 'new', direction: 'up' });
    expect(changeOf(0, 0)).toEqual({ text: '0.0%', direction: 'flat' });
  });

  it('reads a loss turning smaller as a rise', () => {
    expect(changeOf(-50, -100)).toEqual({ text: '▲ 50.0%', direction: 'up' });
  });
});
