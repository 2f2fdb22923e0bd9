import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useUnansweredQuestionCount } from '@lectern/shared-sdk';
import { visuallyHidden } from '@lectern/shared-sdk/ui/visually-hidden';

/**
 * Beside the educator's Questions entry: how many questions wait for their answer, read once per page and again
 * whenever a question changes (answering one lowers it at once). Nothing while there are none, or it is not known.
 */
export function UnansweredQuestionsBadge() {
  const count = useUnansweredQuestionCount();
  if (!count) return null;
  return (
    <>
      <Chip size="small" color="primary" label={count > 99 ? '99+' : count} aria-hidden sx={{ ml: 1, height: 22, fontWeight: 700 }} />
      <Box component="span" sx={visuallyHidden}>
        {`(${count} unanswered)`}
      </Box>
    </>
  );
}
