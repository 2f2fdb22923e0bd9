import { useState } from 'react';
import Box from '@mui/material/Box';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';

/**
 * Decorative: the course title sits beside it, so it carries no alt text. It fills its container's width at
 * 16:9, so the space is reserved before the image loads.
 */
export function CourseThumbnail({ src }: { src: string | null }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = { width: '100%', aspectRatio: '16 / 9', borderRadius: 1, overflow: 'hidden' } as const;
  if (!src || failedSrc === src) {
    return (
      <Box aria-hidden sx={{ ...frame, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover' }}>
        <SchoolOutlinedIcon color="disabled" />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading="lazy"
      onError={() => setFailedSrc(src)}
      sx={{ ...frame, display: 'block', objectFit: 'cover', bgcolor: 'action.hover' }}
    />
  );
}
