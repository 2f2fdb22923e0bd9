import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import School from '@mui/icons-material/School';

interface CourseImageProps {
  src: string | null | undefined;
  /** '' when the title is shown next to the image. */
  alt: string;
  /** The first images of a page load at once; the rest lazily. */
  eager?: boolean;
}

/** A fixed 16:9 box so cards never jump while images load; a drawn placeholder when the image is missing or broken. */
export function CourseImage({ src, alt, eager = false }: CourseImageProps) {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // An image of the server's HTML may have failed before the scripts ran: its error event is gone, but a broken
    // image is 'complete' with no width.
    const image = imageRef.current;
    setFailed(Boolean(image?.complete && image.naturalWidth === 0));
  }, [src]);
  const showImage = Boolean(src) && !failed;

  return (
    <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', overflow: 'hidden', bgcolor: 'action.hover' }}>
      {showImage ? (
        <Box
          component="img"
          ref={imageRef}
          src={src ?? undefined}
          alt={alt}
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
          sx={(theme) => ({
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            color: (theme.vars ?? theme).palette.primary.contrastText,
            background: `linear-gradient(135deg, ${(theme.vars ?? theme).palette.primary.main} 0%, ${(theme.vars ?? theme).palette.primary.dark} 100%)`,
          })}
        >
          <School sx={{ fontSize: 56, opacity: 0.85 }} />
        </Box>
      )}
    </Box>
  );
}
