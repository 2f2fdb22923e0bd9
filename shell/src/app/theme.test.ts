import type { Palette, Theme } from '@mui/material/styles';
import { BRAND } from '@lectern/shared-sdk/core/brand';
import { theme } from './theme';

// The API's e-mails carry the brand without MUI (shared-sdk core/brand.ts): a change of the light scheme's colours must
// reach them too, or a mail would stop looking like the product it comes from.
test("the e-mails' brand colours are the light scheme's", () => {
  // A theme made with colour schemes keeps each scheme's palette (not in Theme's type without the CSS-variables one).
  const { light } = (theme as Theme & { colorSchemes: { light: { palette: Palette } } }).colorSchemes;
  expect({ primary: light.palette.primary.main, onPrimary: light.palette.primary.contrastText }).toEqual({
    primary: BRAND.primary,
    onPrimary: BRAND.onPrimary,
  });
  expect({ text: light.palette.text.primary, mutedText: light.palette.text.secondary, background: light.palette.background.default }).toEqual({
    text: BRAND.text,
    mutedText: BRAND.mutedText,
    background: BRAND.background,
  });
});
