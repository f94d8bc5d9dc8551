import { useCallback, useRef, useState } from 'react';
import { call } from '../api/client';
import { GatewayError } from '../api/gateway-error';
import { getImage } from '../contract/refs/account';

/**
 * One picture captcha (webMember/getImage) for the captcha dialogs of both builds: the picture,
 * the typed answer, why the picture could not load, and `load` for a new one (captchas are single
 * use). The answer input gets the focus after each load.
 */
export function useCaptchaImage(failedText: string) {
  const [captcha, setCaptcha] = useState<{ captchaId: string; svg: string } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const load = useCallback(async () => {
    setCaptcha(null);
    setLoadError(null);
    setCode('');
    try {
      setCaptcha(await call(getImage, {}));
    } catch (err) {
      setLoadError(err instanceof GatewayError ? err.info : failedText);
    }
    input.current?.focus();
  }, [failedText]);

  return { captcha, loadError, code, setCode, input, load };
}
