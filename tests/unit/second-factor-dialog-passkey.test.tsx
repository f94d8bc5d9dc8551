import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The money code dialog's "Use a passkey" (decision 0054) over a stubbed transport and browser
// library: options from the gateway go to the browser, its assertion back, and the proof the
// gateway answers is submitted in the code's place; a cancelled prompt stays in the dialog.
const post = vi.fn();
vi.mock('#shared/api/transport', () => ({ post: (...a: unknown[]) => post(...a) }));
const startAuthentication = vi.fn();
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: (...a: unknown[]) => startAuthentication(...a) }));

const { default: CodeDialog } = await import('../../src-desktop/components/SecondFactorDialog');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const answer = (response: unknown) => ({ status: 200, statusText: 'OK', body: { response } });
const OPTIONS = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'required', allowCredentials: [{ id: 'Y3JlZA', type: 'public-key' }] };
const ASSERTION = { id: 'Y3JlZA', rawId: 'Y3JlZA', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' } };
const PROOF = `pk.${'a'.repeat(43)}`;

let root: ReturnType<typeof createRoot> | null = null;
const submit = vi.fn();
async function mount() {
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root!.render(<CodeDialog prompt={{ error: null, busy: false, submit, cancel: () => undefined }} />));
}
const passkeyButton = () => document.querySelector<HTMLButtonElement>('[data-testid="two-step-prompt-passkey"]');
async function click() {
  await act(async () => passkeyButton()!.click());
  await act(async () => new Promise((r) => setTimeout(r, 0)));
}

beforeEach(() => {
  post.mockReset();
  startAuthentication.mockReset();
  submit.mockReset();
  (window as { PublicKeyCredential?: unknown }).PublicKeyCredential = function PublicKeyCredential() {};
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('the code dialog with a passkey', () => {
  it('asks the gateway for options, the browser for an assertion, and submits the proof as the code', async () => {
    post.mockResolvedValueOnce(answer(OPTIONS)).mockResolvedValueOnce(answer({ proof: PROOF }));
    startAuthentication.mockResolvedValueOnce(ASSERTION);
    await mount();
    await click();
    expect(post.mock.calls.map((c) => (c[1] as { cmd: string }).cmd)).toEqual(['security/passkeyStepUpOptions', 'security/passkeyStepUp']);
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect((post.mock.calls[1][1] as { parameters: unknown }).parameters).toEqual({ response: ASSERTION });
    expect(submit).toHaveBeenCalledWith(PROOF);
  });

  it('a cancelled browser prompt stays in the dialog with its text and submits nothing', async () => {
    post.mockResolvedValueOnce(answer(OPTIONS));
    startAuthentication.mockRejectedValueOnce(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }));
    await mount();
    await click();
    expect(submit).not.toHaveBeenCalled();
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('passkeyBrowser.cancelled');
  });

  it('is not offered where the browser has no WebAuthn', async () => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    await mount();
    expect(passkeyButton()).toBeNull();
  });
});
