import type { Page } from '@playwright/test';

/**
 * Public first reads are written into the desktop HTML (server/http/html-data.ts), so a page takes
 * them without asking the gateway. A test that stands in for a gateway answer (page.route on /api/)
 * first drops them from the page's HTML, so the page asks and gets the stand-in.
 */
export async function withoutInlineReads(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/') && !/\.[a-z0-9]{1,5}$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const res = await route.fetch();
      const html = (await res.text()).replace(/<script type="application\/json" id="gateway-preload">[\s\S]*?<\/script>/, '');
      await route.fulfill({ response: res, body: html, headers: { ...res.headers(), 'content-encoding': '', 'content-length': String(Buffer.byteLength(html)) } });
    },
  );
}
