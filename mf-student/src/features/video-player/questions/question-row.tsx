import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type Question } from '@lectern/shared-sdk';
import { answersText, atSecond, bylineOf, QuestionMarks } from '@lectern/shared-sdk/ui/question-thread';
import { FollowButton, UpvoteButton } from './question-toggles';

interface QuestionRowProps {
  question: Question;
  onOpen: () => void;
  /** Takes the player to the question's second. */
  onSeek: (second: number) => void;
}

/** One question of the lesson's list: its title (opens the thread), who and when, its second, and its toggles. */
export function QuestionRow({ question, onOpen, onSeek }: QuestionRowProps) {
  const titleId = useId();
  return (
    <Box component="li" aria-labelledby={titleId} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Link
        id={titleId}
        component="button"
        type="button"
        onClick={onOpen}
        underline="hover"
        sx={{ fontWeight: 700, fontSize: '1rem', textAlign: 'left', overflowWrap: 'anywhere', color: 'text.primary' }}
      >
        {question.title}
      </Link>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5, mt: 0.25 }}>
        <Typography variant="body2" color="text.secondary">
          {bylineOf(question.authorName, question.createdAt)}
        </Typography>
        {question.second !== null && <SecondLink second={question.second} onSeek={onSeek} />}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        <UpvoteButton question={question} />
        <FollowButton question={question} />
        <Button size="small" onClick={onOpen}>
          {answersText(question.answerCount)}
        </Button>
        <QuestionMarks question={question} />
      </Box>
    </Box>
  );
}

/** 'at 2:35', which plays the lesson from there. */
export function SecondLink({ second, onSeek }: { second: number; onSeek: (second: number) => void }) {
  return (
    <Link component="button" type="button" variant="body2" onClick={() => onSeek(second)} aria-label={`Play from ${atSecond(second).slice(3)}`}>
      {atSecond(second)}
    </Link>
  );
}
