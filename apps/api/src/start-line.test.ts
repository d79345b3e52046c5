import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startLine } from './start-line';

describe('the line printed when the server has started', () => {
  it('names the address to open, the addresses of this machine for a phone, and the demo sign-in', () => {
    expect(startLine(loadConfig({}), ['192.168.1.20'])).toBe(
      'Ready: open http://localhost:3000 (from another device: http://192.168.1.20:3000) and sign in as admin@demo.shop with the password demo12345 (until you change it).',
    );
  });

  it('never prints a password the operator chose, and names only the address it listens on', () => {
    const line = startLine(
      loadConfig({ HOST: '10.0.0.5', PORT: '8080', ADMIN_EMAIL: 'Owner@Acme.ph', ADMIN_PASSWORD: 'a-long-password' }),
      ['192.168.1.20'],
    );
    expect(line).toBe('Ready: open http://10.0.0.5:8080 and sign in as owner@acme.ph with the password given in ADMIN_PASSWORD.');
    expect(line).not.toContain('a-long-password');
  });

  it('on the loopback address there is no address for other devices', () => {
    expect(startLine(loadConfig({ HOST: '127.0.0.1' }), ['192.168.1.20'])).toMatch(/^Ready: open http:\/\/localhost:3000 and sign in/);
  });
});
