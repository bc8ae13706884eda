import { useEffect, useState } from 'react';
import { Image, Skeleton } from 'antd';
import { useDataProvider } from '@/engine';

/** Signed addresses of stored files, in their order; a file that cannot be fetched is left out. */
export function useFileUrls(paths: string[]): string[] | null {
  const provider = useDataProvider();
  const [urls, setUrls] = useState<string[] | null>(null);
  const key = paths.join(',');
  useEffect(() => {
    let active = true;
    setUrls(null);
    const sign = (p: string) => (provider.fileUrl ? provider.fileUrl(p) : Promise.resolve(p));
    void Promise.all(paths.map((p) => sign(p).catch(() => null))).then((all) => active && setUrls(all.filter((u): u is string => Boolean(u))));
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the paths' content
  }, [provider, key]);
  return urls;
}

/** A record's pictures as thumbnails; clicking one opens the viewer over all of them (zoom, rotate, next/previous). */
export function RecordGallery({ paths, alt }: { paths: string[]; alt: string }) {
  const urls = useFileUrls(paths);
  if (urls === null) return <Skeleton.Image active />;
  return (
    <div className="detail-gallery">
      <Image.PreviewGroup>
        {urls.map((url, i) => (
          <Image key={url} src={url} alt={`${alt} ${i + 1}`} width={180} height={126} style={{ objectFit: 'cover', borderRadius: 6 }} />
        ))}
      </Image.PreviewGroup>
    </div>
  );
}
