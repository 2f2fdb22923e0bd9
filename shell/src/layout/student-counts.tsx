import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink, paths, useCartQuery, useWishlist } from '@lectern/shared-sdk';

/** 'Cart: 1 course'; just 'Cart' until the count is known. */
const labelOf = (name: string, count: number | undefined) => (count === undefined ? name : `${name}: ${count} ${count === 1 ? 'course' : 'courses'}`);

/**
 * A student's wishlist and cart in the top bar, each with how many courses it holds, on every page: the same reads
 * the wishlist and cart pages make, so adding a course anywhere moves the count at once.
 */
export function StudentCounts() {
  const wishlist = useWishlist();
  const cart = useCartQuery();
  const saved = wishlist.data?.length;
  const inCart = cart.data?.courseIds.length;
  return (
    <Stack direction="row" spacing={0.5} sx={{ mr: { xs: 0, sm: 1 } }}>
      <IconButton component={RouterLink} to={paths.student.wishlist()} aria-label={labelOf('Wishlist', saved)}>
        <Badge badgeContent={saved} color="primary" max={99}>
          <FavoriteBorderOutlined />
        </Badge>
      </IconButton>
      <IconButton component={RouterLink} to={paths.student.cart()} aria-label={labelOf('Cart', inCart)}>
        <Badge badgeContent={inCart} color="primary" max={99}>
          <ShoppingCartOutlined />
        </Badge>
      </IconButton>
    </Stack>
  );
}
