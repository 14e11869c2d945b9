import { describe, expect, it } from 'vitest';
import { formatClock, formatDuration, formatFileSize, progressTone, wholePercent } from './format';

describe('formatFileSize', () => {
  it('shows KB with one decimal and a pt-BR comma', () => {
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(1024)).toBe('1,0 KB');
    expect(formatFileSize(100)).toBe('0,1 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.120,0 KB');
  });
  it('treats missing or invalid sizes as zero', () => {
    expect(formatFileSize(0)).toBe('0,0 KB');
    expect(formatFileSize(null)).toBe('0,0 KB');
    expect(formatFileSize(Number.NaN)).toBe('0,0 KB');
    expect(formatFileSize(-5)).toBe('0,0 KB');
  });
});

describe('formatDuration', () => {
  it('formats hours and minutes', () => {
    expect(formatDuration(90)).toBe('1h 30min');
    expect(formatDuration(120)).toBe('2h 0min');
    expect(formatDuration(45)).toBe('0h 45min');
  });
  it('answers N/A for zero, negative or missing durations', () => {
    expect(formatDuration(0)).toBe('N/A');
    expect(formatDuration(-1)).toBe('N/A');
    expect(formatDuration(undefined)).toBe('N/A');
    expect(formatDuration(0.2)).toBe('N/A');
  });
});

describe('formatClock', () => {
  it('formats minutes and seconds, with hours when needed', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(75.9)).toBe('01:15');
    expect(formatClock(600)).toBe('10:00');
    expect(formatClock(3725)).toBe('1:02:05');
  });
  it('treats invalid values as zero', () => {
    expect(formatClock(Number.NaN)).toBe('00:00');
    expect(formatClock(-3)).toBe('00:00');
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('00:00');
  });
});

describe('wholePercent and progressTone', () => {
  it('clamps and floors', () => {
    expect(wholePercent(79.9)).toBe(79);
    expect(wholePercent(130)).toBe(100);
    expect(wholePercent(-1)).toBe(0);
    expect(wholePercent(Number.NaN)).toBe(0);
  });
  it('follows the spec colour thresholds', () => {
    expect(progressTone(80)).toBe('success');
    expect(progressTone(79)).toBe('primary');
    expect(progressTone(50)).toBe('primary');
    expect(progressTone(49)).toBe('light');
    expect(progressTone(20)).toBe('light');
    expect(progressTone(19)).toBe('danger');
  });
});
