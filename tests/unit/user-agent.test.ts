import { describe, expect, it } from 'vitest';
import { describeAgent } from '#shared/utils/user-agent';

describe('describeAgent', () => {
  it('names common browsers and systems', () => {
    expect(describeAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN')).toBe(
      'WeChat 8.0 · iOS 17.0',
    );
    expect(describeAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('Chrome 131.0 · Windows 10');
    expect(describeAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86')).toBe('Edge 131.0 · Windows 10');
    expect(describeAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15')).toBe('Safari 17.2 · macOS 10.15');
    expect(describeAgent('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox 133.0 · Linux');
    expect(describeAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36')).toBe('Chrome 131.0 · Android 14');
  });
  it('keeps what it does not know, and says nothing for nothing', () => {
    expect(describeAgent('SomeBot')).toBe('SomeBot');
    expect(describeAgent(null)).toBe('');
  });
});
