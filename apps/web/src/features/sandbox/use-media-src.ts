import type { SandboxMediaContent } from '@chatgate/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { sandboxApi } from './api';

const mediaKey = (phone: string, messageId: string) => ['sandbox-media', phone, messageId] as const;

/** A blob as a URL for src or href, revoked when the blob changes or the component goes. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}

/**
 * Where a message's file is shown from: the https URL the token sent it by, or (sent inline) its
 * bytes fetched once through the phone's media route. Undefined until they are there.
 */
export function useMediaSrc(phone: string, messageId: string, media: Pick<SandboxMediaContent, 'url'>) {
  const stored = useQuery({
    queryKey: mediaKey(phone, messageId),
    queryFn: ({ signal }) => sandboxApi.media(phone, messageId, signal),
    enabled: media.url === null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const objectUrl = useObjectUrl(stored.data);
  return { src: media.url ?? objectUrl, failed: stored.isError };
}
