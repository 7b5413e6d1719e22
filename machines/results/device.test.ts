import { describe, expect, it } from 'vitest';
import { isMobileDevice } from './device';

describe('isMobileDevice', () => {
  it.each([
    {
      device: 'Android phone',
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      mobile: true,
    },
    {
      device: 'iPhone',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      mobile: true,
    },
    {
      device: 'iPad',
      userAgent:
        'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
      mobile: true,
    },
    {
      device: 'iPod touch',
      userAgent:
        'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
      mobile: true,
    },
    {
      device: 'Windows desktop',
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      mobile: false,
    },
    {
      device: 'Mac desktop',
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      mobile: false,
    },
    {
      device: 'Linux desktop',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
      mobile: false,
    },
    { device: 'no user agent', userAgent: '', mobile: false },
  ])('$device is mobile: $mobile', ({ userAgent, mobile }) => {
    expect(isMobileDevice(userAgent)).toBe(mobile);
  });
});
