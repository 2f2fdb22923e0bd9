/**
 * The product's name and colours where no MUI theme reaches: the e-mails the API sends (issue 39). The values are the
 * light scheme's (shell/src/app/theme.ts: indigo 600 and slate), which is what a mail client shows on white.
 */
export const BRAND = {
  name: 'Lectern',
  /** Buttons and links: the theme's primary.main. */
  primary: '#4f46e5',
  /** Text on the primary colour. */
  onPrimary: '#ffffff',
  /** Body text and quieter text (text.primary, text.secondary). */
  text: '#0f172a',
  mutedText: '#475569',
  /** The page behind the mail's card, and its lines. */
  background: '#f8fafc',
  border: '#e2e8f0',
} as const;
