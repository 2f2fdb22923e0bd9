import Box from '@mui/material/Box';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';

export function BrandMark() {
  return (
    <Box
      aria-hidden
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 34,
        height: 34,
        borderRadius: 2,
        // The brand's mark, the same in either colour scheme.
        color: 'common.white',
        background: 'linear-gradient(135deg, #6366f1 0%, #4338ca 100%)',
      }}
    >
      <AutoStoriesOutlined fontSize="small" />
    </Box>
  );
}
