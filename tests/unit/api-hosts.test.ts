import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBaseFor, configured, NO_HOSTS } from '#shared/utils/api-hosts';

const settings = { apiBase: 'https://api.portal.example', alternate: { marker: 'test', apiBase: 'https://api-test.portal.example' }, publicApiBase: 'https://open.portal.example' };

describe('API host per environment', () => {
  it('takes the alternate host when the host name carries the marker', () => {
    expect(apiBaseFor(settings, 'www.portal.example')).toBe('https://api.portal.example');
    expect(apiBaseFor(settings, 'test.portal.example')).toBe('https://api-test.portal.example');
    expect(apiBaseFor(settings, 'M-TEST.portal.example:8443')).toBe('https://api-test.portal.example');
    expect(apiBaseFor(NO_HOSTS, 'test.portal.example')).toBe('');
    expect(configured(NO_HOSTS)).toBe(false);
    expect(configured({ ...NO_HOSTS, publicApiBase: 'https://open.portal.example' })).toBe(true);
  });
});

describe('the page reads the hosts the gateway wrote into it', () => {
  afterEach(() => {
    document.getElementById('portal-hosts')?.remove();
    vi.resetModules();
  });

  it('without the block, calls stay on this origin', async () => {
    const { apiBase, publicApiBase } = await import('#shared/api/hosts');
    expect(apiBase()).toBe('');
    expect(publicApiBase()).toBe('');
  });

  it('with the block, the API origin follows the page host and showdata goes to the public host', async () => {
    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = 'portal-hosts';
    el.textContent = JSON.stringify(settings);
    document.head.append(el);
    const { apiBase, publicApiBase } = await import('#shared/api/hosts');
    expect(apiBase()).toBe(apiBaseFor(settings, location.hostname));
    expect(publicApiBase()).toBe('https://open.portal.example');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ response: [{ key: 'k', value: 12, unitZh: '家', unitEn: '', labelZh: '企业', labelEn: 'Companies' }] }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { fetchShowdata } = await import('#shared/api/showdata');
    expect(await fetchShowdata('en')).toEqual([{ key: 'k', value: 12, unit: '', label: 'Companies' }]);
    expect(fetchMock).toHaveBeenCalledWith('https://open.portal.example/showdata/getData', expect.objectContaining({ method: 'POST', credentials: 'omit' }));
    vi.unstubAllGlobals();
  });
});
