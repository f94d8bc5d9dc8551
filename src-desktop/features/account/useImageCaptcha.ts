import { useCallback, useEffect, useState } from 'react';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { getImage } from '#shared/contract/refs/account';

export interface ImageCaptcha {
  captcha: { captchaId: string; svg: string } | null;
  error: GatewayError | null;
  reload(): void;
}

/** A picture captcha (webMember/getImage). Captchas are single use: reload after every attempt. */
export function useImageCaptcha(): ImageCaptcha {
  const [captcha, setCaptcha] = useState<ImageCaptcha['captcha']>(null);
  const [error, setError] = useState<GatewayError | null>(null);
  const reload = useCallback(() => {
    setError(null);
    call(getImage, {})
      .then(setCaptcha)
      .catch((e: GatewayError) => {
        setCaptcha(null);
        setError(e);
      });
  }, []);
  useEffect(() => reload(), [reload]);
  return { captcha, error, reload };
}
