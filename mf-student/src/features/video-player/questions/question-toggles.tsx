import Button from '@mui/material/Button';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import { useFollowQuestion, useUpvoteQuestion, type Question } from '@lectern/shared-sdk';

type Toggled = Pick<Question, 'id' | 'title' | 'upvotes' | 'upvotedByMe' | 'followedByMe' | 'askedByMe'>;

/** The upvote: a toggle with the count on it, pressed once the student has upvoted; not on their own question. */
export function UpvoteButton({ question }: { question: Toggled }) {
  const upvote = useUpvoteQuestion();
  const on = question.upvotedByMe;
  return (
    <Button
      size="small"
      variant={on ? 'contained' : 'outlined'}
      aria-pressed={on}
      aria-label={`Upvote: ${question.upvotes} ${question.upvotes === 1 ? 'upvote' : 'upvotes'}`}
      startIcon={on ? <ThumbUpIcon /> : <ThumbUpOutlinedIcon />}
      // An upvote says "I want this answered too": the server refuses one on the student's own question.
      disabled={upvote.isPending || question.askedByMe}
      onClick={() => upvote.mutate({ questionId: question.id, on: !on })}
      sx={{ minWidth: 0 }}
    >
      {question.upvotes}
    </Button>
  );
}

/** Following: the student hears of new answers. */
export function FollowButton({ question }: { question: Toggled }) {
  const follow = useFollowQuestion();
  const on = question.followedByMe;
  return (
    <Button
      size="small"
      aria-pressed={on}
      startIcon={on ? <NotificationsActiveIcon /> : <NotificationsNoneIcon />}
      disabled={follow.isPending}
      onClick={() => follow.mutate({ questionId: question.id, on: !on })}
    >
      {on ? 'Following' : 'Follow'}
    </Button>
  );
}
