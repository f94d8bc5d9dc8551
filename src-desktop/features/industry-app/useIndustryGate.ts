import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GatewayError } from '#shared/api/gateway-error';
import { INDUSTRY_AUTH_PATH, industrySessionEnded, needsIndustryAuth } from '#shared/utils/industry-token';

/**
 * Ends the member admin when the gateway says the industry token is missing or was refused: back
 * through the authentication entry, which says the session ended (a missing token just obtains one).
 */
export function useIndustryGate(error: GatewayError | null | undefined) {
  const navigate = useNavigate();
  const gone = needsIndustryAuth(error);
  const ended = industrySessionEnded(error);
  useEffect(() => {
    if (gone)
      navigate(ended ? `${INDUSTRY_AUTH_PATH}?ended=1` : INDUSTRY_AUTH_PATH, {
        replace: true,
      });
  }, [gone, ended, navigate]);
  return gone;
}
