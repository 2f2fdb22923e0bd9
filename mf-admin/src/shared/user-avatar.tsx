import Avatar from '@mui/material/Avatar';
import PersonIcon from '@mui/icons-material/Person';

/** The user's picture, else a default person icon (spec: 'default image when none'). Decorative: the name is beside it. */
export function UserAvatar({ src, size = 72 }: { src: string | null; size?: number }) {
  return (
    <Avatar src={src ?? undefined} alt="" sx={{ width: size, height: size, bgcolor: 'primary.main' }}>
      <PersonIcon sx={{ fontSize: size * 0.6 }} aria-hidden />
    </Avatar>
  );
}
